import { readJsonBody } from './body';
import { resolveConfig, type SignerConfig } from './config';
import { createIdempotency } from './idempotency/create-idempotency';
import { createListSource } from './lists';
import type { RampSignerOptions } from './options';
import { checkOrigin, preflightHeaders } from './origin';
import type { RateLimitContext } from './rate-limit/client-address';
import { createRateLimiter, type RateLimiter } from './rate-limit/rate-limiter';
import { configReply, quoteReply } from './quote';
import { errorReply, toResponse, type SignerReply } from './responses';
import { matchRoute } from './routes';
import { toTransactionCall } from './transaction-call';
import { createForwarder, type ForwardTransaction } from './transactions';

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
  forward: ForwardTransaction;
  limiter: RateLimiter | undefined;
}

function pathnameOf(request: Request): string | undefined {
  try {
    return new URL(request.url).pathname;
  } catch {
    return undefined;
  }
}

async function dispatch(
  { config, lists, forward, limiter }: SignerParts,
  request: Request,
  context: RateLimitContext,
): Promise<{ reply: SignerReply | Response; cors?: Record<string, string> }> {
  const origin = checkOrigin(request, config.allowedOrigins);
  if (!origin.ok) {
    return { reply: errorReply('forbidden', 'This page is not allowed to use this signer (origin not in allowedOrigins).') };
  }
  const cors = origin.corsHeaders;
  const pathname = pathnameOf(request);
  const match = pathname === undefined ? { kind: 'not_found' as const } : matchRoute(request.method, pathname, config.basePath);
  if (match.kind === 'not_found') {
    return { reply: errorReply('not_found', 'No such signer route. It answers GET vendors, GET banks, GET quote, GET config, POST onramp and POST offramp.'), cors };
  }
  if (match.kind === 'method_not_allowed') {
    if (request.method === 'OPTIONS' && cors) {
      return { reply: { status: 204, body: null, headers: preflightHeaders(match.allow) }, cors };
    }
    return { reply: errorReply('method_not_allowed', `Use ${match.allow} for this route.`, { headers: { allow: match.allow } }), cors };
  }
  // Counted before the body is read, so a client over its limit costs no parsing or upstream call.
  const limited = limiter?.check(request, context);
  if (limited) return { reply: limited, cors };
  const route = match.route;
  if (route === 'vendors' || route === 'banks') return { reply: await lists(route), cors };
  if (route === 'quote') return { reply: await quoteReply(config, request), cors };
  if (route === 'config') return { reply: configReply(config), cors };
  const body = await readJsonBody(request);
  if (!body.ok) return { reply: body.reply, cors };
  const checked = toTransactionCall(config, route, body.value, request);
  if (!checked.ok) return { reply: checked.reply, cors };
  return { reply: await forward(checked.call), cors };
}

function withHeaders(response: Response, headers: Record<string, string> | undefined): Response {
  if (!headers) return response;
  const merged = new Headers(response.headers);
  for (const [name, value] of Object.entries(headers)) merged.set(name, value);
  return new Response(response.body, { status: response.status, headers: merged });
}

/**
 * The forwarder behind the idempotency guard: one upstream call per key, whatever retries,
 * double clicks and replays arrive, here or (with a shared store) at another instance.
 */
function guardedForwarder(config: SignerConfig, options: RampSignerOptions): ForwardTransaction {
  const forward = createForwarder(config);
  if (options.idempotency === false) return forward;
  // A duplicate waits just longer than the first call can take before it is told to come back.
  const idempotent = createIdempotency({ ...options.idempotency, waitMs: options.idempotency?.waitMs ?? config.timeoutMs + 1000 });
  return (call) =>
    call.idempotencyKey === undefined ? forward(call) : idempotent(call.idempotencyKey, { route: call.route, body: call.body }, () => forward(call));
}

/** Creates the signer; throws at once, naming the environment variable, when configuration is missing. */
export function createRampSigner(options: RampSignerOptions = {}): RampSigner {
  const config = resolveConfig(options);
  const parts: SignerParts = {
    config,
    lists: createListSource(config),
    forward: guardedForwarder(config, options),
    limiter: options.rateLimit ? createRateLimiter(options.rateLimit) : undefined,
  };
  return async (request, context) => {
    try {
      const { reply, cors } = await dispatch(parts, request, (context ?? {}) as RateLimitContext);
      if (reply instanceof Response) return withHeaders(reply, cors);
      if (reply.status === 204) return new Response(null, { status: 204, headers: { ...reply.headers, ...cors } });
      return toResponse(reply, cors);
    } catch (error) {
      config.logger?.warn('signer failed unexpectedly', { error: error instanceof Error ? error.message : 'unknown' });
      return toResponse(errorReply('upstream', 'The signer failed unexpectedly. Try again in a moment.', { status: 500 }));
    }
  };
}
