import { maskPersonal } from './personal';
import { createScrubber, redactingLogger } from './redact';
import type { LogFields, SignerLogger } from './types';

/** What the signer tells a host about its own set-up rather than about a request. */
export type NoticeKind = 'configuration' | 'origin' | 'memory-store' | 'stores-apart';

/** Tells the host one thing about its set-up. */
export type Notify = (kind: NoticeKind, message: string, fields?: LogFields) => void;

/**
 * The host's logger hears every notice. With none, the console hears each kind once, so a host that
 * set up no logging still learns why its checkout fails, without a line per request. Either way the
 * secrets are masked, in any letter case.
 */
export function createNotices(logger: SignerLogger | undefined, secrets: readonly string[]): Notify {
  if (logger) {
    const redacting = redactingLogger(logger, ...secrets);
    return (_kind, message, fields) => redacting.warn(message, fields);
  }
  const scrub = createScrubber(...secrets);
  const told = new Set<NoticeKind>();
  return (kind, message, fields) => {
    if (told.has(kind)) return;
    told.add(kind);
    const detail = fields ? Object.entries(fields).map(([name, value]) => ` ${name}=${scrub(String(value))}`).join('') : '';
    console.warn(maskPersonal(scrub(`${message}${detail}`)));
  };
}

/** The options that say where records are kept; the signer's options object fits. */
type StoreOptions = {
  store?: unknown;
  idempotency?: { store?: unknown } | false;
  rateLimit?: { store?: unknown };
};

/**
 * Under NODE_ENV=production, which records stay in this process's memory: right for one instance,
 * lost on a restart and not shared by several. Undefined when every one has a shared store.
 */
export function memoryStoreNotice(options: StoreOptions, env: Record<string, string | undefined>): string | undefined {
  if (env.NODE_ENV !== 'production') return undefined;
  const inMemory = [
    options.store ? undefined : 'statuses and owners (store)',
    options.idempotency === false || options.idempotency?.store ? undefined : 'idempotency keys (idempotency.store)',
    !options.rateLimit || options.rateLimit.store ? undefined : 'rate-limit counters (rateLimit.store)',
  ].filter((entry) => entry !== undefined);
  if (inMemory.length === 0) return undefined;
  return `naira-ramp signer: ${inMemory.join(', ')} are kept in this process's memory under NODE_ENV=production: right for one instance only, and lost on a restart. With several instances, pass one shared store (createRedisStore, createRedisIdempotencyStore).`;
}
