import { NETWORKS, type Network } from './networks';

// Apart from the list: a buy's first paint needs the list (the networks offered) but reads no network name.

/** Reads a network name in any case ("Avalanche" comes back capitalised, interface 2.3); undefined if unknown. */
export function parseNetwork(value: unknown): Network | undefined {
  if (typeof value !== 'string') return undefined;
  const lower = value.trim().toLowerCase();
  return NETWORKS.find((network) => network === lower);
}
