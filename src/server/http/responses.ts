import { ERROR_STATUS, errorBody, type RampErrorCode } from '../../core';
import { storableResponse } from '../idempotency/responses';
import type { Scrub } from '../config/redact';

/** An answer for the browser as plain data, so it can be stored and replayed (idempotency). */
export interface SignerReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

// no-store everywhere: answers carry payment details and must not sit in shared caches.
const BASE_HEADERS: Record<string, string> = {
  'content-type': 'application/json',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/** A reply in the contract's one error shape; status defaults to the code's usual one. */
export function errorReply(
  code: RampErrorCode,
  message: string,
  extra: { status?: number; fields?: Record<string, string>; retryable?: boolean; headers?: Record<string, string> } = {},
): SignerReply {
  return {
    status: extra.status ?? ERROR_STATUS[code],
    body: errorBody(code, message, extra.fields, extra.retryable),
    ...(extra.headers ? { headers: extra.headers } : {}),
  };
}

function scrubbedHeaders(headers: Record<string, string>, scrub: Scrub): Record<string, string> {
  for (const name of Object.keys(headers)) headers[name] = scrub(headers[name] ?? '');
  return headers;
}

/**
 * Turns a reply into a JSON `Response` with the signer's standard headers, carrying its stored form
 * for the idempotency guard. With `scrub`, the serialised body and every header value are cleaned
 * of the secret, whatever upstream echoed.
 */
export function toResponse(reply: SignerReply, headers?: Record<string, string>, scrub?: Scrub): Response {
  const text = JSON.stringify(reply.body);
  const all = { ...BASE_HEADERS, ...reply.headers, ...headers };
  return storableResponse(reply.status, scrub ? scrub(text) : text, scrub ? scrubbedHeaders(all, scrub) : all);
}
