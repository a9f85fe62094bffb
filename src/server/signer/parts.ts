import type { Authorize } from '../auth/authorize';
import type { RampSignerOptions } from './options';
import { envOf } from '../config/env';
import { DEFAULT_BODY_TIMEOUT_MS } from '../http/body';
import type { Notify } from '../config/notices';
import { resolveConfig, type SignerConfig } from '../config/resolve';
import { clientIdentity, rateLimitOf } from '../rate-limit/options';
import { createRateLimiter, type RateLimiter } from '../rate-limit/rate-limiter';
import { createAccountNameReply, type AccountNameReply } from '../routes/account-name';
import { createNameLimit } from '../routes/account-name-guard';
import { createListSource, type ListSource } from '../routes/lists';
import { createQuoteReply, type QuoteReply } from '../routes/quote';
import { createStatusBook } from '../status/book';
import { resolveStatusConfig } from '../status/config';
import { createStatusLookup } from '../status/lookup';
import { recordingCreations } from '../transactions/recording';
import type { StatusService } from '../status/route';
import { createKeptWrites } from '../store/kept-writes';
import { checkDurability, type DescribesPersistence } from '../store/persistence';
import { storeOf } from '../store/shared';
import { RAMP_STORE_METHODS } from '../store/types';
import { guardStore } from '../store/unavailable';
import { createCallCheck, type CheckCall } from '../transactions/check';
import { createForwarder } from '../transactions/forwarder';
import { createListedCheck, type ListedCheck } from '../transactions/listed';
import { createTransactionGuard, type GuardedTransaction } from '../transactions/guard';
import { idempotencyStoreOf, idempotencyWaitMs } from '../transactions/idempotency-guard';
import { createRecovery } from '../transactions/recovery';

/** What the signer built once at creation and uses for every request. */
export interface SignerParts {
  config: SignerConfig;
  lists: ListSource;
  check: CheckCall;
  /** A buy's vendor and a sell's bank against the service's lists. */
  listed: ListedCheck;
  quote: QuoteReply;
  accountName: AccountNameReply;
  forward: GuardedTransaction;
  limiter: RateLimiter | undefined;
  authorize: Authorize | undefined;
  status: StatusService;
  /** Tells the host about its set-up (refused origins). */
  notify: Notify;
  /** How long a POST's body may take to arrive. */
  bodyTimeoutMs: number;
}

/**
 * Builds everything once: the configuration (throws naming a missing variable), the stores with
 * their deadlines, the kept writes, recovery, and each route's handler.
 */
export function createSignerParts(options: RampSignerOptions, notify: Notify): SignerParts {
  const config = resolveConfig(options);
  const rateLimit = rateLimitOf(options);
  const store = guardStore(storeOf(options), RAMP_STORE_METHODS);
  const book = createStatusBook(store, Date.now, config.scrub);
  const kept = createKeptWrites(config.logger);
  const idempotency = idempotencyStoreOf(options);
  const waitMs = idempotencyWaitMs(config, options);
  const statusConfig = resolveStatusConfig(options);
  const now = Date.now;
  const lookup = createStatusLookup(config, statusConfig, store, now);
  const recovery = createRecovery({ config, status: statusConfig, book, lookup, store, idempotency, kept, waitMs, now });
  const forward = createForwarder(config, recordingCreations(book, kept));
  const lists = createListSource(config);
  const stores: Array<{ name: string; store: DescribesPersistence }> = [{ name: 'shared', store: storeOf(options) }];
  if (idempotency) stores.push({ name: 'idempotency', store: idempotency });
  void checkDurability(stores, envOf(options).NODE_ENV === 'production', config.logger);
  return {
    config,
    lists,
    check: createCallCheck(config),
    listed: createListedCheck(lists, async (key) => (await idempotency?.get(key)) !== undefined || (await book.read(key)) !== undefined),
    quote: createQuoteReply(config),
    accountName: createAccountNameReply(config, lists, {
      limit: createNameLimit(options.accountNameLimit, store, clientIdentity(options), config.logger),
      cacheMs: options.accountNameLimit?.cacheMs,
    }),
    forward: createTransactionGuard({ config, options, store, kept, forward, idempotency, waitMs, recovery, book, lists }),
    limiter: rateLimit ? createRateLimiter(rateLimit, config.logger) : undefined,
    authorize: options.authorize,
    status: { status: statusConfig, book, store, lookup, now, findUnrecorded: recovery.entryFor },
    notify,
    bodyTimeoutMs: options.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS,
  };
}
