import type { SignerConfig } from '../config/resolve';
import type { IdempotencyStore, StoredResponse } from '../idempotency/types';
import type { StatusBook, StatusEntry } from '../status/book';
import type { StatusConfig } from '../status/config';
import type { LookupAnswer, StatusLookup } from '../status/lookup';
import type { KeptWrites } from '../store/kept-writes';
import type { RampStore } from '../store/types';
import { requestPrint, type TransactionCall } from './call';
import { depositOf, knownTransactionAnswer } from './forwarder';
import { recordServiceReference } from '../auth/ownership';

/** What recovery works with, built once by the signer. */
export interface RecoveryParts {
  config: SignerConfig;
  status: StatusConfig;
  book: StatusBook;
  /** The service's status lookup. */
  lookup: StatusLookup;
  store: RampStore;
  /** The idempotency store; undefined with `idempotency: false` (then nothing is in flight to find). */
  idempotency: IdempotencyStore | undefined;
  kept: KeptWrites;
  /** How long a first attempt may hold its key before its outcome counts as never recorded. */
  waitMs: number;
  now: () => number;
}

/** Finds, through the service's status lookup, transactions this signer sent but could not record. */
export interface Recovery {
  /**
   * The answer a retry of `call` gets when an earlier attempt's outcome was never learnt: the transaction
   * the service holds under `key`; `absent` when its lookup, seen to work, says it holds none; undefined when it cannot tell.
   */
  answerFor(call: TransactionCall, key: string, userId: string | undefined): Promise<StoredResponse | 'absent' | undefined>;
  /** The status entry for a reference that has an idempotency record but no status (yet): found and recorded, or undefined. */
  entryFor(reference: string): Promise<StatusEntry | undefined>;
}

function entryOf(key: string, found: LookupAnswer): Omit<StatusEntry, 'created' | 'updated_at'> {
  const serviceReference = found.transaction.reference;
  const reference = typeof serviceReference === 'string' && serviceReference ? serviceReference : key;
  return { reference, route: found.route, status: found.status, transaction: found.transaction };
}

/**
 * Recovery after a store outage or a lost instance: the service is asked for the reference (the
 * lookup finds a buy by the reference its body carried), and what it says is recorded as the
 * creation would have been, so a retry replays it and the status route answers it.
 */
export function createRecovery(parts: RecoveryParts): Recovery {
  const { config, status, book, lookup, store, idempotency, kept, waitMs, now } = parts;
  return {
    async answerFor(call, key, userId) {
      const found = await lookup.ask({ reference: key, route: call.route });
      if (found === 'absent' || found === undefined) return found;
      const deposit = depositOf(config, call, { transaction: found.transaction });
      await kept.write('the transaction found by the status lookup', async () => {
        await book.created({ ...entryOf(key, found), ...(deposit ? { deposit } : {}), request: requestPrint(call) }, key);
      });
      if (userId !== undefined) {
        await kept.write('the owner of the service reference', () => recordServiceReference(store, { transaction: found.transaction }, userId));
      }
      return knownTransactionAnswer(config, call, found.transaction);
    },

    async entryFor(reference) {
      const record = await idempotency?.get(reference);
      if (record === undefined) return undefined;
      // Still in flight: its own instance records it when the service answers.
      if (record.state === 'pending' && now() - record.startedAt < waitMs) return undefined;
      // One lookup per reference per staleMs across instances, however many browsers poll.
      if (!(await store.add(`status-lookup:${reference}`, '1', Math.max(1, status.staleMs)))) return undefined;
      const found = await lookup.find({ reference });
      return found ? book.created(entryOf(reference, found), reference) : undefined;
    },
  };
}
