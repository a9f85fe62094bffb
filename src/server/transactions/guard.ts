import { checkLocks } from '../auth/locks';
import type { RampPrincipal } from '../auth/authorize';
import type { TransactionOptions } from './options';
import type { SignerConfig } from '../config/resolve';
import { errorReply, type SignerReply } from '../http/responses';
import { REUSED } from '../idempotency/create-idempotency';
import { responseFrom } from '../idempotency/responses';
import type { IdempotencyStore, StoredResponse } from '../idempotency/types';
import type { KeptWrites } from '../store/kept-writes';
import { STATUS_TTL_MS, type StatusBook, type StatusEntry } from '../status/book';
import type { RampStore } from '../store/types';
import { requestPrint, type ForwardTransaction, type TransactionCall } from './call';
import { reportTransaction } from './on-transaction';
import { knownTransactionAnswer } from './forwarder';
import { claimReference, recordServiceReference } from '../auth/ownership';
import type { Recovery } from './recovery';
import { idempotencyGuard } from './idempotency-guard';

/** Sends a validated transaction on for the user `authorize` named (none without it). */
export type GuardedTransaction = (call: TransactionCall, principal: RampPrincipal | undefined) => Promise<SignerReply | Response>;

/** What the guard works with, built once by the signer. */
export interface GuardParts {
  config: SignerConfig;
  options: TransactionOptions;
  /** The shared store (owners), already guarded. */
  store: RampStore;
  /** Where writes go once the service has answered. */
  kept: KeptWrites;
  /** The call to the service. */
  forward: ForwardTransaction;
  /** Where idempotency records live (see `idempotencyStoreOf`); undefined with `idempotency: false`. */
  idempotency: IdempotencyStore | undefined;
  /** How long a duplicate waits for the first attempt (see `idempotencyWaitMs`). */
  waitMs: number;
  /** Finds what a first attempt left unrecorded. */
  recovery: Recovery;
  /** The statuses: a reference with one is in use, whoever its owner was. */
  book: StatusBook;
}

/**
 * The transaction this signer already created under `key` when the key's idempotency record is
 * gone (expired or evicted: records live 24 hours by default, statuses a week), so a late retry
 * of a request whose answer was lost gets that transaction instead of creating a second one.
 */
async function createdEarlier({ idempotency, book }: GuardParts, key: string | undefined): Promise<StatusEntry | undefined> {
  if (key === undefined || idempotency === undefined) return undefined;
  const known = await book.read(key);
  // While the record lives, the guard answers: a replay, or 422 for a changed body.
  if (!known?.created || (await idempotency.get(key)) !== undefined) return undefined;
  return known;
}

/** Said when a sell goes to the service again: the lookup cannot find the earlier one, so it may hold both. */
const SELL_SENT_AGAIN =
  'a sell whose earlier attempt left no known outcome was sent again under its key; the status lookup cannot find a sell, so the service may also hold the earlier request (no coins were asked for it)';

/** True for the first instance to report a recovered transaction; true as well when the store cannot say (rather report twice than never). */
async function firstReport(store: RampStore, key: string | undefined): Promise<boolean> {
  if (key === undefined) return true;
  return store.add(`transaction-reported:${key}`, '1', STATUS_TTL_MS).catch(() => true);
}

/**
 * Said to a user whose reference another user holds. It never offers a new request: a person who paid
 * under this reference (signed in again as another account, say) would be led to pay a second time.
 */
const NOT_YOURS = 'No transaction of yours was made under this reference. If you paid under it, do not pay again: contact support and quote the reference.';

/**
 * Everything between a valid body and `forward` (the service): the user's locks (422 naming the field), the
 * reference's owner (another user's reference is 404, replays included), the idempotency guard,
 * and after an accepted transaction (run here, not replayed) the host's `onTransaction`.
 */
export function createTransactionGuard(parts: GuardParts): GuardedTransaction {
  const { config, options, store, kept, forward, idempotency, book } = parts;
  const guard = idempotencyGuard(parts);
  const inUse = async (key: string) => (await idempotency?.get(key)) !== undefined || (await book.read(key)) !== undefined;
  const hook = options.onTransaction;
  return async (call, principal) => {
    const refused = checkLocks(principal?.locked, call.body);
    if (refused) return refused;
    const key = call.idempotencyKey;
    if (principal && key !== undefined && (await claimReference(store, key, principal.userId, () => inUse(key))) !== principal.userId) {
      return errorReply('not_found', NOT_YOURS);
    }
    const earlier = await createdEarlier(parts, key);
    if (earlier) {
      // Another route, or (when the entry says what it was asked with) other details: never the earlier answer as this one's.
      const otherRequest = earlier.route !== call.route || (earlier.request !== undefined && earlier.request !== requestPrint(call));
      if (otherRequest) return errorReply('conflict', REUSED, { status: 422, retryable: false });
      return responseFrom(await knownTransactionAnswer(config, call, earlier.transaction), true);
    }
    let accepted: Promise<unknown> | undefined;
    let sentAgain = false;
    let recovered: StoredResponse | undefined;
    const response = await guard(
      call,
      principal?.userId,
      async (sends) => {
        sentAgain = sends > 1;
        if (sentAgain && call.route === 'offramp') config.logger?.warn(SELL_SENT_AGAIN, { route: 'offramp' });
        const answer = await forward(call);
        // Read from a copy only when something needs it: the guard reads the answer itself.
        if (answer.ok && (hook || principal)) accepted = answer.clone().json();
        return answer;
      },
      (found) => (recovered = found),
    );
    // Recovery recorded the owner; the host has not heard of this transaction yet (once, across instances too).
    if (recovered && hook && response.ok && (await firstReport(store, key))) {
      const text = recovered.body;
      accepted = Promise.resolve().then(() => JSON.parse(text) as unknown);
    }
    if (accepted === undefined) return response;
    const body = accepted.catch(() => undefined);
    if (principal && !recovered) {
      const json = await body;
      // The transaction exists: a store that fails here is written later, never turned into an error.
      await kept.write('the owner of the service reference', () => recordServiceReference(store, json, principal.userId));
    }
    if (hook) {
      const event = body.then((json) => ({ userId: principal?.userId, route: call.route, reference: key, sentAgain, request: call.body, response: { status: response.status, body: json } }));
      reportTransaction(hook, event, config.logger);
    }
    return response;
  };
}
