/** The routes of the signer contract. */
export type SignerRoute = 'vendors' | 'banks' | 'onramp' | 'offramp' | 'quote' | 'config';

const METHODS: Record<SignerRoute, 'GET' | 'POST'> = {
  vendors: 'GET',
  banks: 'GET',
  onramp: 'POST',
  offramp: 'POST',
  quote: 'GET',
  config: 'GET',
};

/** What the router decided for one request. */
export type RouteMatch =
  | { kind: 'route'; route: SignerRoute }
  | { kind: 'not_found' }
  | { kind: 'method_not_allowed'; allow: string };

function routeOf(pathname: string, basePath: string): SignerRoute | undefined {
  if (basePath && !pathname.startsWith(`${basePath}/`)) return undefined;
  const rest = pathname.slice(basePath.length + 1);
  return Object.hasOwn(METHODS, rest) ? (rest as SignerRoute) : undefined;
}

/**
 * Matches the exact path under the mount; nothing else of the browser's URL is used, so no
 * path or query it sends can reach the upstream address.
 */
export function matchRoute(method: string, pathname: string, basePath: string): RouteMatch {
  const route = routeOf(pathname, basePath);
  if (!route) return { kind: 'not_found' };
  const allowed = METHODS[route];
  return method === allowed ? { kind: 'route', route } : { kind: 'method_not_allowed', allow: allowed };
}
