/** The blockchain networks the ramp service delivers to (interface section 1), as sent on the wire. */
export const NETWORKS = ['stellar', 'polygon', 'solana', 'avalanche'] as const;

/** One supported network, in the lower case the service's samples send. */
export type Network = (typeof NETWORKS)[number];

/** Names to show people for each network. */
export const NETWORK_LABELS: Record<Network, string> = {
  stellar: 'Stellar',
  polygon: 'Polygon',
  solana: 'Solana',
  avalanche: 'Avalanche',
};

/** Reads a network name in any case ("Avalanche" comes back capitalised, interface 2.3); undefined if unknown. */
export function parseNetwork(value: unknown): Network | undefined {
  if (typeof value !== 'string') return undefined;
  const lower = value.trim().toLowerCase();
  return NETWORKS.find((network) => network === lower);
}
