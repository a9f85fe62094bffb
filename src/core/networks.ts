/** The blockchain networks the ramp service delivers to (interface section 1), as sent on the wire. */
export const NETWORKS = ['stellar', 'polygon', 'solana', 'avalanche'] as const;

/** One supported network, in the lower case the service's samples send. */
export type Network = (typeof NETWORKS)[number];
