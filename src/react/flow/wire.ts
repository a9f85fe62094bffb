import type { FieldValues, Path } from 'react-hook-form';
import { amountToWire, findBank, parseAmount, readAccountNumber } from '../../core';
import type { Bank } from '../../core';
import type { SignerPath } from '../signer/client';

// Where camelCase form values meet the snake_case wire bodies of the signer contract: the rules both
// flows' wires (`buy/wire.ts`, `sell/wire.ts`) share.

/** The account-number rule gives the digits to send (the form has passed it; the trimmed text is the fallback). */
export function wireAccountNumber(input: string): string {
  const read = readAccountNumber(input);
  return read.ok ? read.value : input.trim();
}

/** The listed bank's exact name for what was typed ("GTBank" → "Guaranty Trust Bank"), else the text as typed. */
export function listedBankName(typed: string, banks: readonly Bank[] | undefined): string {
  return (banks && findBank(typed, banks)?.name) ?? typed.trim();
}

/** An amount as typed, as the wire number. */
export function wireAmount(input: string, decimals: number): number {
  const parsed = parseAmount(input, decimals);
  // The resolver has already passed this value; a failure here means a caller skipped validation.
  if (!parsed.ok) throw new Error(parsed.message);
  return amountToWire(parsed.value);
}

/** A record's service transaction id once it has given one. */
export const transactionId = (record: { transaction_id?: string }) => record.transaction_id ?? '';

/** How a flow meets the signer contract: its route, its request body, its record in an answer, its wire field names. */
export type FlowWire<V extends FieldValues, R> = {
  /** Where its requests go. */
  path: SignerPath;
  /** The request body for these values; throws a `RampError` naming the field when one cannot be sent (a vendor no longer listed). */
  body: (values: V, reference: string) => unknown;
  parseRecord: (json: unknown) => R | undefined;
  recordId: (record: R) => string;
  /** Which form field holds each wire field, for the signer's field errors. */
  fields: Record<string, Path<V>>;
};
