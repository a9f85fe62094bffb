import type { RampSignerOptions } from '../config/options';
import { finishResponse } from '../http/finish';
import { errorReply, toResponse } from '../http/responses';
import { storeUnavailableReply } from '../http/store-unavailable';
import type { RateLimitContext } from '../rate-limit/client-address';
import { outageWarning } from '../store/outage-log';
import { isStoreUnavailable } from '../store/unavailable';
import { dispatch } from './dispatch';
import { createSignerParts } from './parts';

/**
 * A web-standard request handler: runs on Node (via the adapter), edge runtimes and in a browser
 * tab. `context` tells it the client's address for the rate limit (the Node adapter passes it).
 */
// `| object`: frameworks call route handlers with their own second argument (Next.js `{ params }`,
// a Workers `env`); typed as RateLimitContext alone, `export const GET = signer` would not type-check.
export type RampSigner = (request: Request, context?: RateLimitContext | object) => Promise<Response>;

/** Creates the signer; throws at once, naming the environment variable, when configuration is missing. */
export function createRampSigner(options: RampSignerOptions = {}): RampSigner {
  const parts = createSignerParts(options);
  const { config } = parts;
  const storeDown = outageWarning(config.logger, 'store unavailable: answered 503 store_unavailable');
  return async (request, context) => {
    try {
      const { reply, cors } = await dispatch(parts, request, (context ?? {}) as RateLimitContext);
      return finishResponse(request, reply, cors, config.scrub);
    } catch (error) {
      if (isStoreUnavailable(error)) {
        storeDown(error);
        return finishResponse(request, storeUnavailableReply(), undefined, config.scrub);
      }
      config.logger?.warn('signer failed unexpectedly', { error: error instanceof Error ? error.message : 'unknown' });
      return toResponse(errorReply('upstream', 'The signer failed unexpectedly. Try again in a moment.', { status: 500 }));
    }
  };
}
