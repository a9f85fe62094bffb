import { maskPersonal } from './personal';
import type { LogFields, SignerLogger } from './types';

const MASK = '[redacted]';

/** Removes the secrets from text the signer is about to send or log, in any letter case. */
export type Scrub = (text: string) => string;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A scrubber for serialised bodies, header values and log lines: one case-insensitive search over
 * the text (a clean text is returned as it is, nothing allocated), a replacement only when a secret
 * is in it. Each secret's JSON-escaped spelling is searched too, since bodies are scrubbed as JSON
 * text. Blank secrets are ignored; longer ones are tried first, so one that contains another is
 * masked whole.
 */
export function createScrubber(...secrets: ReadonlyArray<string | undefined>): Scrub {
  const spellings = new Set<string>();
  for (const secret of secrets) {
    if (!secret) continue;
    spellings.add(secret);
    spellings.add(JSON.stringify(secret).slice(1, -1));
  }
  if (spellings.size === 0) return (text) => text;
  const source = [...spellings].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|');
  const found = new RegExp(source, 'i');
  const every = new RegExp(source, 'gi');
  return (text) => (found.test(text) ? text.replace(every, MASK) : text);
}

/** A JSON value with the secrets masked wherever they stand in it: the value itself when it holds none. */
export function scrubJson<T>(value: T, scrub: Scrub): T {
  const text = JSON.stringify(value);
  const clean = scrub(text);
  return clean === text ? value : (JSON.parse(clean) as T);
}

function scrubFields(fields: LogFields, scrub: Scrub): LogFields {
  const clean: LogFields = {};
  for (const [key, value] of Object.entries(fields)) {
    clean[scrub(key)] = typeof value === 'string' ? scrub(value) : value;
  }
  return clean;
}

/**
 * Wraps the host's logger so no line it receives can carry a secret, in any letter case, nor an
 * account number or a wallet address, whatever upstream echoed or host code (`authorize`,
 * `resolveAccountName`, `quote`, `onTransaction`, `onEvent`, a store) put in an error.
 */
export function redactingLogger(logger: SignerLogger, ...secrets: ReadonlyArray<string | undefined>): SignerLogger {
  const secret = createScrubber(...secrets);
  const scrub = (text: string) => maskPersonal(secret(text));
  // A line without fields reaches the host's logger with the message alone: `console` would print a
  // trailing "undefined" for a second argument it was given empty.
  const line = (message: string, fields: LogFields | undefined): [string, LogFields?] => (fields ? [scrub(message), scrubFields(fields, scrub)] : [scrub(message)]);
  return {
    warn: (message, fields) => logger.warn(...line(message, fields)),
    info: (message, fields) => logger.info?.(...line(message, fields)),
  };
}
