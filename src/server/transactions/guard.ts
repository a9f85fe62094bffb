import { checkLocks } from '../auth/locks';
import type { RampPrincipal } from '../auth/authorize';
import type { RampSignerOptions } from '../config/options';
import type { SignerConfig } from '../config/resolve';
import { errorReply, type SignerReply } from '../http/responses';
import { createIdempotency } from '../idempotency/create-idempotency';
import { IDEMPOTENCY_STORE_METHODS } from '../idempotency/types';
import type { KeptWrites } from '../store/kept-writes';
import type { RampStore } from '../store/types';
import { guardStore } from '../store/unavailable';
import type { ForwardTransaction, TransactionCall } from './call';
import { reportTransaction } from './on-transaction';
import { claimReference, recordServiceReference } from './ownership';

/** Sends a validated transaction on for the user `authorize` named (none without it). */
export type GuardedTransaction = (call: TransactionCall, principal: RampPrincipal | undefined) => Promise<SignerReply | Response>;

/** What the guard works with, built once by the signer. */
export interface GuardParts {
  config: SignerConfig;
  options: RampSignerOptions;
  /** The shared store (owners), already guarded. */
  store: RampStore;
  /** Where writes go once the service has answered. */
  kept: KeptWrites;
  /** The call to the service. */
  forward: ForwardTransaction;
}

type Run = () => Promise<Response>;

/**
 * The idempotency guard: one upstream call per key, whatever retries, double clicks and replays
 * arrive, here or (with a shared store) at another instance.
 */
function idempotencyGuard({ config, options, kept }: GuardParts): (call: TransactionCall, userId: string | undefined, run: Run) => Promise<Response> {
  if (options.idempotency === false) return (_call, _userId, run) => run();
  const given = options.idempotency?.store;
  const idempotent = createIdempotency({
    ...options.idempotency,
    store: given && guardStore(given, IDEMPOTENCY_STORE_METHODS),
    // A duplicate waits just longer than the first call can take before it is told to come back.
    waitMs: options.idempotency?.waitMs ?? config.timeoutMs + 1000,
    keep: kept.write,
  });
  // The user is part of what must match for a replay (left out without authorize, as before):
  // even if an owner record were evicted, another user's same body is a conflict, never the record.
  return (call, userId, run) =>
    call.idempotencyKey === undefined ? run() : idempotent(call.idempotencyKey, { route: call.route, body: call.body, asset: call.route === 'offramp' ? call.asset : undefined, userId }, run);
}

const NOT_YOURS = 'No transaction with this reference was found. Start a new request to get a new reference.';

/**
 * Everything between a valid body and `forward` (the service): the user's locks (422 naming the field), the
 * reference's owner (another user's reference is 404, replays included), the idempotency guard,
 * and after an accepted transaction (run here, not replayed) the host's `onTransaction`.
 */
export function createTransactionGuard(parts: GuardParts): GuardedTransaction {
  const { config, options, store, kept, forward } = parts;
  const guard = idempotencyGuard(parts);
  const hook = options.onTransaction;
  return async (call, principal) => {
    const refused = checkLocks(principal?.locked, call.body);
    if (refused) return refused;
    const key = call.idempotencyKey;
    if (principal && key !== undefined && (await claimReference(store, key, principal.userId)) !== principal.userId) {
      return errorReply('not_found', NOT_YOURS);
    }
    let accepted: Promise<unknown> | undefined;
    const response = await guard(call, principal?.userId, async () => {
      const answer = await forward(call);
      // Read from a copy only when something needs it: the guard reads the answer itself.
      if (answer.ok && (hook || principal)) accepted = answer.clone().json();
      return answer;
    });
    if (accepted === undefined) return response;
    const body = accepted.catch(() => undefined);
    if (principal) {
      const json = await body;
      // The transaction exists: a store that fails here is written later, never turned into an error.
      await kept.write('the owner of the service reference', () => recordServiceReference(store, json, principal.userId));
    }
    if (hook) {
      const event = body.then((json) => ({ userId: principal?.userId, route: call.route, reference: key, request: call.body, response: { status: response.status, body: json } }));
      reportTransaction(hook, event, config.logger);
    }
    return response;
  };
}
