import type { Signer, SignerFetch } from './types';

const ids = new WeakMap<SignerFetch, number>();
let lastId = 0;

function idOf(signer: SignerFetch): number {
  let id = ids.get(signer);
  if (id === undefined) ids.set(signer, (id = ++lastId));
  return id;
}

/** A stable cache key for a signer: its URL, or an id per function. */
export const signerKey = (signer: Signer): string => (typeof signer === 'function' ? `fn:${idOf(signer)}` : signer);

/** Gives `steady` the cache key of `first`: its lists, settings and statuses are the ones `first` has. */
export const keyLike = (steady: SignerFetch, first: SignerFetch): void => void ids.set(steady, idOf(first));
