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
    return {
      ok: true,
      corsHeaders: { 'access-control-allow-origin': origin, vary: 'Origin' },
    };
  }
  if (site === 'cross-site' || site === 'same-site') return { ok: false };
  return { ok: true };
}

/** Headers answering a CORS preflight from an allowed origin. */
export function preflightHeaders(method: string): Record<string, string> {
  return {
    'access-control-allow-methods': method,
    'access-control-allow-headers': 'content-type, idempotency-key',
    'access-control-max-age': '600',
  };
}
