// Namespace import: it lets every bundler drop the parts of zod we do not use (`{ z }` defeats esbuild's tree shaking).
import * as z from 'zod/mini';
import { isRecord } from '../is-record';
import { parseNetwork, type Network } from '../networks';
import { definedOnly } from './fields';

// Each field is read on its own and dropped if it has an unexpected type, so one odd field never hides a
// completed transaction from the person who paid for it. Unknown fields are ignored.
const text = z.catch(z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform((v) => String(v).trim()))), undefined);
const amount = z.catch(
  z.optional(
    z.pipe(
      z.union([z.number(), z.string()]),
      z.transform((v) => {
        const n = typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(v.replace(/,/g, ''));
        return Number.isFinite(n) ? n : undefined;
      }),
    ),
  ),
  undefined,
);
const network = z.optional(z.pipe(z.unknown(), z.transform((v) => parseNetwork(v))));
const business = z.catch(z.optional(z.object({ business_id: text })), undefined);

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
};

const common = { transaction_id: text, business, type: text, reference: text, amount, account_number: text, bank_name: text, link_tag: text, network, wallet_address: text, date_created: text };
const buyRecord = z.object({ ...common, link_account_name: text, link_account_number: text, link_bank_name: text });
const sellRecord = z.object({ ...common, account_name: text });

/** A successful answer: the service's status and message, and the transaction record. */
export type RampResponse<T> = { status?: string; message?: string; transaction: T };

function parseResponse<T extends { business?: object }>(json: unknown, record: { safeParse(v: unknown): { data?: T } }): RampResponse<T> | undefined {
  if (!isRecord(json) || !isRecord(json.transaction)) return undefined;
  const data = record.safeParse(json.transaction).data;
  if (!data) return undefined;
  const transaction = definedOnly(data);
  if (transaction.business) transaction.business = definedOnly(transaction.business);
  const status = text.safeParse(json.status).data;
  const message = text.safeParse(json.message).data;
  return definedOnly({ status, message, transaction }) as RampResponse<T>;
}

/** Reads the buy answer (interface 4.1), or undefined when it holds no transaction object. */
export function parseBuyResponse(json: unknown): RampResponse<BuyRecord> | undefined {
  return parseResponse<BuyRecord>(json, buyRecord);
}

/** Reads the sell answer (observed-service sample), or undefined when it holds no transaction object. */
export function parseSellResponse(json: unknown): RampResponse<SellRecord> | undefined {
  return parseResponse<SellRecord>(json, sellRecord);
}
