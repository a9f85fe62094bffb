import * as z from 'zod/mini';
import { checkOptions, environment, fn, logger, positiveMs, text, withMethods } from '../config/option-checks';
import { REQUIRED_RAMP_STORE_METHODS } from '../store/types';

/** The webhook receiver's own options, as `createRampWebhookHandler` checks them. */
const webhookOptions = z.looseObject(
  { webhookSecret: text(), webhookSecretHeader: text(), onEvent: fn(), store: withMethods('a store from createMemoryStore or createRedisStore', REQUIRED_RAMP_STORE_METHODS), env: environment(), secretKey: text(), logger: logger(), bodyTimeoutMs: positiveMs() },
  'an options object',
);

/** Throws at creation, naming each mistyped option's path and what it wants (a missing secret is answered per delivery instead). */
export function checkWebhookOptions(options: unknown): void {
  checkOptions('webhooks', webhookOptions, options);
}
