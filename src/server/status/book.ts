import { isTerminalStatus, type DepositInstructions, type TransactionStatus } from '../../core';
import type { Scrub } from '../config/redact';
import type { RampStore } from '../store/types';

/** What the signer knows of one transaction, kept in the store as JSON under its reference. */
export interface StatusEntry {
  /** The service's reference (what webhooks carry and the status lookup asks for). */
  reference: string;
  /** Which POST created it; tells the buy record from the sell record. */
  route: 'onramp' | 'offramp';
  status: TransactionStatus;
  /** The record as the signer returned it at creation, updated by webhooks and lookups. */
  transaction: Record<string, unknown>;
  /** When the signer last learnt something of it (ISO 8601). */
  updated_at: string;
  /** A sell's deposit instructions, as the creation answer gave them: a page that lost that answer finds them here. */
  deposit?: DepositInstructions;
  /** True once this signer's own POST created it; the book keeps no other entries. */
  created: boolean;
  /** The fingerprint of the request that created it (`requestPrint`); absent on entries a lookup found without one. */
  request?: string;
}

/** Something learnt of a transaction: a status word already normalised, and record fields. */
export type Learnt = { status?: TransactionStatus; transaction?: Record<string, unknown> };

/** The route that created a transaction, from the record's `type` (`Buy` / `Sell`). */
export function routeOfRecord(record: Record<string, unknown>): StatusEntry['route'] {
  return typeof record.type === 'string' && record.type.trim().toLowerCase() === 'sell' ? 'offramp' : 'onramp';
}

/** Statuses live a week; the memory store also drops the least recently used past its bound. */
export const STATUS_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The tracked set of transactions still pending, scored by when the signer last learnt of them. */
export const PENDING_SET = 'pending';

const entryKey = (reference: string) => `status:${reference}`;
const aliasKey = (key: string) => `status-alias:${key}`;

function parse(raw: string | undefined): StatusEntry | undefined {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as StatusEntry;
  } catch {
    return undefined;
  }
}

/** Reads and updates status entries in the shared store (memory, or Redis across instances). */
export interface StatusBook {
  /** The entry under a reference, or under the idempotency key the creating POST carried. */
  read(reference: string): Promise<StatusEntry | undefined>;
  /** Records a transaction this signer created; `key` is the POST's idempotency key when it differs. */
  created(entry: Omit<StatusEntry, 'created' | 'updated_at'>, key: string | undefined): Promise<StatusEntry>;
  /**
   * Merges what a webhook or a lookup said into a transaction this signer created; undefined, and
   * nothing stored, for any other reference. A settled transaction (completed or failed) is kept as
   * it is: the service documents no reversal.
   */
  learn(reference: string, learnt: Learnt): Promise<StatusEntry | undefined>;
}

/**
 * The status book over a store; `now` is the clock (for tests). Every entry is written through
 * `scrub`, so no secret the service echoed in a record (at creation, in a lookup or a webhook)
 * is kept in the store, where a database would hold it in plain text.
 */
export function createStatusBook(store: RampStore, now: () => number = Date.now, scrub: Scrub = (text) => text): StatusBook {
  const stamp = () => new Date(now()).toISOString();
  const serialise = (entry: StatusEntry) => scrub(JSON.stringify(entry));
  // The pending set, by when the signer last heard of each: what `refreshPendingTransactions` walks.
  const pending = async (entry: StatusEntry) => {
    if (isTerminalStatus(entry.status)) await store.untrack(PENDING_SET, entry.reference);
    else await store.track(PENDING_SET, entry.reference, Date.parse(entry.updated_at));
    return entry;
  };
  // A new entry, and its place in the pending set: one call where the store can.
  const addNew = async (entry: StatusEntry) => {
    const [key, value] = [entryKey(entry.reference), serialise(entry)];
    if (store.addTracked && !isTerminalStatus(entry.status)) {
      return store.addTracked(key, value, STATUS_TTL_MS, { set: PENDING_SET, member: entry.reference, score: Date.parse(entry.updated_at) });
    }
    if (!(await store.add(key, value, STATUS_TTL_MS))) return false;
    await pending(entry);
    return true;
  };
  const save = async (entry: StatusEntry) => {
    await store.set(entryKey(entry.reference), serialise(entry), STATUS_TTL_MS);
    return pending(entry);
  };
  // The entry and the alias in one call where the store can (a POST's new key misses both).
  const read = async (reference: string) => {
    const [found, alias] = store.getMany ? await store.getMany([entryKey(reference), aliasKey(reference)]) : [await store.get(entryKey(reference))];
    const direct = parse(found);
    if (direct) return direct;
    const canonical = store.getMany ? alias : await store.get(aliasKey(reference));
    return canonical === undefined ? undefined : parse(await store.get(entryKey(canonical)));
  };
  return {
    read,
    async created(entry, key) {
      if (key !== undefined && key !== entry.reference) await store.set(aliasKey(key), entry.reference, STATUS_TTL_MS);
      // One call for a new transaction; written again when a kept write or a lookup records it
      // late, what was learnt since stands.
      const fresh: StatusEntry = { ...entry, updated_at: stamp(), created: true };
      if (await addNew(fresh)) return fresh;
      const known = parse(await store.get(entryKey(entry.reference)));
      if (known?.created) return known;
      return save(fresh);
    },
    async learn(reference, learnt) {
      const known = await read(reference);
      if (!known?.created) return undefined;
      if (isTerminalStatus(known.status)) return known;
      return save({
        ...known,
        status: learnt.status ?? known.status,
        transaction: { ...known.transaction, ...learnt.transaction },
        updated_at: stamp(),
      });
    },
  };
}
