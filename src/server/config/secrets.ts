import { envOf, text } from './env';
import type { SignerEnv } from './types';

/** What an options object may hold of the two secrets; the signer's and the receiver's options fit. */
type SecretOptions = { secretKey?: string; webhookSecret?: string; env?: SignerEnv };

/**
 * Both secrets this process may know, from the options or their environment variables: the
 * signer's key and the webhook secret. Every logger and scrubber masks both, since a host often
 * passes one options object to the signer and the receiver, and host code may throw with either.
 */
export function knownSecrets(options: SecretOptions): string[] {
  const env = envOf(options);
  return [text(options.secretKey, env.RAMP_SECRET_KEY), text(options.webhookSecret, env.RAMP_WEBHOOK_SECRET)].filter(
    (secret): secret is string => secret !== undefined,
  );
}
