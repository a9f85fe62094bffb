import { NETWORK_LABELS } from '../network-labels';
import { NETWORKS, type Network } from '../networks';
import { parseNetwork } from '../parse-network';
import { accept, refuse, type FieldTexts, type Read } from './read';

/** The network rule of every form and body: one of `NETWORKS` in any case, given lower case. */
export function readNetwork(input: unknown, texts: Pick<FieldTexts, 'networkRequired'>): Read<Network> {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) return refuse('required', texts.networkRequired);
  const network = parseNetwork(input);
  return network ? accept(network) : refuse('format', `Choose one of ${NETWORKS.map((n) => NETWORK_LABELS[n]).join(', ')}`);
}
