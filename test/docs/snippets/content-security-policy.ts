/**
 * The Content Security Policy the widgets, the custom elements and the one-script build work under:
 * nothing beyond your own origin, and Trusted Types required. With the signer on another origin,
 * name it in connect-src (e.g. `contentSecurityPolicy('https://api.shop.example')`).
 */
export function contentSecurityPolicy(signerOrigin?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    `connect-src 'self'${signerOrigin ? ` ${signerOrigin}` : ''}`,
    "require-trusted-types-for 'script'",
  ].join('; ');
}
