// The answer headers a caller acts on beyond the safelisted ones: when to retry, and whether an answer is a replay.
const EXPOSED_HEADERS = 'retry-after, idempotent-replayed';

/** Whether a request may proceed, and the CORS headers an allowed cross-origin caller needs. */
export type OriginCheck = { ok: true; corsHeaders?: Record<string, string> } | { ok: false };

function ownOrigin(request: Request): string {
  return new URL(request.url).origin;
}

/**
 * With `allowedOrigins` set, a browser request must come from one of them (or the signer's own
 * origin). `Origin` is checked when present; without it `Sec-Fetch-Site` must not say another
 * site sent it. Requests with neither header (servers, curl) carry no browser credentials and pass.
 */
export function checkOrigin(request: Request, allowedOrigins: readonly string[] | undefined): OriginCheck {
  if (!allowedOrigins) return { ok: true };
  const origin = request.headers.get('origin');
  const site = request.headers.get('sec-fetch-site')?.toLowerCase();
  if (origin !== null) {
    const self = ownOrigin(request);
    if (origin === self) return { ok: true };
    if (!allowedOrigins.includes(origin)) return { ok: false };
    // Credentials allowed: a listed page may send its session cookie (`credentials: 'include'`)
    // for `authorize` to read. It widens nothing: such a page can already send them, and the
    // preflight lets only listed origins through.
    return {
      ok: true,
      corsHeaders: { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', 'access-control-expose-headers': EXPOSED_HEADERS, vary: 'Origin' },
    };
  }
  if (site === 'cross-site' || site === 'same-site') return { ok: false };
  return { ok: true };
}

const ALLOWED_HEADERS = 'authorization, content-type, idempotency-key';
// A comma-separated list of header names, as a browser sends in Access-Control-Request-Headers.
const HEADER_LIST = /^[!#$%&'*+.^_`|~0-9a-z-]+(\s*,\s*[!#$%&'*+.^_`|~0-9a-z-]+)*$/i;

/**
 * Headers answering a CORS preflight from an allowed origin. The headers the page asks to send are
 * allowed (its `Authorization`, a CSRF token its `authorize` reads): the signer forwards none of
 * them upstream. Without that list, the ones the widget and a bearer-token page send.
 */
export function preflightHeaders(method: string, request: Request): Record<string, string> {
  const asked = request.headers.get('access-control-request-headers')?.trim();
  return {
    'access-control-allow-methods': method,
    'access-control-allow-headers': asked && HEADER_LIST.test(asked) ? asked : ALLOWED_HEADERS,
    'access-control-max-age': '600',
    vary: 'Origin, Access-Control-Request-Headers',
  };
}
