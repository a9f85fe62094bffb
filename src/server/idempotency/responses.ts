import { errorBody } from '../../core';
import type { StoredResponse } from './types';

/** Header set on every answer that was not produced by a fresh upstream call. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** Only these headers are kept for replay: what describes the body, nothing per-connection (no cookies, no CORS). */
const KEPT_HEADERS = ['content-type', 'cache-control', 'x-content-type-options', 'retry-after'];

// The signer's own answer headers, so a conflict made here looks like any other signer error.
const JSON_HEADERS = { 'content-type': 'application/json', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/** Reads a response once into a form that can be stored and turned back into many responses. */
export async function snapshotResponse(response: Response): Promise<StoredResponse> {
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return { status: response.status, headers, body: await response.text() };
}

/** A fresh Response from a stored one (a body can be read only once, so each caller gets its own). */
export function responseFrom(stored: StoredResponse, replayed: boolean): Response {
  const headers = new Headers(stored.headers);
  if (replayed) headers.set(REPLAYED_HEADER, 'true');
  const body = stored.status === 204 || stored.status === 304 ? null : stored.body;
  return new Response(body, { status: stored.status, headers });
}

/** A stored JSON error answer in the signer's error shape, code `conflict`, saying whether the same request may be sent again. */
export function conflictAnswer(status: 409 | 422, message: string, retryable: boolean): StoredResponse {
  return { status, headers: { ...JSON_HEADERS }, body: JSON.stringify(errorBody('conflict', message, undefined, retryable)) };
}
