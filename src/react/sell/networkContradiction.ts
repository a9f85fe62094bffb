import { useEffect } from 'react';
import { NETWORKS } from '../../core';
import type { Network } from '../../core';

function useWarningInDevelopment(asked: readonly Network[], open: readonly Network[] | undefined, locked: Network | undefined): void {
  const key = `${asked.join()}|${open?.join() ?? ''}|${locked ?? ''}`;
  useEffect(() => {
    if (!open) return;
    const takes = open.length ? `takes sells only on ${open.join(', ')}` : 'takes sells on no network';
    const side = "the signer's /config (sell_networks: the networks it has a deposit address for)";
    // The host's default (every network) is narrowed without a word: only a list the host wrote can contradict.
    const refused = asked === NETWORKS ? [] : asked.filter((network) => !open.includes(network));
    if (refused.length) console.warn(`naira-ramp: <SellRamp> networks lists ${refused.join(', ')}, but ${side} ${takes}: ${refused.join(', ')} ${refused.length === 1 ? 'is' : 'are'} not offered to sellers.`);
    if (locked && !open.includes(locked)) console.warn(`naira-ramp: <SellRamp> lockedValues.network is ${locked}, but ${side} ${takes}: the sell will be refused on network.`);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key holds every input
  }, [key]);
}

const noWarning = () => {};

/**
 * A development warning when the sell widget's own options contradict what the signer's `/config`
 * says (a network offered with no deposit address behind it), naming both sides; in a production
 * build a hook that does nothing.
 */
export const useSellNetworksWarning: (asked: readonly Network[], open: readonly Network[] | undefined, locked: Network | undefined) => void =
  process.env.NODE_ENV === 'production' ? noWarning : useWarningInDevelopment;
