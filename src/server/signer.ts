import { authorizeRequest, type Authorize } from './auth/authorize';
import { readJsonBody } from './http/body';
import { envOf } from './config/env';
import { createNotices, memoryStoreNotice, notConfigured, type Notify } from './config/notices';
import { resolveConfig, type SignerConfig } from './config/resolve';
import { knownSecrets } from './config/secrets';
import { createListSource } from './routes/lists';
import type { RampSignerOptions } from './config/options';
import { finishResponse } from './http/finish';
import { checkOrigin, preflightHeaders } from './http/origin';
import type { RateLimitContext } from './rate-limit/client-address';
import { createRateLimiter, type RateLimiter } from './rate-limit/rate-limiter';
import { createQuoteReply, type QuoteReply } from './routes/quote';
import { configReply } from './routes/settings';
import { errorReply, toResponse, type SignerReply } from './http/responses';
import { storeUnavailableReply } from './http/store-unavailable';
import { matchRoute } from './routes/table';
import { createStatusBook } from './status/book';
import { resolveStatusConfig } from './status/config';
import { recordingCreations } from './status/recording';
import { answerStatus, type StatusService } from './status/route';
import { createKeptWrites } from './store/kept-writes';
import { outageWarning } from './store/outage-log';
import { storeOf } from './store/shared';
import { RAMP_STORE_METHODS } from './store/types';
import { guardStore, isStoreUnavailable } from './store/unavailable';
import { createCallCheck, type CheckCall } from './transactions/check';
import { createTransactionGuard, type GuardedTransaction } from './transactions/guard';
import { createForwarder } from './transactions/forwarder';

/**
 * A web-standard request handler: runs on Node (via the adapter), edge runtimes and in a browser
 * tab. `context` tells it the client's address for the rate limit (the Node adapter passes it).
 */
// `| object`: frameworks call route handlers with their own second argument (Next.js `{ params }`,
// a Workers `env`); typed as RateLimitContext alone, `export const GET = signer` would not type-check.
export type RampSigner = (request: Request, context?: RateLimitContext | object) => Promise<Response>;

/** What the signer built once at creation and uses for every request. */
interface SignerParts {
  config: SignerConfig;
  lists: ReturnType<typeof createListSource>;
  check: CheckCall;
  quote: QuoteReply;
  forward: GuardedTransaction;
  limiter: RateLimiter | undefined;
  authorize: Authorize | undefined;
  status: StatusService;
  notify: Notify;
}

function pathnameOf(request: Request): string | undefined {
  try {
    return new URL(request.url).pathname;
  } catch {
    return undefined;
  }
}

async function dispatch(
  { config, lists, check, quote, forward, limiter, authorize, status, notify }: SignerParts,
  request: Request,
  context: RateLimitContext,
): Promise<{ reply: SignerReply | Response; cors?: Record<string, string> }> {
  const origin = checkOrigin(request, config.allowedOrigins);
  if (!origin.ok) {
    notify('origin', 'naira-ramp signer: refused a page of another origin (not in allowedOrigins).', { origin: request.headers.get('origin') ?? undefined, allowedOrigins: config.allowedOrigins?.join(', ') });
    return { reply: errorReply('forbidden', 'This page is not allowed to use this signer (origin not in allowedOrigins).') };
  }
  const cors = origin.corsHeaders;
  const pathname = pathnameOf(request);
  const match = pathname === undefined ? { kind: 'not_found' as const } : matchRoute(request.method, pathname, config.basePath);
  if (match.kind === 'not_found') {
    const routes = 'GET vendors, GET banks, GET quote, GET config, POST onramp, POST offramp and GET transactions/{reference}';
    return { reply: errorReply('not_found', `No such signer route. It answers ${routes}.`), cors };
  }
  if (match.kind === 'method_not_allowed') {
    if (request.method === 'OPTIONS' && cors) {
      return { reply: { status: 204, body: null, headers: preflightHeaders(match.allow) }, cors };
    }
    return { reply: errorReply('method_not_allowed', `Use ${match.allow} for this route.`, { headers: { allow: match.allow } }), cors };
  }
  // The host's guard comes before the body is read or anything is counted: a refused request costs nothing.
  const authorized = authorize ? await authorizeRequest(authorize, request, context) : undefined;
  if (authorized && !authorized.ok) return { reply: authorized.reply, cors };
  // Counted before the body is read, so a client over its limit costs no parsing or upstream call.
  const limited = await limiter?.check(request, context);
  if (limited) return { reply: limited, cors };
  if (match.route === 'status') return { reply: await answerStatus(status, match.reference, authorized?.principal), cors };
  const route = match.route;
  if (route === 'vendors' || route === 'banks') return { reply: await lists(route), cors };
  if (route === 'quote') return { reply: await quote(request), cors };
  if (route === 'config') return { reply: configReply(config), cors };
  const body = await readJsonBody(request);
  if (!body.ok) return { reply: body.reply, cors };
  const checked = check(route, body.value, request);
  if (!checked.ok) return { reply: checked.reply, cors };
  return { reply: await forward(checked.call, authorized?.principal), cors };
}

/** Builds the signer from its configuration; throws naming the variable when it is missing or wrong. */
function buildSigner(options: RampSignerOptions, notify: Notify): RampSigner {
  const config = resolveConfig(options);
  const store = guardStore(storeOf(options), RAMP_STORE_METHODS);
  const book = createStatusBook(store);
  const kept = createKeptWrites(config.logger);
  const forward = createForwarder(config, recordingCreations(book, kept));
  const parts: SignerParts = {
    config,
    lists: createListSource(config),
    check: createCallCheck(config),
    quote: createQuoteReply(config),
    forward: createTransactionGuard({ config, options, store, kept, forward }),
    limiter: options.rateLimit ? createRateLimiter(options.rateLimit, config.logger) : undefined,
    authorize: options.authorize,
    status: { config, status: resolveStatusConfig(options), book, store, now: Date.now },
    notify,
  };
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

/**
 * Creates the signer. It never throws: configuration (options, else the environment) is read now
 * and, while something is missing or wrong, again on each request, which is answered 500
 * `configuration` naming the variables and told to the logger (without one, to the console once).
 * So a build that loads this module needs no secrets. To fail at start-up instead, call
 * `assertRampSignerConfig(options)` there.
 */
export function createRampSigner(options: RampSignerOptions = {}): RampSigner {
  const notify = createNotices(options.logger, knownSecrets(options));
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
    if (!toldStores) {
      toldStores = true;
      const stores = memoryStoreNotice(options, envOf(options));
      if (stores) notify('memory-store', stores);
    }
    return handle(request, context);
  };
}

/** Throws, naming every missing variable, when the signer's configuration is incomplete or wrong: call it where your server starts to fail fast. */
export function assertRampSignerConfig(options: RampSignerOptions = {}): void {
  resolveConfig(options);
}
