import { envOf } from '../config/env';
import { createNotices, memoryStoreNotice, type Notify } from '../config/notices';
import type { RampSignerOptions } from './options';
import { resolveConfig } from '../config/resolve';
import { resolveStatusConfig } from '../status/config';
import { tellSellNetworks } from '../config/sell-networks';
import { knownSecrets } from '../config/secrets';
import { finishResponse } from '../http/finish';
import { checkOrigin } from '../http/origin';
import { errorReply, toResponse } from '../http/responses';
import { notConfigured } from '../http/not-configured';
import { storeUnavailableReply } from '../http/store-unavailable';
import type { RateLimitContext } from '../http/context';
import { outageWarning } from '../store/outage-log';
import { STORES_APART, takesDefaultStoreApart } from '../store/shared';
import { isStoreUnavailable } from '../store/unavailable';
import { checkSignerOptions } from './check-options';
import { dispatch } from './dispatch';
import { createSignerParts } from './parts';

/**
 * A web-standard request handler: runs on Node (via the adapter), edge runtimes and in a browser
 * tab. `context` tells it the client's address for the rate limit (the Node adapter passes it).
 */
// `| object`: frameworks call route handlers with their own second argument (Next.js `{ params }`,
// a Workers `env`); typed as RateLimitContext alone, `export const GET = signer` would not type-check.
export type RampSigner = (request: Request, context?: RateLimitContext | object) => Promise<Response>;

/**
 * The CORS headers a listed page needs to read an answer built after something failed (the store,
 * host code), so it learns the status and `retryable` rather than a network error; none for a
 * request whose headers cannot even be read.
 */
function corsAfterFailure(request: Request, allowedOrigins: readonly string[] | undefined): Record<string, string> | undefined {
  try {
    const origin = checkOrigin(request, allowedOrigins);
    return origin.ok ? origin.corsHeaders : undefined;
  } catch {
    return undefined;
  }
}

/** Builds the signer from its configuration; throws naming the variable when it is missing or wrong. */
function buildSigner(options: RampSignerOptions, notify: Notify): RampSigner {
  const parts = createSignerParts(options, notify);
  const { config } = parts;
  tellSellNetworks(config.depositAddresses, config.logger);
  const storeDown = outageWarning(config.logger, 'store unavailable: answered 503 store_unavailable');
  return async (request, context) => {
    try {
      const { reply, cors } = await dispatch(parts, request, (context ?? {}) as RateLimitContext);
      return finishResponse(request, reply, cors, config.scrub);
    } catch (error) {
      const cors = corsAfterFailure(request, config.allowedOrigins);
      if (isStoreUnavailable(error)) {
        storeDown(error);
        return finishResponse(request, storeUnavailableReply(), cors, config.scrub);
      }
      config.logger?.warn('signer failed unexpectedly', { error: error instanceof Error ? error.message : 'unknown' });
      return toResponse(errorReply('upstream', 'The signer failed unexpectedly. Try again in a moment.', { status: 500 }), cors);
    }
  };
}

/**
 * Creates the signer. An option of the wrong shape (code, not configuration) throws here, naming
 * its path and what it wants. Otherwise it does not throw: configuration (options, else the
 * environment) is read now and, while something is missing or wrong, again on each request,
 * which is answered 500 `configuration` naming the variables and told to the logger (without
 * one, to the console once). So a build that loads this module needs no secrets. To fail at
 * start-up on those too, call `assertRampSignerConfig(options)` there.
 *
 * @example
 * ```ts
 * import { createRampSigner } from 'naira-ramp/server';
 *
 * // Next.js, app/api/ramp/[...path]/route.ts: the key and the rest come from RAMP_* in the environment.
 * const signer = createRampSigner({ basePath: '/api/ramp' });
 *
 * export { signer as GET, signer as POST };
 * ```
 */
export function createRampSigner(options: RampSignerOptions = {}): RampSigner {
  checkSignerOptions(options);
  const notify = createNotices(options.logger, knownSecrets(options));
  if (takesDefaultStoreApart('signer', options)) notify('stores-apart', STORES_APART);
  let signer: RampSigner | undefined;
  const ready = (): RampSigner => (signer ??= buildSigner(options, notify));
  try {
    ready();
  } catch {
    // Answered, and told, on the first request.
  }
  let toldStores = false;
  return async (request, context) => {
    let handle: RampSigner;
    try {
      handle = ready();
    } catch (error) {
      notify('configuration', `${error instanceof Error ? error.message : String(error)} Set it in the server's environment (or the options); until then every request is answered 500 "configuration".`);
      return notConfigured("This checkout's signer", error, knownSecrets(options));
    }
    // With a logger, the durability check at creation has told it about every store kept in memory.
    if (!toldStores && !options.logger) {
      toldStores = true;
      const stores = memoryStoreNotice(options, envOf(options));
      if (stores) notify('memory-store', stores);
    }
    return handle(request, context);
  };
}

/**
 * Throws, naming every missing variable, when the signer's configuration is incomplete or wrong: call it where your server starts to fail fast.
 *
 * @example
 * ```ts
 * import express from 'express';
 * import { assertRampSignerConfig, createRampSigner, toNodeHandler, type RampSignerOptions } from 'naira-ramp/server';
 *
 * const options: RampSignerOptions = { basePath: '/api/ramp' };
 * // Before the server listens: throws naming each RAMP_* variable missing or wrong (RAMP_SECRET_KEY,
 * // RAMP_BUSINESS_ID, ...), instead of a signer answering 500 "configuration" to every request.
 * assertRampSignerConfig(options);
 *
 * const app = express();
 * app.use('/api/ramp', toNodeHandler(createRampSigner(options)));
 * app.listen(Number(process.env.PORT ?? 3000));
 * ```
 */
export function assertRampSignerConfig(options: RampSignerOptions = {}): void {
  checkSignerOptions(options);
  resolveConfig(options);
  // The status route's settings are read when the signer is built too: a wrong one is answered 500 on every request.
  resolveStatusConfig(options);
}
