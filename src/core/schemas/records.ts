import type { DepositInstructions } from '../deposit';
import { definedOnly, isRecord } from '../json';
import { parseNetwork, type Network } from '../networks/list';

// Records are read with plain functions rather than zod: this file ships in the widget's bundle, and zod
// here would cost the browser about 6 KB gzipped to read a dozen optional fields.
// Each field is read on its own and dropped if it has an unexpected type, so one odd field never hides a
// completed transaction from the person who paid for it. Unknown fields are ignored.
function text(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : undefined;
}

function amount(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.replace(/,/g, '')) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** The buy transaction record (interface 2.3); every field optional, `network` read in any case. */
export type BuyRecord = {
  transaction_id?: string;
  business?: { business_id?: string };
  type?: string;
  reference?: string;
  amount?: number;
  link_account_name?: string;
  link_account_number?: string;
  link_bank_name?: string;
  account_number?: string;
  bank_name?: string;
  link_tag?: string;
  network?: Network;
  wallet_address?: string;
  date_created?: string;
};

/** The sell transaction record as the service documents it; `amount` there appears to be the Naira payout. */
export type SellRecord = {
  transaction_id?: string;
  business?: { business_id?: string };
  type?: string;
  reference?: string;
  amount?: number;
  account_name?: string;
  account_number?: string;
  bank_name?: string;
  link_tag?: string;
  date_created?: string;
  network?: Network;
  wallet_address?: string;
  /** Where to send the coins: added by the signer beside the record (the service documents none). */
  deposit?: DepositInstructions;
};

const TEXT_FIELDS = ['transaction_id', 'type', 'reference', 'account_number', 'bank_name', 'link_tag', 'wallet_address', 'date_created'] as const;
const BUY_TEXT_FIELDS = [...TEXT_FIELDS, 'link_account_name', 'link_account_number', 'link_bank_name'] as const;
const SELL_TEXT_FIELDS = [...TEXT_FIELDS, 'account_name'] as const;

function readRecord(raw: Record<string, unknown>, textFields: readonly string[]): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const field of textFields) record[field] = text(raw[field]);
  record.amount = amount(raw.amount);
  record.network = parseNetwork(raw.network);
  if (isRecord(raw.business)) record.business = definedOnly({ business_id: text(raw.business.business_id) });
  return definedOnly(record);
}

/** A successful answer: the service's status and message, and the transaction record. */
export type RampResponse<T> = { status?: string; message?: string; transaction: T };

function parseResponse<T>(json: unknown, textFields: readonly string[]): RampResponse<T> | undefined {
  if (!isRecord(json) || !isRecord(json.transaction)) return undefined;
  const transaction = readRecord(json.transaction, textFields) as T;
  return definedOnly({ status: text(json.status), message: text(json.message), transaction });
}

/** Reads the buy answer (interface 4.1), or undefined when it holds no transaction object. */
export function parseBuyResponse(json: unknown): RampResponse<BuyRecord> | undefined {
  return parseResponse<BuyRecord>(json, BUY_TEXT_FIELDS);
}

/** Reads the sell answer (observed-service sample), or undefined when it holds no transaction object. */
export function parseSellResponse(json: unknown): RampResponse<SellRecord> | undefined {
  return parseResponse<SellRecord>(json, SELL_TEXT_FIELDS);
}
