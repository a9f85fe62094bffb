import { isTerminalStatus } from '../../core';
import type { RampPrincipal } from '../auth/authorize';
import { parseIdempotencyKey } from '../idempotency/key';
import { ownerOf } from '../auth/ownership';
import { errorReply, type SignerReply } from '../http/responses';
import type { RampStore } from '../store/types';
import type { StatusBook, StatusEntry } from './book';
import type { StatusConfig } from './config';
import type { StatusLookup } from './lookup';

/** What the status route needs: its settings, the book and the store it lives in, the service's lookup. */
export interface StatusService {
  status: StatusConfig;
  book: StatusBook;
  store: RampStore;
  /** The service's status lookup. */
  lookup: StatusLookup;
  now: () => number;
  /** The entry for a reference sent but never recorded (the store was down, an instance stopped), found through the lookup. */
  findUnrecorded?: (reference: string) => Promise<StatusEntry | undefined>;
}

const UNKNOWN = 'This signer did not create a transaction with this reference.';

/**
 * A pending status older than `staleMs` is looked up again, at most once per `staleMs` per
 * reference across every instance sharing the store, so polling browsers never become a storm.
 */
async function refreshed(service: StatusService, entry: StatusEntry): Promise<StatusEntry> {
  if (isTerminalStatus(entry.status)) return entry;
  const age = service.now() - Date.parse(entry.updated_at);
  if (age < service.status.staleMs) return entry;
  const claimed = await service.store.add(`status-lookup:${entry.reference}`, '1', Math.max(1, service.status.staleMs));
  if (!claimed) return entry;
  const learnt = await service.lookup.find(entry);
  return (learnt && (await service.book.learn(entry.reference, learnt))) || entry;
}

/**
 * `GET {signer}/transactions/{reference}`: what the signer knows, refreshed when stale, with a
 * sell's deposit instructions; 404 for a
 * reference it did not create and, with `authorize`, for one another user created.
 */
export async function answerStatus(service: StatusService, rawReference: string, principal?: RampPrincipal): Promise<SignerReply> {
  const reference = parseIdempotencyKey(rawReference);
  if (reference === undefined) return errorReply('not_found', UNKNOWN);
  let known = await service.book.read(reference);
  if (!known?.created) known = await service.findUnrecorded?.(reference);
  if (!known?.created) return errorReply('not_found', UNKNOWN);
  if (principal && (await ownerOf(service.store, reference)) !== principal.userId) return errorReply('not_found', UNKNOWN);
  const entry = await refreshed(service, known);
  const deposit = entry.deposit ? { deposit: entry.deposit } : {};
  return { status: 200, body: { status: entry.status, transaction: entry.transaction, updated_at: entry.updated_at, ...deposit } };
}
