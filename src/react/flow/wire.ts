import { amountToWire, findBank, parseAmount, parseBuyResponse, parseDeposit, parseSellResponse, readAccountNumber, ASSET_DECIMALS, RampError } from '../../core';
import type { Bank, BuyRecord, BuyRequest, Network, SellRecord, SellRequest, Vendor } from '../../core';
import type { BuyFormValues } from '../buy/form';
import type { FlowWire } from './types';
import type { SellFormValues } from '../sell/form';

// The one place where camelCase form values meet the snake_case wire bodies of the signer contract,
// and where the service's answers are read. Only a submission (or a kept receipt) needs it, so it
// loads after the first paint.

// The account-number rule gives the digits to send (the form has passed it; the trimmed text is the fallback).
function wireAccountNumber(input: string): string {
  const read = readAccountNumber(input);
  return read.ok ? read.value : input.trim();
}

/** The listed bank's exact name for what was typed ("GTBank" → "Guaranty Trust Bank"), else the text as typed. */
export function listedBankName(typed: string, banks: readonly Bank[] | undefined): string {
  return (banks && findBank(typed, banks)?.name) ?? typed.trim();
}

function wireAmount(input: string, decimals: number): number {
  const parsed = parseAmount(input, decimals);
  // The resolver has already passed this value; a failure here means a caller skipped validation.
  if (!parsed.ok) throw new Error(parsed.message);
  return amountToWire(parsed.value);
}

/** Builds the buy body (`POST {signer}/onramp`) from the form, the chosen vendor and the reference. */
export function toBuyRequest(values: BuyFormValues, vendor: Vendor, reference: string, banks?: readonly Bank[]): BuyRequest {
  const body: BuyRequest = {
    amount: wireAmount(values.amount, ASSET_DECIMALS.NGN),
    vendor_name: vendor.name,
    vendor_bank: vendor.bank,
    vendor_number: vendor.number,
    bank_name: listedBankName(values.bankName, banks),
    account_number: wireAccountNumber(values.accountNumber),
    network: values.network as Network,
    wallet_address: values.walletAddress.trim(),
    reference,
  };
  const accountName = values.accountName.trim();
  if (accountName) body.account_name = accountName;
  return body;
}

/** Builds the sell body (`POST {signer}/offramp`) from the form. */
export function toSellRequest(values: SellFormValues, banks?: readonly Bank[]): SellRequest {
  return {
    amount: wireAmount(values.amount, ASSET_DECIMALS[values.asset]),
    account_name: values.accountName.trim(),
    account_number: wireAccountNumber(values.accountNumber),
    bank_name: listedBankName(values.bankName, banks),
    network: values.network as Network,
    wallet_address: values.walletAddress.trim(),
    // Not forwarded upstream: the signer names it in the deposit instructions.
    asset: values.asset,
  };
}

/** Which buy form field holds each wire field, for mapping the signer's field errors. */
export const BUY_WIRE_FIELDS: Record<string, keyof BuyFormValues> = {
  amount: 'amount',
  vendor_name: 'vendorNumber',
  vendor_bank: 'vendorNumber',
  vendor_number: 'vendorNumber',
  bank_name: 'bankName',
  account_number: 'accountNumber',
  account_name: 'accountName',
  network: 'network',
  wallet_address: 'walletAddress',
};

/** Which sell form field holds each wire field, for mapping the signer's field errors. */
export const SELL_WIRE_FIELDS: Record<string, keyof SellFormValues> = {
  amount: 'amount',
  account_name: 'accountName',
  account_number: 'accountNumber',
  bank_name: 'bankName',
  network: 'network',
  wallet_address: 'walletAddress',
};

/** The buy record in an answer of `POST {signer}/onramp` (or `{ transaction }` of a status answer). */
export function readBuyRecord(json: unknown): BuyRecord | undefined {
  return parseBuyResponse(json)?.transaction;
}

/** The sell record in an answer of `POST {signer}/offramp`, with the deposit instructions the signer added. */
export function readSellRecord(json: unknown): SellRecord | undefined {
  const transaction = parseSellResponse(json)?.transaction;
  const deposit = parseDeposit(json);
  return transaction && deposit ? { ...transaction, deposit } : transaction;
}

// Both records carry the service's transaction id once it has given one.
const transactionId = (record: { transaction_id?: string }) => record.transaction_id ?? '';

/** The buy flow's wire: the body from the form and the listed vendor chosen, the record, the field names. */
export function buyWire(vendors: readonly Vendor[] | undefined, banks: readonly Bank[] | undefined, vendorRequired: string): FlowWire<BuyFormValues, BuyRecord> {
  return {
    fields: BUY_WIRE_FIELDS,
    request: (values, reference) => {
      const vendor = vendors?.find((listed) => listed.number === values.vendorNumber);
      if (!vendor) throw new RampError('validation', vendorRequired, { fields: { vendor_name: vendorRequired } });
      return { path: '/onramp', body: toBuyRequest(values, vendor, reference, banks) };
    },
    parseRecord: readBuyRecord,
    recordId: transactionId,
  };
}

/** The sell flow's wire: the body from the form, the record with its deposit instructions, the field names. */
export function sellWire(banks: readonly Bank[] | undefined): FlowWire<SellFormValues, SellRecord> {
  return {
    fields: SELL_WIRE_FIELDS,
    request: (values) => ({ path: '/offramp', body: toSellRequest(values, banks) }),
    parseRecord: readSellRecord,
    recordId: transactionId,
  };
}
