import { envOf, text } from '../config/env';
import { headerName } from '../config/header-settings';
import type { BodyOptions } from '../http/body';
import type { SignerEnv, SignerLogger } from '../config/types';
import { createScrubber, redactingLogger, type Scrub } from '../config/redact';
import { knownSecrets } from '../config/secrets';
import { storeOf } from '../store/shared';
import { RAMP_STORE_METHODS, type RampStore } from '../store/types';
import { guardStore } from '../store/unavailable';
import type { RampWebhookEvent } from './event';

/** Options of `createRampWebhookHandler`; the signer's options object fits, so both can share one. */
export interface RampWebhookOptions extends BodyOptions {
  /** The secret the service sends with every delivery (`RAMP_WEBHOOK_SECRET`). Required. */
  webhookSecret?: string;
  /** Header carrying it (`RAMP_WEBHOOK_SECRET_HEADER`, default `bridge-webhook-secret`). */
  webhookSecretHeader?: string;
  /** Called once per distinct delivery, however often the service redelivers it; keep it quick (queue slow work). */
  onEvent?: (event: RampWebhookEvent) => void | Promise<void>;
  /** The store the signer uses, so its status route serves what webhooks taught (default: the options object's memory store). */
  store?: RampStore;
  /** Where the environment fallbacks are read (default `process.env`). */
  env?: SignerEnv;
  /** The signer's key, when this options object is the signer's too: masked in log lines like the webhook secret. */
  secretKey?: string;
  /** Receives warnings; never given either secret. */
  logger?: SignerLogger;
}

/** The receiver's configuration, resolved once. */
export interface WebhookConfig {
  secret: string;
  header: string;
  onEvent: RampWebhookOptions['onEvent'];
  store: RampStore;
  logger: SignerLogger | undefined;
  /** Masks both secrets in what a delivery carries, before it is stored or given to `onEvent`. */
  scrub: Scrub;
}

/** Merges options over the environment; throws naming the variable when the secret is missing. */
export function resolveWebhookConfig(options: RampWebhookOptions): WebhookConfig {
  const env = envOf(options);
  const secret = text(options.webhookSecret, env.RAMP_WEBHOOK_SECRET);
  if (!secret) throw new Error('naira-ramp webhooks: missing configuration: RAMP_WEBHOOK_SECRET (option webhookSecret).');
  return {
    secret,
    header: headerName('RAMP_WEBHOOK_SECRET_HEADER', text(options.webhookSecretHeader, env.RAMP_WEBHOOK_SECRET_HEADER) ?? 'bridge-webhook-secret').toLowerCase(),
    onEvent: options.onEvent,
    store: guardStore(storeOf(options), RAMP_STORE_METHODS),
    logger: options.logger ? redactingLogger(options.logger, ...knownSecrets(options)) : undefined,
    scrub: createScrubber(...knownSecrets(options)),
  };
}
