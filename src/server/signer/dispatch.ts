import { authorizeRequest } from '../auth/authorize';
import { readJsonBody } from '../http/body';
import { checkOrigin, preflightHeaders } from '../http/origin';
import { errorReply, type SignerReply } from '../http/responses';
import type { RateLimitContext } from '../http/context';
import { configReply } from '../routes/settings';
import { matchRoute } from '../routes/table';
import { answerStatus } from '../status/route';
import type { SignerParts } from './parts';

function pathnameOf(request: Request): string | undefined {
  try {
    return new URL(request.url).pathname;
  } catch {
    return undefined;
  }
}

/** Answers one request: origin, route, the host's guard, the rate limit, then the route itself. */
export async function dispatch(
  { config, lists, check, listed, quote, accountName, forward, limiter, authorize, status, notify, bodyTimeoutMs }: SignerParts,
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
    const routes = 'GET vendors, GET banks, GET quote, GET account-name, GET config, POST onramp, POST offramp and GET transactions/{reference}';
    return { reply: errorReply('not_found', `No such signer route. It answers ${routes}.`), cors };
  }
  if (match.kind === 'method_not_allowed') {
    if (request.method === 'OPTIONS' && cors) {
      return { reply: { status: 204, body: null, headers: preflightHeaders(match.allow, request) }, cors };
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
  if (route === 'account-name') return { reply: await accountName(request, authorized?.principal, context), cors };
  if (route === 'config') return { reply: configReply(config), cors };
  const body = await readJsonBody(request, bodyTimeoutMs);
  if (!body.ok) return { reply: body.reply, cors };
  const checked = check(route, body.value, request);
  if (!checked.ok) return { reply: checked.reply, cors };
  // Before the guard: a value the lists refuse, or lists that cannot be had, reserve no key and send nothing.
  const onList = await listed(checked.call);
  if (!onList.ok) return { reply: onList.reply, cors };
  return { reply: await forward(onList.call, authorized?.principal), cors };
}

