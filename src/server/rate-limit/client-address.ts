import type { RateLimitContext } from '../http/context';

/**
 * A platform whose edge sets the client's address in a header of its own, overwriting whatever
 * the client sent: `'vercel'` reads `X-Vercel-Forwarded-For`, `'cloudflare'` reads
 * `CF-Connecting-IP`. Right only when every request reaches the signer through that platform.
 */
export type ClientAddressPreset = 'vercel' | 'cloudflare';

/**
 * Where the client's address comes from. `false` (default): the connection's peer (the Node
 * adapter passes it), and `X-Forwarded-For` is ignored, since any client can send it. A number n:
 * n proxies of yours sit in front of the signer, so the client is the n-th `X-Forwarded-For`
 * address from the right. `true`: every hop is trusted, so the left-most. A preset: the platform's header.
 */
export type TrustProxy = boolean | number | ClientAddressPreset;

const PRESET_HEADERS: Record<ClientAddressPreset, string> = {
  vercel: 'x-vercel-forwarded-for',
  cloudflare: 'cf-connecting-ip',
};

/** Whether a value is one of the platform presets. */
export function isClientAddressPreset(value: unknown): value is ClientAddressPreset {
  return typeof value === 'string' && Object.hasOwn(PRESET_HEADERS, value);
}

/** One address in a comparable form: no port, no brackets, no zone, IPv4-mapped IPv6 as plain IPv4. */
export function normaliseAddress(raw: string): string | undefined {
  let address = raw.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.replace(/%.*$/, '');
  if (address.startsWith('::ffff:') && /^[\d.]+$/.test(address.slice(7))) address = address.slice(7);
  return address === '' || address === 'unknown' ? undefined : address;
}

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail counts as two), or undefined when it is not one. */
function ipv6Groups(address: string): string[] | undefined {
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const groupsOf = (part: string | undefined) => (part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : []);
  const head = groupsOf(halves[0]);
  const tail = groupsOf(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...tail];
  return groups.every((group) => /^[0-9a-f]{1,4}$/.test(group)) ? groups : undefined;
}

/**
 * The client an address stands for: an IPv4 address itself; an IPv6 address by its /64, since
 * one home or phone is given a whole /64 and would otherwise count as billions of clients.
 */
export function clientOfAddress(address: string): string {
  if (!address.includes(':')) return address;
  const groups = ipv6Groups(address);
  return groups ? `${groups.slice(0, 4).map((group) => group.padStart(4, '0')).join(':')}::/64` : address;
}

/** The address chosen from a trusted header under `trustProxy`, or undefined when none applies. */
export function forwardedAddress(request: Request, trustProxy: TrustProxy): string | undefined {
  if (trustProxy === false || trustProxy === 0) return undefined;
  const header = request.headers.get(isClientAddressPreset(trustProxy) ? PRESET_HEADERS[trustProxy] : 'x-forwarded-for');
  if (header === null) return undefined;
  const hops = header.split(',').map((hop) => hop.trim()).filter((hop) => hop !== '');
  if (hops.length === 0) return undefined;
  // Each trusted proxy appends the address it saw, so the right-most entries are the trusted ones.
  const index = trustProxy === true || isClientAddressPreset(trustProxy) ? 0 : Math.max(0, hops.length - Math.floor(trustProxy));
  const hop = hops[index];
  return hop === undefined ? undefined : normaliseAddress(hop);
}

/** The client: a trusted forwarded address when configured, else the connection's peer; an IPv6 one by its /64. */
export function clientAddressOf(request: Request, context: RateLimitContext, trustProxy: TrustProxy): string | undefined {
  const address = forwardedAddress(request, trustProxy) ?? (context.clientAddress === undefined ? undefined : normaliseAddress(context.clientAddress));
  return address === undefined ? undefined : clientOfAddress(address);
}
