import { useState } from 'react';
import { useLatest } from '../hooks/useLatest';
import type { Signer, SignerFetch } from './types';

// Each steady signer's first function: the cache knows it by that one (`cachedAs`), so a widget mounted
// again with a function made once, outside the component, finds its lists in a shared client.
const firstGiven = new WeakMap<SignerFetch, SignerFetch>();

/** The function a signer's cache entries are keyed by: for a steady signer, the first function it was given. */
export const cachedAs = (signer: SignerFetch): SignerFetch => firstGiven.get(signer) ?? signer;

/**
 * One signer for the widget's life however often the host passes a new function (an inline arrow
 * re-made on each render of its page): a function that calls the host's latest. Otherwise each
 * render would be a new signer, whose lists, status and picked vendor start again. A URL is itself.
 */
export function useSteadySigner(signer: Signer | undefined): Signer | undefined {
  const latest = useLatest(signer);
  const [steady] = useState(() => {
    const call: SignerFetch = (input, init) => (latest() as SignerFetch)(input, init);
    if (typeof signer === 'function') firstGiven.set(call, signer);
    return call;
  });
  return typeof signer === 'function' ? steady : signer;
}
