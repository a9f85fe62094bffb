import { redactingLogger } from '../config/redact';
import type { SignerLogger } from '../config/types';
import { outageWarning } from './outage-log';
import type { ConfigReader } from './persistence';
import { StoreUnavailableError } from './unavailable';

/** What the Redis stores read of a client besides its commands, when it has it (the `redis` package's client does). */
export interface RedisConnection extends ConfigReader {
  /** False while disconnected: a call then fails at once instead of waiting in the client's offline queue. */
  readonly isReady?: boolean;
  /** Adds a listener; the stores add one for `'error'` when the client has none. */
  on?(event: 'error', listener: (error: Error) => void): unknown;
  /** How many listeners an event has. */
  listenerCount?(event: 'error'): number;
}

/** The stores' log when the host gives none: the console, each line marked as the signer's. */
const consoleLogger: SignerLogger = {
  warn: (message, fields) => globalThis.console.warn(`naira-ramp: ${message}`, fields ?? {}),
};


/**
 * Keeps a Redis client from taking the process down: a client that emits `'error'` with no
 * listener throws it, and the `redis` package emits one for every lost connection and reconnect
 * attempt. A client that already has a listener (the host's own) is left alone.
 */
export function watchConnection(client: RedisConnection, logger: SignerLogger = consoleLogger): void {
  if (typeof client.on !== 'function' || typeof client.listenerCount !== 'function') return;
  if (client.listenerCount('error') > 0) return;
  // A Redis error may quote a command and its value: a status record, an owner.
  client.on('error', outageWarning(redactingLogger(logger), 'Redis connection error: routes that need the store answer 503 store_unavailable until it is back'));
}

/**
 * Refuses a call while the client says it is disconnected, so nothing waits in its offline queue
 * (a queued SET NX sent minutes later would take a reference nobody is using).
 */
export function requireConnection(client: RedisConnection): void {
  if (client.isReady === false) throw new StoreUnavailableError('Redis is not connected');
}
