import { errorBody } from '../../core';
import { builtAnswerOf } from '../http/responses';
import type { StoredResponse } from './types';

/** Header set on every answer that was not produced by a fresh upstream call. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** Only these headers are kept for replay: what describes the body, nothing per-connection (no cookies, no CORS). */
const KEPT_HEADERS = ['content-type', 'cache-control', 'x-content-type-options', 'retry-after'];

// The signer's own answer headers, so a conflict made here looks like any other signer error.
const JSON_HEADERS = { 'content-type': 'application/json', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

function keptHeaders(headers: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (KEPT_HEADERS.includes(lower)) kept[lower] = value;
  }
  return kept;
}

/**
 * Reads a response once into a form that can be stored and turned back into many responses; one
 * the signer built is taken from what it was built from, without reading its body.
 */
export async function snapshotResponse(response: Response): Promise<StoredResponse> {
  const known = builtAnswerOf(response);
  if (known !== undefined) return { status: known.status, headers: keptHeaders(known.headers), body: known.body };
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return { status: response.status, headers, body: await response.text() };
}

/**
 * A fresh Response from a stored one (a body can be read only once, so each caller gets its own).
 * Headers stay a plain record: the Node adapter writes those straight out, without a Headers object.
 */
export function responseFrom(answer: StoredResponse, replayed: boolean): Response {
  const headers = replayed ? { ...answer.headers, [REPLAYED_HEADER]: 'true' } : answer.headers;
  const body = answer.status === 204 || answer.status === 304 ? null : answer.body;
  return new Response(body, { status: answer.status, headers });
}

/** A stored JSON error answer in the signer's error shape, code `conflict`, saying whether the same request may be sent again. */
export function conflictAnswer(status: 409 | 422, message: string, retryable: boolean): StoredResponse {
  return { status, headers: { ...JSON_HEADERS }, body: JSON.stringify(errorBody('conflict', message, undefined, retryable)) };
}
