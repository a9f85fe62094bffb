import { toBuyUpstream, toSellUpstream, validateBuyRequest, validateSellRequest } from '../core';
import { readJsonBody } from './body';
import { parseIdempotencyKey } from './idempotency/key';
import { resolveConfig, type SignerConfig } from './config';
import { createListSource } from './lists';
import type { RampSignerOptions } from './options';
import { checkOrigin, preflightHeaders } from './origin';
import { errorReply, toResponse, type SignerReply } from './responses';
import { matchRoute } from './routes';
import { createForwarder, type ForwardTransaction, type TransactionCall } from './transactions';

/** A web-standard request handler: runs on Node (via the adapter), edge runtimes and in a browser tab. */
export type RampSigner = (request: Request) => Promise<Response>;

type Validation = { ok: true; call: TransactionCall } | { ok: false; reply: SignerReply };

function invalid(code: 'validation' | 'limit', fields: Record<string, string>): Validation {
  const message = code === 'limit' ? (fields.amount ?? 'The amount is outside the allowed range.') : 'Some details of the request are missing or wrong.';
  return { ok: false, reply: errorReply(code, message, { fields }) };
}

/** Validates with the core schemas and sets business_id, link_tag and type from configuration. */
function toCall(config: SignerConfig, route: 'onramp' | 'offramp', value: unknown, headerKey: string | undefined): Validation {
  const identity = { businessId: config.businessId, linkTag: config.linkTag };
  if (route === 'onramp') {
    const checked = validateBuyRequest(value, config.limits.buy);
    if (!checked.ok) return invalid(checked.code, checked.fields);
    const body = toBuyUpstream(checked.data, identity);
    return { ok: true, call: { route, body, idempotencyKey: headerKey ?? parseIdempotencyKey(checked.data.reference) } };
  }
  const checked = validateSellRequest(value, config.limits.sell);
  if (!checked.ok) return invalid(checked.code, checked.fields);
  return { ok: true, call: { route, body: toSellUpstream(checked.data, identity), idempotencyKey: headerKey } };
}

function pathnameOf(request: Request): string | undefined {
  try {
    return new URL(request.url).pathname;
  } catch {
    return undefined;
  }
}

async function dispatch(
  config: SignerConfig,
  lists: ReturnType<typeof createListSource>,
  forward: ForwardTransaction,
  request: Request,
): Promise<{ reply: SignerReply | Response; cors?: Record<string, string> }> {
  const origin = checkOrigin(request, config.allowedOrigins);
  if (!origin.ok) {
    return { reply: errorReply('forbidden', 'This page is not allowed to use this signer (origin not in allowedOrigins).') };
  }
  const cors = origin.corsHeaders;
  const pathname = pathnameOf(request);
  const match = pathname === undefined ? { kind: 'not_found' as const } : matchRoute(request.method, pathname, config.basePath);
  if (match.kind === 'not_found') {
    return { reply: errorReply('not_found', 'No such signer route. It answers GET vendors, GET banks, POST onramp and POST offramp.'), cors };
  }
  if (match.kind === 'method_not_allowed') {
    if (request.method === 'OPTIONS' && cors) {
      return { reply: { status: 204, body: null, headers: preflightHeaders(match.allow) }, cors };
    }
    return { reply: errorReply('method_not_allowed', `Use ${match.allow} for this route.`, { headers: { allow: match.allow } }), cors };
  }
  const route = match.route;
  if (route === 'vendors' || route === 'banks') return { reply: await lists(route), cors };
  const body = await readJsonBody(request);
  if (!body.ok) return { reply: body.reply, cors };
  const headerKey = parseIdempotencyKey(request.headers.get('idempotency-key'));
  const checked = toCall(config, route, body.value, headerKey);
  if (!checked.ok) return { reply: checked.reply, cors };
  return { reply: await forward(checked.call), cors };
}

function withHeaders(response: Response, headers: Record<string, string> | undefined): Response {
  if (!headers) return response;
  const merged = new Headers(response.headers);
  for (const [name, value] of Object.entries(headers)) merged.set(name, value);
  return new Response(response.body, { status: response.status, headers: merged });
}

/** Creates the signer; throws at once, naming the environment variable, when configuration is missing. */
export function createRampSigner(options: RampSignerOptions = {}): RampSigner {
  const config = resolveConfig(options);
  const lists = createListSource(config);
  const forward = createForwarder(config);
  return async (request) => {
    try {
      const { reply, cors } = await dispatch(config, lists, forward, request);
      if (reply instanceof Response) return withHeaders(reply, cors);
      if (reply.status === 204) return new Response(null, { status: 204, headers: { ...reply.headers, ...cors } });
      return toResponse(reply, cors);
    } catch (error) {
      config.logger?.warn('signer failed unexpectedly', { error: error instanceof Error ? error.message : 'unknown' });
      return toResponse(errorReply('upstream', 'The signer failed unexpectedly. Try again in a moment.', { status: 500 }));
    }
  };
}
