import * as z from 'zod/mini';
import { NETWORKS } from '../../core';
import { checkOptions, count, environment, fn, logger, milliseconds, positiveMs, text, withMethods } from '../config/option-checks';
import { IDEMPOTENCY_STORE_METHODS } from '../idempotency/types';
import { REQUIRED_RAMP_STORE_METHODS } from '../store/types';

const rampStore = () => withMethods('a store from createMemoryStore or createRedisStore', REQUIRED_RAMP_STORE_METHODS);
const amount = () => z.optional(z.number('a number').check(z.gte(0, 'a number, 0 or more')));
const limits = z.optional(z.object({ min: amount(), max: amount() }, 'an object { min?, max? }'));
const depositAddress = z.union([z.string(), z.object({ address: z.string('a string'), memo: text() })], 'an address, or { address, memo? } on Stellar');
const trustProxy = z.optional(
  z.union([z.boolean(), z.int().check(z.gte(0)), z.enum(['vercel', 'cloudflare'])], "true, false, 'vercel', 'cloudflare' or the number of proxies in front of the signer"),
);

/** The shape of `RampSignerOptions`, as `createRampSigner` checks it at creation (other keys are left alone: one object may serve the webhooks too). */
const signerOptions = z.looseObject(
  {
    secretKey: text(),
    businessId: text(),
    linkTag: text(),
    baseUrl: text(),
    secretHeader: text(),
    vendorsPath: text(),
    banksPath: text(),
    limits: z.optional(z.object({ buy: limits, sell: limits }, 'an object { buy?, sell? }')),
    allowedOrigins: z.optional(z.array(z.string('a string'), 'a list of origins')),
    timeoutMs: positiveMs(),
    listCacheMs: milliseconds(),
    basePath: text(),
    fetch: fn(),
    env: environment(),
    logger: logger(),
    depositAddresses: z.optional(z.partialRecord(z.enum(NETWORKS, `one of ${NETWORKS.join(', ')}`), depositAddress)),
    quote: fn(),
    resolveAccountName: fn(),
    bodyTimeoutMs: positiveMs(),
    trustProxy,
    rateLimit: z.optional(
      z.object({ limit: z.int('a whole number of at least 1').check(z.gte(1, 'a whole number of at least 1')), windowMs: z.number('a number of milliseconds above 0').check(z.positive('a number of milliseconds above 0')), key: fn(), trustProxy, store: rampStore(), maxClients: count(1), now: fn() }, 'an object { limit, windowMs, ... }'),
    ),
    accountNameLimit: z.optional(z.object({ limit: count(1), windowMs: positiveMs(), cacheMs: milliseconds() }, 'an object { limit?, windowMs?, cacheMs? }')),
    statusPath: text(),
    statusStaleMs: milliseconds(),
    idempotency: z.optional(
      z.union([z.literal(false), z.object({ store: withMethods('an idempotency store', IDEMPOTENCY_STORE_METHODS), ttlMs: milliseconds(), waitMs: milliseconds(), outcomeOf: fn() })], 'false, or an object { store?, ttlMs?, waitMs?, outcomeOf? }'),
    ),
    onTransaction: fn(),
    authorize: fn(),
    store: rampStore(),
  },
  'an options object',
);

/** Throws at creation, naming each mistyped option's path and what it wants; a missing setting is not checked here (it may come from the environment later). */
export function checkSignerOptions(options: unknown): void {
  checkOptions('signer', signerOptions, options);
}
