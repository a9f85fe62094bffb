import type { RateLimitContext } from '../http/context';

/**
 * Which `X-Forwarded-For` hops to believe. `false` (default): none, the header is ignored, since
 * any client can send it. A number n: n proxies of yours sit in front of the signer, so the
 * client is the n-th address from the right. `true`: every hop is trusted, so the left-most.
 */
export type TrustProxy = boolean | number;

/** One address in a comparable form: no port, no brackets, IPv4-mapped IPv6 as plain IPv4. */
export function normaliseAddress(raw: string): string | undefined {
  let address = raw.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  if (address.startsWith('::ffff:') && /^[\d.]+$/.test(address.slice(7))) address = address.slice(7);
  return address === '' || address === 'unknown' ? undefined : address;
}

/** The address chosen from `X-Forwarded-For` under `trustProxy`, or undefined when none applies. */
export function forwardedAddress(request: Request, trustProxy: TrustProxy): string | undefined {
  if (trustProxy === false || trustProxy === 0) return undefined;
  const header = request.headers.get('x-forwarded-for');
  if (header === null) return undefined;
  const hops = header.split(',').map((hop) => hop.trim()).filter((hop) => hop !== '');
  if (hops.length === 0) return undefined;
  // Each trusted proxy appends the address it saw, so the right-most entries are the trusted ones.
  const index = trustProxy === true ? 0 : Math.max(0, hops.length - Math.floor(trustProxy));
  const hop = hops[index];
  return hop === undefined ? undefined : normaliseAddress(hop);
}

/** The client's address: a trusted forwarded hop when configured, else the connection's peer. */
export function clientAddressOf(request: Request, context: RateLimitContext, trustProxy: TrustProxy): string | undefined {
  const forwarded = forwardedAddress(request, trustProxy);
  if (forwarded !== undefined) return forwarded;
  return context.clientAddress === undefined ? undefined : normaliseAddress(context.clientAddress);
}
