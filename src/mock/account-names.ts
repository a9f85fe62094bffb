import type { AccountNameQuery } from '../core';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { connectionReset, faultLatency, hang } from './faults';
import type { MockAccount, MockClock, MockFault } from './types';

/** An account number the mock's enquiry finds no account for: every number ending in 0000 is one. */
export const MOCK_NO_SUCH_ACCOUNT = '1234560000';

const NO_SUCH_ACCOUNT = /0000$/;

/** FNV-1a: a small, stable hash, so one bank and number always give one name. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/**
 * The holder's name as banks' enquiries give it (capitals): a listed account's own, else one made
 * from the bank and number, the same every time; null for a number ending in 0000 (no such account).
 */
export function mockAccountName(query: AccountNameQuery, accounts: readonly MockAccount[]): string | null {
  const bank = query.bankName.toLowerCase();
  const listed = accounts.find((account) => account.accountNumber === query.accountNumber && account.bankName.toLowerCase() === bank);
  if (listed) return listed.accountName.toUpperCase();
  if (NO_SUCH_ACCOUNT.test(query.accountNumber)) return null;
  const seed = hash(`${bank}|${query.accountNumber}`);
  const first = FIRST_NAMES[seed % FIRST_NAMES.length]!;
  const last = LAST_NAMES[Math.floor(seed / FIRST_NAMES.length) % LAST_NAMES.length]!;
  return `${first} ${last}`.toUpperCase();
}

/**
 * Looks a name up as a host's resolver would, with the fault for the enquiry applied: a hold, latency
 * (on `clock`) and hang give up when `signal` aborts; a status or a reset throws as an outage would; `malformed`
 * answers something that is not a name.
 */
export async function resolveWithFault(
  fault: MockFault | undefined,
  signal: AbortSignal | undefined,
  clock: MockClock,
  lookUp: () => string | null,
): Promise<string | null> {
  const abort = signal ?? new AbortController().signal;
  await faultLatency(fault, abort, clock);
  if (fault?.hang) return hang(abort);
  if (fault?.reset) throw connectionReset();
  if (fault?.malformed) return { account_name: 42 } as unknown as string;
  if (fault?.status !== undefined) throw new Error(`Injected account-name enquiry failure (${fault.status})`);
  return lookUp();
}
