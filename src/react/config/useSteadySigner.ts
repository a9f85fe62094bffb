import { useState } from 'react';
import { useLatest } from '../hooks/useLatest';
import type { Signer, SignerFetch } from './types';

/**
 * One signer for the widget's life however often the host passes a new function (an inline arrow
 * re-made on each render of its page): a function that calls the host's latest. Otherwise each
 * render would be a new signer, whose lists, status and picked vendor start again. A URL is itself.
 */
export function useSteadySigner(signer: Signer | undefined): Signer | undefined {
  const latest = useLatest(signer);
  const [steady] = useState(() => (input: string, init?: RequestInit) => (latest() as SignerFetch)(input, init));
  return typeof signer === 'function' ? steady : signer;
}
