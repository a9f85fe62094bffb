/** The routes of the signer contract; `status` is `GET transactions/{reference}`. */
export type SignerRoute = 'vendors' | 'banks' | 'onramp' | 'offramp' | 'quote' | 'account-name' | 'config' | 'status';

const METHODS: Record<SignerRoute, 'GET' | 'POST'> = {
  vendors: 'GET',
  banks: 'GET',
  onramp: 'POST',
  offramp: 'POST',
  quote: 'GET',
  'account-name': 'GET',
  config: 'GET',
  status: 'GET',
};

const FIXED = new Set<SignerRoute>(['vendors', 'banks', 'onramp', 'offramp', 'quote', 'account-name', 'config']);
const STATUS_PREFIX = 'transactions/';

/** What the router decided for one request. */
export type RouteMatch =
  | { kind: 'route'; route: Exclude<SignerRoute, 'status'> }
  | { kind: 'route'; route: 'status'; reference: string }
  | { kind: 'not_found' }
  | { kind: 'method_not_allowed'; allow: string };

type Found = { route: Exclude<SignerRoute, 'status'> } | { route: 'status'; reference: string };

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function routeOf(pathname: string, basePath: string): Found | undefined {
  if (basePath && !pathname.startsWith(`${basePath}/`)) return undefined;
  const rest = pathname.slice(basePath.length + 1);
  if (rest.startsWith(STATUS_PREFIX)) {
    const segment = rest.slice(STATUS_PREFIX.length);
    const reference = segment && !segment.includes('/') ? decoded(segment) : undefined;
    return reference ? { route: 'status', reference } : undefined;
  }
  return FIXED.has(rest as SignerRoute) ? { route: rest as Exclude<SignerRoute, 'status'> } : undefined;
}

// A HEAD of the account name would cost an enquiry (a paid call) to show nothing.
const NO_HEAD = new Set<SignerRoute>(['account-name']);

/**
 * Matches the exact path under the mount; nothing else of the browser's URL is used, so no
 * path or query it sends can reach the upstream address. `HEAD` is answered wherever `GET` is,
 * but for the account name.
 */
export function matchRoute(method: string, pathname: string, basePath: string): RouteMatch {
  const found = routeOf(pathname, basePath);
  if (!found) return { kind: 'not_found' };
  const allowed = METHODS[found.route];
  const head = allowed === 'GET' && !NO_HEAD.has(found.route);
  if (method === allowed || (method === 'HEAD' && head)) return { kind: 'route', ...found };
  return { kind: 'method_not_allowed', allow: head ? 'GET, HEAD' : allowed };
}
