import { ERROR_STATUS, errorBody, type RampErrorCode } from '../../core';
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

/** A `Response` the signer built, as the plain data it was built from: status, headers and body text. */
export type BuiltAnswer = { status: number; headers: Record<string, string>; body: string };

// The answers `toResponse` built, with what they were built from, so whoever keeps an answer
// (the idempotency guard) takes it from here instead of reading the body back through a stream.
const built = new WeakMap<Response, BuiltAnswer>();

/** What a `Response` of `toResponse` was built from; undefined for any other one (a host's, a replay). */
export function builtAnswerOf(response: Response): BuiltAnswer | undefined {
  return built.get(response);
}

/**
 * Turns a reply into a JSON `Response` with the signer's standard headers, remembering what it
 * was built from (`builtAnswerOf`). With `scrub`, the serialised body and every header value are
 * cleaned of the secret, whatever upstream echoed.
 */
export function toResponse(reply: SignerReply, headers?: Record<string, string>, scrub?: Scrub): Response {
  const text = JSON.stringify(reply.body);
  const all = { ...BASE_HEADERS, ...reply.headers, ...headers };
  const answer = { status: reply.status, headers: scrub ? scrubbedHeaders(all, scrub) : all, body: scrub ? scrub(text) : text };
  const response = new Response(answer.body, { status: answer.status, headers: answer.headers });
  built.set(response, answer);
  return response;
}
