import { parseBuyResponse, plainText, ASSET_DECIMALS, RampError } from '../../core';
import type { Bank, BuyRecord, BuyRequest, Network, Vendor } from '../../core';
import type { FlowWire } from '../flow/wire';
import { listedBankName, transactionId, wireAccountNumber, wireAmount } from '../flow/wire';
import type { BuyFormValues } from './form';

/** Builds the buy body (`POST {signer}/onramp`) from the form, the chosen vendor and the reference; text as it reads (`plainText`), as the review shows it. */
export function toBuyRequest(values: BuyFormValues, vendor: Vendor, reference: string, banks?: readonly Bank[]): BuyRequest {
  const body: BuyRequest = {
    amount: wireAmount(values.amount, ASSET_DECIMALS.NGN),
    vendor_name: vendor.name,
    vendor_bank: vendor.bank,
    vendor_number: vendor.number,
    bank_name: plainText(listedBankName(values.bankName, banks)),
    account_number: wireAccountNumber(values.accountNumber),
    network: values.network as Network,
    wallet_address: plainText(values.walletAddress),
    reference,
  };
  const accountName = plainText(values.accountName);
  if (accountName) body.account_name = accountName;
  return body;
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

/** The buy record in an answer of `POST {signer}/onramp` (or `{ transaction }` of a status answer). */
export function readBuyRecord(json: unknown): BuyRecord | undefined {
  return parseBuyResponse(json)?.transaction;
}

/** The buy flow's wire: the body from the form and the listed vendor chosen, the record, the field names. */
export function buyWire(vendors: readonly Vendor[] | undefined, banks: readonly Bank[] | undefined, vendorRequired: string): FlowWire<BuyFormValues, BuyRecord> {
  return {
    fields: BUY_WIRE_FIELDS,
    path: '/onramp',
    body: (values, reference) => {
      const vendor = vendors?.find((listed) => listed.number === values.vendorNumber);
      if (!vendor) throw new RampError('validation', vendorRequired, { fields: { vendor_name: vendorRequired } });
      return toBuyRequest(values, vendor, reference, banks);
    },
    parseRecord: readBuyRecord,
    recordId: transactionId,
  };
}
