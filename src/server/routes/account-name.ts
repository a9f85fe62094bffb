import { readAccountName, readAccountNameQuery, type AccountNameQuery, type Bank } from '../../core';
import type { RampPrincipal } from '../auth/authorize';
import { checkLocks } from '../auth/locks';
import type { SignerConfig } from '../config/resolve';
import type { ResolveAccountName } from '../config/types';
import type { RateLimitContext } from '../http/context';
import { errorReply, type SignerReply } from '../http/responses';
import { ACCOUNT_NAME_DEFAULTS, createNameCache, type NameLimit } from './account-name-guard';
import { listItems, type ListSource } from './lists';

/** The longest query string the enquiry reads, in characters; a longer one is refused unread. */
export const MAX_ACCOUNT_NAME_QUERY = 512;

const KEYS = ['bank_name', 'account_number'] as const;

/** Answers `GET {signer}/account-name`; built once per signer. */
export type AccountNameReply = (request: Request, principal: RampPrincipal | undefined, context: RateLimitContext) => Promise<SignerReply>;

type Outcome = { kind: 'answer'; value: unknown } | { kind: 'failed'; error: unknown } | { kind: 'timeout' };

/** Calls the host's function, giving up after `timeoutMs` (its signal aborts then) even if it ignores the signal. */
async function lookUp(resolve: ResolveAccountName, query: AccountNameQuery, timeoutMs: number): Promise<Outcome> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<Outcome>((settle) => {
    timer = setTimeout(() => {
      settle({ kind: 'timeout' });
      controller.abort();
    }, timeoutMs);
  });
  const answer = Promise.resolve()
    .then(() => resolve(query, { signal: controller.signal }))
    .then((value): Outcome => ({ kind: 'answer', value }), (error: unknown): Outcome => ({ kind: 'failed', error }));
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The query's two fields, or the reply refusing a query too long or naming a field twice (never guessed at). */
function queryOf(request: Request): { ok: true; input: Record<(typeof KEYS)[number], string | undefined> } | { ok: false; reply: SignerReply } {
  const url = new URL(request.url);
  if (url.search.length > MAX_ACCOUNT_NAME_QUERY) {
    return { ok: false, reply: errorReply('validation', `The query is too long: send bank_name and account_number, at most ${MAX_ACCOUNT_NAME_QUERY} characters in all.`, { status: 400 }) };
  }
  const twice = KEYS.filter((key) => url.searchParams.getAll(key).length > 1);
  if (twice.length > 0) {
    return { ok: false, reply: errorReply('validation', `Send ${twice.join(' and ')} once.`, { status: 400 }) };
  }
  return { ok: true, input: { bank_name: url.searchParams.get('bank_name') ?? undefined, account_number: url.searchParams.get('account_number') ?? undefined } };
}

const refuse = (fields: Record<string, string>) => errorReply('validation', 'Check the bank and the account number.', { fields });

/** What bounds the enquiries: the route's own limit, and how long an answer is reused. */
export type NameGuard = { limit: NameLimit; cacheMs: number | undefined };

/** An answer worth reusing for the same bank and number: a name, or "no such account" (never an outage). */
const settled = (outcome: Outcome) => outcome.kind === 'answer' && (outcome.value === null || readAccountName(outcome.value) !== undefined);

/**
 * `GET {signer}/account-name?bank_name&account_number`: the host's enquiry, with everything the
 * signer can refuse refused before it is called (never a 5xx for bad input), the bank checked
 * against the bank list, the values the host locked for the user enforced, the route's own limit
 * counted, and one enquiry per bank and number within the cache time.
 */
export function createAccountNameReply(config: SignerConfig, lists: ListSource, guard: NameGuard): AccountNameReply {
  const cached = createNameCache(guard.cacheMs ?? ACCOUNT_NAME_DEFAULTS.cacheMs, settled);
  return async (request, principal, context) => {
    const resolve = config.resolveAccountName;
    if (!resolve) return errorReply('not_found', 'This signer looks up no account names (no resolveAccountName function is configured).');
    const query = queryOf(request);
    if (!query.ok) return query.reply;
    const early = readAccountNameQuery(query.input, undefined);
    if (!early.ok) return refuse(early.fields);
    const banks = await listItems<Bank>(lists, 'banks');
    if (!banks) return errorReply('upstream', 'The list of banks could not be loaded, so the account name cannot be checked now.', { retryable: true });
    const read = readAccountNameQuery(query.input, banks);
    if (!read.ok) return refuse(read.fields);
    const { bankName, accountNumber } = read.query;
    const locked = principal?.locked && { bank_name: principal.locked.bank_name, account_number: principal.locked.account_number };
    const lockRefusal = checkLocks(locked, { bank_name: bankName, account_number: accountNumber }, banks);
    if (lockRefusal) return lockRefusal;
    const limited = await guard.limit(request, context, principal);
    if (limited) return limited;
    return answer(config, await cached(read.query, () => lookUp(resolve, read.query, config.timeoutMs)), bankName);
  };
}

function answer(config: SignerConfig, outcome: Outcome, bankName: string): SignerReply {
  if (outcome.kind === 'timeout') {
    config.logger?.warn('account-name enquiry timed out', { timeoutMs: config.timeoutMs });
    return errorReply('timeout', 'The account name check took too long. Try again, or type the name yourself.', { retryable: true });
  }
  if (outcome.kind === 'failed') {
    config.logger?.warn('account-name enquiry failed', { error: outcome.error instanceof Error ? outcome.error.message : 'unknown' });
    return errorReply('upstream', 'The account name cannot be checked right now. Try again, or type the name yourself.', { retryable: true });
  }
  if (outcome.value === null) {
    const message = `No account with this number was found at ${bankName}. Check the number and the bank.`;
    return errorReply('not_found', message, { fields: { account_number: message } });
  }
  const name = readAccountName(outcome.value);
  if (!name) {
    config.logger?.warn('account-name enquiry returned no readable name');
    return errorReply('upstream', 'The account name cannot be checked right now. Try again, or type the name yourself.', { retryable: true });
  }
  return { status: 200, body: { account_name: name } };
}
