import { RampError, isErrorBody } from '../../core';
import type { RampErrorCode } from '../../core';
import type { Signer } from '../config/types';

/** Paths of the signer contract, relative to its mount. */
export type SignerPath = '/vendors' | '/banks' | '/onramp' | '/offramp' | '/config' | `/quote?${string}` | `/account-name?${string}` | `/transactions/${string}`;

const DEFAULT_TIMEOUT_MS = 30_000;

/** The status codes the signer uses, for errors that arrive without our error body. */
function codeForStatus(status: number): RampErrorCode {
  if (status === 401) return 'unauthorized';
  if (status === 402) return 'payment_failed';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 422 || status === 400) return 'validation';
  if (status === 429) return 'rate_limited';
  if (status === 504) return 'timeout';
  return 'upstream';
}

/** A POST's method, JSON body and headers (the request's content type and idempotency key). */
export type SignerPost = { method: 'POST'; body: string; headers: Record<string, string> };

/** Calls the host's signer (a GET, or `init.post`) and turns every failure into a `RampError` with a code. */
export async function callSigner(signer: Signer, path: SignerPath, init: { post?: SignerPost; signal?: AbortSignal; timeoutMs?: number } = {}): Promise<unknown> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, init.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  init.signal?.addEventListener('abort', onAbort);

  const request: RequestInit = { method: 'GET', ...init.post, headers: { accept: 'application/json', ...init.post?.headers }, signal: controller.signal };

  let response: Response;
  try {
    response = typeof signer === 'string' ? await fetch(`${signer.replace(/\/+$/, '')}${path}`, request) : await signer(path, request);
  } catch (cause) {
    if (timedOut) throw new RampError('timeout', 'The request timed out.', { cause });
    if (init.signal?.aborted) throw cause;
    throw new RampError('network', 'The request could not be sent.', { cause });
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', onAbort);
  }

  const json: unknown = await response.json().catch(() => undefined);
  if (response.ok) return json;
  if (isErrorBody(json)) {
    const { code, message, fields, retryable } = json.error;
    throw new RampError(code, message, { status: response.status, fields, retryable });
  }
  throw new RampError(codeForStatus(response.status), `The server answered ${response.status}.`, { status: response.status });
}
