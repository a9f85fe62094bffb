import type { RampErrorCode } from '../core';
import { errorReply, type SignerReply } from './responses';

// Documented statuses the browser may act on keep their status; the rest become 502.
const PASSED: Record<number, { code: RampErrorCode; message: string }> = {
  400: { code: 'validation', message: 'The ramp service says a detail of the request is missing or wrong.' },
  402: { code: 'payment_failed', message: 'The ramp service could not complete this transaction.' },
  403: { code: 'forbidden', message: 'The ramp service does not allow this business to make this request.' },
  404: { code: 'not_found', message: 'The ramp service could not find what this request refers to.' },
  409: { code: 'conflict', message: 'The ramp service says this transaction conflicts with an earlier one.' },
  429: { code: 'rate_limited', message: 'The ramp service is receiving too many requests. Try again shortly.' },
};

const UNAUTHORIZED =
  "The ramp service refused the signer's secret key. This is a configuration problem on the host's " +
  'server (check RAMP_SECRET_KEY); nothing the user can change will fix it.';

function hasControlCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Upstream's `message`, only when it is short plain text that cannot carry the secret. */
function plainMessage(json: unknown, secret: string): string | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const message = (json as { message?: unknown }).message;
  if (typeof message !== 'string') return undefined;
  const text = message.trim();
  if (!text || text.length > 200) return undefined;
  // Markup, control characters or anything resembling the key is not shown to a user.
  if (/[<>{}\\]/.test(text) || hasControlCharacter(text)) return undefined;
  if (text.toLowerCase().includes(secret.toLowerCase())) return undefined;
  return text;
}

/** Maps a non-2xx upstream answer into the contract's one error shape. */
export function upstreamFailure(status: number, json: unknown, secret: string): SignerReply {
  if (status === 401) return errorReply('unauthorized', UNAUTHORIZED, { status: 401 });
  const passed = PASSED[status];
  if (passed) {
    return errorReply(passed.code, plainMessage(json, secret) ?? passed.message, { status });
  }
  return errorReply('upstream', 'The ramp service failed to answer properly. Try again in a moment.', { status: 502 });
}
