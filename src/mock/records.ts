import { NETWORK_LABELS, parseNetwork } from '../core';

// Fixed English month names: the service writes `May 11, 2023` whatever the host's locale.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Formats a date as the service does, `May 11, 2023`, in UTC. */
export function formatServiceDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

function randomHex(bytes: number): string {
  const buffer = globalThis.crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A 24-hex-digit id shaped like the service's (seconds timestamp, then random). */
export function transactionId(now: Date): string {
  const seconds = Math.floor(now.getTime() / 1000).toString(16).padStart(8, '0').slice(-8);
  return seconds + randomHex(8);
}

/** An 11-digit reference, as the service issues when none was sent. */
export function digitReference(): string {
  const digits = globalThis.crypto.getRandomValues(new Uint8Array(11));
  return Array.from(digits, (d, i) => (i === 0 ? 1 + (d % 9) : d % 10)).join('');
}

function label(network: unknown): string | undefined {
  const parsed = parseNetwork(network);
  return parsed ? NETWORK_LABELS[parsed] : undefined;
}

/** A request body the mock has already checked. */
export type WireBody = Record<string, unknown>;

type RecordContext = { now: Date; link: { accountName: string; accountNumber: string; bankName: string } };

/** The buy record of interface section 2.3. */
export function buyRecord(body: WireBody, amount: number, ctx: RecordContext): Record<string, unknown> {
  return {
    transaction_id: transactionId(ctx.now),
    business: { business_id: body.business_id },
    type: 'Buy',
    reference: typeof body.reference === 'string' && body.reference ? body.reference : digitReference(),
    amount,
    link_account_name: ctx.link.accountName,
    link_account_number: ctx.link.accountNumber,
    link_bank_name: ctx.link.bankName,
    account_number: body.account_number,
    bank_name: body.bank_name,
    link_tag: body.link_tag,
    network: label(body.network),
    wallet_address: body.wallet_address,
    date_created: formatServiceDate(ctx.now),
  };
}

/** The documented sell record: no network or wallet comes back, and amount is the Naira payout. */
export function sellRecord(body: WireBody, payout: number, ctx: RecordContext): Record<string, unknown> {
  return {
    transaction_id: transactionId(ctx.now),
    business: { business_id: body.business_id },
    type: 'Sell',
    reference: digitReference(),
    amount: payout,
    account_name: body.account_name,
    account_number: body.account_number,
    bank_name: body.bank_name,
    link_tag: body.link_tag,
    date_created: formatServiceDate(ctx.now),
  };
}
