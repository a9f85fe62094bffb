import { controlCharacterIn, type RampErrorCode } from '../../core';
import { errorReply, type SignerReply } from '../http/responses';

/**
 * What a failed upstream call says about the request: `not_taken`, the service certainly did
 * not act on it (never reached, or 503); `refused`, it read the request and said no (a 4xx);
 * `unconfirmed`, it may have acted on it (a timeout, a reset after sending, another 5xx, a 2xx
 * the signer could not read).
 */
export type UpstreamFate = 'not_taken' | 'refused' | 'unconfirmed';

/** A failure the signer describes in its own words: what happened, in one sentence. */
export type UpstreamFailure = { code: RampErrorCode; reason: string; fate: UpstreamFate; status?: number };

/** A success the signer could not read: the service may have acted on the request. */
export const UNREADABLE: UpstreamFailure = {
  code: 'upstream',
  reason: 'The ramp service sent an answer the signer could not read.',
  fate: 'unconfirmed',
};

const UNCONFIRMED =
  'It did not confirm the request, so it may have gone through. Before you start a new one, ask this site whether it arrived.';

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

/** Characters of the key in a row that count as quoting it: a key cut short or half masked is still most of it. */
const QUOTED_RUN = 8;

/** Whether `text` holds any `QUOTED_RUN` characters in a row of the secret, in any letter case (the whole of a shorter one). */
function quotesSecret(text: string, secret: string): boolean {
  const [haystack, key] = [text.toLowerCase(), secret.toLowerCase()];
  const run = Math.min(QUOTED_RUN, key.length);
  for (let start = 0; start + run <= key.length; start += 1) {
    if (haystack.includes(key.slice(start, start + run))) return true;
  }
  return false;
}

/** Upstream's `message`, only when it is short plain text that cannot carry the secret, nor any part of it. */
function plainMessage(json: unknown, secret: string): string | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const message = (json as { message?: unknown }).message;
  if (typeof message !== 'string') return undefined;
  const text = message.trim();
  if (!text || text.length > 200) return undefined;
  // Markup, control characters or anything resembling the key is not shown to a user.
  if (/[<>{}\\]/.test(text) || controlCharacterIn(text) !== undefined) return undefined;
  if (quotesSecret(text, secret)) return undefined;
  return text;
}

/**
 * The reply for a failure in the signer's own words. A transaction (POST) also says whether the
 * same request may be sent again (`retryable`), and when the service may have acted on it says
 * so plainly: "Try again" there could charge the user twice. A list (GET) may always be asked again.
 */
export function failureReply(method: 'GET' | 'POST', failure: UpstreamFailure): SignerReply {
  const { code, reason, fate, status } = failure;
  const extra = status === undefined ? {} : { status };
  if (method === 'GET') return errorReply(code, `${reason} Try again in a moment.`, extra);
  if (fate === 'unconfirmed') return errorReply(code, `${reason} ${UNCONFIRMED}`, { ...extra, retryable: false });
  return errorReply(code, `${reason} Try again in a moment.`, { ...extra, retryable: true });
}

/** Maps a non-2xx upstream answer into the contract's one error shape, with what it says about the request. */
export function upstreamFailure(
  method: 'GET' | 'POST',
  status: number,
  json: unknown,
  secret: string,
): { reply: SignerReply; fate: UpstreamFate } {
  if (status === 401) return { reply: errorReply('unauthorized', UNAUTHORIZED, { status: 401 }), fate: 'refused' };
  const passed = PASSED[status];
  if (passed) {
    // A 429 asks for the same request later: the service did not take this one.
    const retryable = method === 'POST' && status === 429 ? { retryable: true } : {};
    return { reply: errorReply(passed.code, plainMessage(json, secret) ?? passed.message, { status, ...retryable }), fate: 'refused' };
  }
  // 503 Service Unavailable: the service says it did not take the request.
  const failure: UpstreamFailure =
    status === 503
      ? { code: 'upstream', reason: 'The ramp service is unavailable right now.', fate: 'not_taken', status: 502 }
      : { code: 'upstream', reason: 'The ramp service failed to answer properly.', fate: 'unconfirmed', status: 502 };
  return { reply: failureReply(method, failure), fate: failure.fate };
}
