import type { StoredResponse } from './types';

/** Header set on every answer that was not produced by a fresh upstream call. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** Only these headers are kept for replay: what describes the body, nothing per-connection. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'retry-after'];

/** The signer's one error shape; the codes used here are a subset of the core error codes. */
export type IdempotencyErrorBody = {
  error: { code: 'conflict'; message: string; fields?: Record<string, string> };
};

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

/** A stored JSON error answer in the signer's error shape, code `conflict`. */
export function conflictAnswer(status: 409 | 422, message: string, fields?: Record<string, string>): StoredResponse {
  const body: IdempotencyErrorBody = { error: fields ? { code: 'conflict', message, fields } : { code: 'conflict', message } };
  return { status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) };
}
