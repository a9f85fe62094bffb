import { useState } from 'react';
import { useLatest } from '../hooks/useLatest';
import { keyLike } from './signerKey';
import type { Signer, SignerFetch } from './types';

/**
 * One signer for the widget's life however often the host passes a new function (an inline arrow
 * re-made on each render of its page): a function that calls the host's latest. Otherwise each
 * render would be a new signer, whose lists, status and picked vendor start again. A URL is itself.
 * The cache knows it by the first function given, so a widget mounted again with a function made
 * once (outside the component) finds its lists in a shared client.
 */
export function useSteadySigner(signer: Signer | undefined): Signer | undefined {
  const latest = useLatest(signer);
  const [steady] = useState(() => {
    const call: SignerFetch = (input, init) => (latest() as SignerFetch)(input, init);
    if (typeof signer === 'function') keyLike(call, signer);
    return call;
  });
  return typeof signer === 'function' ? steady : signer;
}
