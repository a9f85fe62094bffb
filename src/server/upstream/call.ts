import type { SignerConfig } from '../config/resolve';
import type { SignerReply } from '../http/responses';
import { failureReply, UNREADABLE, upstreamFailure, type UpstreamFailure } from './failures';

/** One call to the ramp service: a fixed path from configuration, never from the browser. */
export interface UpstreamCall {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Route name for log lines. */
  label: string;
}

/**
 * Upstream answered 2xx with JSON, or the reply the browser gets instead. `notTaken` says the
 * service certainly did not act on the request (never reached, or 503), so a retry is safe.
 */
export type UpstreamResult = { ok: true; status: number; json: unknown } | { ok: false; reply: SignerReply; notTaken?: true };

function fail(call: UpstreamCall, failure: UpstreamFailure): UpstreamResult {
  const reply = failureReply(call.method, failure);
  return failure.fate === 'not_taken' ? { ok: false, reply, notTaken: true } : { ok: false, reply };
}

// Errors raised while connecting, before a byte of the request is written: name lookup failed,
// nobody listening, no route. A reset or a socket closed later may come after the service read
// the request, so those stay uncertain.
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

/** Whether a rejected fetch certainly never sent the request (fetch puts the socket error in `cause`). */
function neverSent(error: unknown): boolean {
  const cause = typeof error === 'object' && error !== null ? (error as { cause?: unknown }).cause : undefined;
  const code = errorCode(cause) ?? errorCode(error);
  if (typeof code === 'string' && NOT_SENT_CODES.has(code)) return true;
  // Several addresses tried in turn (IPv6 then IPv4): never sent only if every attempt failed to connect.
  const attempts = cause instanceof AggregateError ? cause.errors : [];
  return attempts.length > 0 && attempts.every((attempt) => NOT_SENT_CODES.has(String(errorCode(attempt))));
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Sends exactly the secret header, `accept` and `content-type`: no browser header travels
 * upstream. Redirects are not followed, since fetch would carry the secret header to the new host.
 */
export async function callUpstream(config: SignerConfig, call: UpstreamCall): Promise<UpstreamResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  const started = Date.now();
  const log = (message: string, status?: number) =>
    config.logger?.warn(message, { route: call.label, status, ms: Date.now() - started });
  try {
    const response = await config.fetch(`${config.baseUrl}${call.path}`, {
      method: call.method,
      headers: {
        [config.secretHeader]: config.secretKey,
        accept: 'application/json',
        'content-type': 'application/json',
      },
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      redirect: 'manual',
      signal: controller.signal,
    });
    // The body is read under the same timer: a service that sends headers then stalls still times out.
    const text = await response.text();
    const parsed = parseJson(text);
    if (response.status >= 200 && response.status < 300) {
      if (!parsed.ok) {
        log('ramp service answered success with a body that is not JSON', response.status);
        return fail(call, UNREADABLE);
      }
      config.logger?.info?.('ramp service answered', { route: call.label, status: response.status, ms: Date.now() - started });
      return { ok: true, status: response.status, json: parsed.value };
    }
    log('ramp service refused the request', response.status);
    const { reply, fate } = upstreamFailure(call.method, response.status, parsed.ok ? parsed.value : undefined, config.secretKey);
    return fate === 'not_taken' ? { ok: false, reply, notTaken: true } : { ok: false, reply };
  } catch (error) {
    if (controller.signal.aborted) {
      log(`ramp service did not answer within ${config.timeoutMs} ms`);
      return fail(call, { code: 'timeout', reason: 'The ramp service took too long to answer.', fate: 'unconfirmed' });
    }
    if (neverSent(error)) {
      log('could not connect to the ramp service');
      return fail(call, { code: 'upstream', reason: 'The ramp service could not be reached.', fate: 'not_taken' });
    }
    log('the connection to the ramp service failed');
    return fail(call, { code: 'upstream', reason: 'The connection dropped before the ramp service answered.', fate: 'unconfirmed' });
  } finally {
    clearTimeout(timer);
  }
}
