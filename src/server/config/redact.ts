import type { LogFields, SignerLogger } from './types';

const MASK = '[redacted]';

/** Replaces every occurrence of the secret in a string; the one place that knows how. */
export function redact(text: string, secret: string): string {
  return secret ? text.split(secret).join(MASK) : text;
}

/** Removes the secret from text the signer is about to send, in any letter case. */
export type Scrub = (text: string) => string;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A scrubber for serialised bodies and header values: one case-insensitive search over the text
 * (a clean body is returned as it is, nothing allocated), a replacement only when the key is in
 * it. The key's JSON-escaped spelling is searched too, since bodies are scrubbed as JSON text.
 */
export function createScrubber(secret: string): Scrub {
  if (!secret) return (text) => text;
  const escaped = JSON.stringify(secret).slice(1, -1);
  const spellings = escaped === secret ? [secret] : [escaped, secret];
  const found = new RegExp(spellings.map(escapeRegExp).join('|'), 'i');
  const every = new RegExp(found.source, 'gi');
  return (text) => (found.test(text) ? text.replace(every, MASK) : text);
}

function redactFields(fields: LogFields | undefined, secret: string): LogFields | undefined {
  if (!fields) return undefined;
  const clean: LogFields = {};
  for (const [key, value] of Object.entries(fields)) {
    clean[key] = typeof value === 'string' ? redact(value, secret) : value;
  }
  return clean;
}

/** Wraps the host's logger so no line it receives can carry the secret, whatever upstream echoed. */
export function redactingLogger(logger: SignerLogger, secret: string): SignerLogger {
  return {
    warn: (message, fields) => logger.warn(redact(message, secret), redactFields(fields, secret)),
    info: (message, fields) => logger.info?.(redact(message, secret), redactFields(fields, secret)),
  };
}
