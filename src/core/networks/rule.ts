import type { FieldTexts } from '../rules/field-texts';
import { accept, refuse, type Read } from '../rules/read';
import { NETWORKS, NETWORK_LABELS, parseNetwork, type Network } from './list';

/** The network rule of every form and body: one of `NETWORKS` in any case, given lower case. */
export function readNetwork(input: unknown, texts: Pick<FieldTexts, 'networkRequired'>): Read<Network> {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) return refuse('required', texts.networkRequired);
  const network = parseNetwork(input);
  const names = NETWORKS.map((n) => NETWORK_LABELS[n]).join(', ');
  return network ? accept(network) : refuse('format', `Choose one of ${names}`, (t) => t.networkUnknown(names));
}
