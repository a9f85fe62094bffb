import type { LogFields, SignerLogger } from './options';

const MASK = '[redacted]';

/** Replaces every occurrence of the secret in a string; the one place that knows how. */
export function redact(text: string, secret: string): string {
  return secret ? text.split(secret).join(MASK) : text;
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
