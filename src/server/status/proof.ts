import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { RampStore } from '../store/types';

/** How long a lookup seen to work stays believed without finding a transaction again: 30 days. */
export const PROOF_TTL_MS = 30 * 24 * 60 * 60 * 1000;

// While the lookup keeps finding transactions, an instance writes the proof again at most daily.
const REWRITE_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the service's status lookup has been seen to work: it answered with a transaction the
 * signer could read. Until then its 404 may only mean the route is wrong, not that the service
 * holds nothing. Kept in the shared store, so every instance knows it, and in memory once known.
 */
export interface LookupProof {
  /** The lookup answered with a transaction it could read. */
  found(): Promise<void>;
  /** Whether it has, within `PROOF_TTL_MS`, here or on any instance sharing the store; false when the store cannot say. */
  holds(): Promise<boolean>;
}

/** The proof for one lookup (`lookup` names it: the service's address and the path template), kept in `store`. */
export function createLookupProof(store: RampStore, lookup: string, now: () => number): LookupProof {
  // Another address or template must be proven again.
  const key = `status-lookup-works:${bytesToHex(sha256(utf8ToBytes(lookup))).slice(0, 16)}`;
  // When the lookup last found a transaction, as far as this instance knows.
  let seenAt = -Infinity;
  return {
    async found() {
      if (now() - seenAt < REWRITE_MS) return;
      seenAt = now();
      // Best effort: this instance knows it now; the others learn it on a later find.
      await store.set(key, String(seenAt), PROOF_TTL_MS).catch(() => undefined);
    },
    async holds() {
      if (now() - seenAt < PROOF_TTL_MS) return true;
      const stored = Number(await store.get(key).catch(() => undefined));
      if (stored > seenAt) seenAt = stored;
      return now() - seenAt < PROOF_TTL_MS;
    },
  };
}
