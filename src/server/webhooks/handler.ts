import { secretMatches } from '../../core';
import { readJson } from '../http/body';
import { fingerprintOf } from '../idempotency/fingerprint';
import { errorReply, toResponse } from '../http/responses';
import { notConfigured } from '../http/not-configured';
import { storeUnavailableReply } from '../http/store-unavailable';
import { createStatusBook, STATUS_TTL_MS } from '../status/book';
import { outageWarning } from '../store/outage-log';
import { STORES_APART, takesDefaultStoreApart } from '../store/shared';
import { isStoreUnavailable } from '../store/unavailable';
import { createNotices } from '../config/notices';
import { maskKnown, personalValuesOf } from '../config/personal';
import { scrubJson } from '../config/redact';
import { knownSecrets } from '../config/secrets';
import { checkWebhookOptions } from './check-options';
import { resolveWebhookConfig, type RampWebhookOptions } from './config';
import { learntFrom, readWebhookEvent } from './event';

/** A web-standard handler for the service's webhooks; mount it at `POST {your path}`. */
export type RampWebhookHandler = (request: Request) => Promise<Response>;

const SHAPE = 'A webhook body is { "event": "<name>", "payload": { <the transaction record> } }.';

/**
 * Builds the receiver: checks the shared secret in constant time (401, nothing read), reads
 * `{ event, payload }` (400 otherwise, nothing changed), teaches the status store, and calls
 * `onEvent` once per distinct delivery: a redelivery (the service retries twice) is answered
 * 200 and skipped, across instances when the store is shared. A store that is down gets 503
 * `store_unavailable`, so the service delivers again. Throws naming the variable without a secret.
 */
function buildReceiver(options: RampWebhookOptions): RampWebhookHandler {
  const config = resolveWebhookConfig(options);
  const book = createStatusBook(config.store, Date.now, config.scrub);
  const storeDown = outageWarning(config.logger, 'webhook store unavailable: answered 503 so the service delivers again');

  async function receive(request: Request): Promise<Response> {
    if (request.method !== 'POST') {
      return toResponse(errorReply('method_not_allowed', 'Use POST for webhooks.', { headers: { allow: 'POST' } }));
    }
    if (!secretMatches(request.headers.get(config.header), config.secret)) {
      config.logger?.warn('webhook refused: wrong or missing secret header', { header: config.header });
      return toResponse(errorReply('unauthorized', 'Wrong or missing webhook secret.'));
    }
    // Read whatever its content type says: the service documents none, and the secret has already said who sent it.
    const body = await readJson(request, options.bodyTimeoutMs);
    if (!body.ok) return toResponse(body.reply);
    // A secret the service echoed is masked before anything keeps the delivery or hands it on.
    const event = readWebhookEvent(scrubJson(body.value, config.scrub));
    if (!event) return toResponse(errorReply('validation', SHAPE, { status: 400 }));
    const seenKey = `webhook:${fingerprintOf({ event: event.event, payload: event.payload })}`;
    if (!(await config.store.add(seenKey, '1', STATUS_TTL_MS))) return toResponse({ status: 200, body: { received: true, duplicate: true } });
    try {
      const learnt = learntFrom(event);
      if (learnt && event.reference) await book.learn(event.reference, learnt);
      await config.onEvent?.(event);
    } catch (error) {
      // Not the service's fault: forget the delivery so its retry is handled afresh.
      await config.store.delete(seenKey).catch(() => undefined);
      if (isStoreUnavailable(error)) throw error;
      config.logger?.warn('webhook handling failed; the service will retry', { event: event.event, error: error instanceof Error ? maskKnown(error.message, personalValuesOf(event.payload)) : 'unknown' });
      return toResponse(errorReply('upstream', 'The webhook could not be handled. Send it again.', { status: 500 }));
    }
    return toResponse({ status: 200, body: { received: true } });
  }

  return async (request) => {
    try {
      return await receive(request);
    } catch (error) {
      if (!isStoreUnavailable(error)) throw error;
      storeDown(error);
      return toResponse(storeUnavailableReply());
    }
  };
}

/**
 * Creates the receiver (see `buildReceiver`). An option of the wrong shape throws here, naming
 * it; otherwise it does not throw: without a secret
 * (`RAMP_WEBHOOK_SECRET`) every delivery is answered 500 `configuration` and the logger told (without
 * one, the console once), and the environment is read again on the next delivery.
 *
 * @example
 * ```ts
 * import { createRampWebhookHandler } from 'naira-ramp/server';
 *
 * // Next.js, app/api/ramp/webhooks/route.ts: RAMP_WEBHOOK_SECRET checks each delivery.
 * export const POST = createRampWebhookHandler({ onEvent: (event) => console.log(event.reference, event.status) });
 * ```
 */
export function createRampWebhookHandler(options: RampWebhookOptions = {}): RampWebhookHandler {
  checkWebhookOptions(options);
  const notify = createNotices(options.logger, knownSecrets(options));
  if (takesDefaultStoreApart('webhooks', options)) notify('stores-apart', STORES_APART);
  let receiver: RampWebhookHandler | undefined;
  const ready = (): RampWebhookHandler => (receiver ??= buildReceiver(options));
  try {
    ready();
  } catch {
    // Answered, and told, on the first delivery.
  }
  return async (request) => {
    let receive: RampWebhookHandler;
    try {
      receive = ready();
    } catch (error) {
      notify('configuration', `${error instanceof Error ? error.message : String(error)} Until it is set, every delivery is answered 500 "configuration" and the service retries.`);
      return notConfigured('The webhook receiver', error, knownSecrets(options));
    }
    return receive(request);
  };
}

/**
 * Throws, naming the variable, when the receiver's secret is missing: call it where your server starts to fail fast.
 *
 * @example
 * ```ts
 * import { assertRampSignerConfig, assertRampWebhookConfig, createRampServer, type RampServerOptions } from 'naira-ramp/server';
 *
 * const options: RampServerOptions = { basePath: '/api/ramp' };
 * // Where the server starts: each throws naming what is missing (the receiver: RAMP_WEBHOOK_SECRET),
 * // instead of a handler answering 500 "configuration" to every call while the service retries its deliveries.
 * assertRampSignerConfig(options);
 * assertRampWebhookConfig(options);
 *
 * export const { signer, webhooks } = createRampServer(options);
 * ```
 */
export function assertRampWebhookConfig(options: RampWebhookOptions = {}): void {
  checkWebhookOptions(options);
  resolveWebhookConfig(options);
}
