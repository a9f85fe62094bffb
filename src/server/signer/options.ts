import type { Authorize } from '../auth/authorize';
import type { ConfigOptions } from '../config/options';
import type { BodyOptions } from '../http/body';
import type { ClientOptions } from '../rate-limit/options';
import type { AccountNameOptions } from '../routes/account-name-guard';
import type { StatusOptions } from '../status/config';
import type { RampStore } from '../store/types';
import type { TransactionOptions } from '../transactions/options';

/**
 * Options of `createRampSigner`, each folder's own: the service and what is served (`ConfigOptions`),
 * reading bodies (`BodyOptions`),
 * clients and their limits (`ClientOptions`), the account-name route (`AccountNameOptions`), statuses (`StatusOptions`), transactions
 * (`TransactionOptions`), and the guard and store below.
 * Every one left out falls back to the environment variable named.
 */
export interface RampSignerOptions extends ConfigOptions, BodyOptions, ClientOptions, AccountNameOptions, StatusOptions, TransactionOptions {
  /**
   * The host's guard, run on every route before any body is read or upstream call made: returns
   * the user (`{ userId, locked? }`) or a `Response` that refuses the request (default: none).
   */
  authorize?: Authorize;
  /**
   * Where statuses, webhook deliveries already seen and who created each reference are kept
   * (default: a memory store per options object). Pass one Redis store (`createRedisStore`) to every
   * instance, and the same store to `createRampWebhookHandler`, so the status route serves what
   * webhooks taught.
   */
  store?: RampStore;
}
