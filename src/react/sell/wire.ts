import { isRecord, parseDeposit, parseSellResponse, plainText, ASSET_DECIMALS } from '../../core';
import type { Bank, Network, SellRecord, SellRequest } from '../../core';
import type { FlowWire } from '../flow/wire';
import { listedBankName, transactionId, wireAccountNumber, wireAmount } from '../flow/wire';
import type { SellFormValues } from './form';

/** Builds the sell body (`POST {signer}/offramp`) from the form; text as it reads (`plainText`), as the review shows it. */
export function toSellRequest(values: SellFormValues, banks?: readonly Bank[]): SellRequest {
  return {
    amount: wireAmount(values.amount, ASSET_DECIMALS[values.asset]),
    account_name: plainText(values.accountName),
    account_number: wireAccountNumber(values.accountNumber),
    bank_name: plainText(listedBankName(values.bankName, banks)),
    network: values.network as Network,
    wallet_address: plainText(values.walletAddress),
    // Not forwarded upstream: the signer names it in the deposit instructions.
    asset: values.asset,
  };
}

/** Which sell form field holds each wire field, for mapping the signer's field errors. */
export const SELL_WIRE_FIELDS: Record<string, keyof SellFormValues> = {
  amount: 'amount',
  account_name: 'accountName',
  account_number: 'accountNumber',
  bank_name: 'bankName',
  network: 'network',
  wallet_address: 'walletAddress',
};

/**
 * The sell record in an answer of `POST {signer}/offramp`, with the deposit instructions the signer
 * added beside it; a record kept across a reload (read as `{ transaction }`) holds them itself.
 */
export function readSellRecord(json: unknown): SellRecord | undefined {
  const transaction = parseSellResponse(json)?.transaction;
  const deposit = parseDeposit(json) ?? (isRecord(json) ? parseDeposit(json.transaction) : undefined);
  return transaction && deposit ? { ...transaction, deposit } : transaction;
}

/** The sell flow's wire: the body from the form, the record with its deposit instructions, the field names. */
export function sellWire(banks: readonly Bank[] | undefined): FlowWire<SellFormValues, SellRecord> {
  return {
    fields: SELL_WIRE_FIELDS,
    path: '/offramp',
    body: (values) => toSellRequest(values, banks),
    parseRecord: readSellRecord,
    recordId: transactionId,
  };
}
