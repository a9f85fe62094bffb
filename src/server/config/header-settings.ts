// RFC 9110 section 5.6.2: a header name is a token.
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

// What fetch refuses in a header value: NUL, CR, LF, and any character beyond one byte (U+0100 and up).
const UNSENDABLE = /[\0\r\n\u0100-\uffff]/;

/**
 * A header name from configuration, or a start-up error naming its variable. A name fetch refuses
 * would fail every call after it was made, read as a request that may have gone through.
 */
export function headerName(variable: string, value: string): string {
  if (!TOKEN.test(value)) throw new Error(`naira-ramp ${variable.startsWith('RAMP_WEBHOOK') ? 'webhooks' : 'signer'}: ${variable} must be a header name: letters, digits and hyphens, like service-sec-key.`);
  return value;
}

/**
 * The secret key, or a start-up error naming RAMP_SECRET_KEY when no header can carry it (an invisible
 * character copied with it, two lines of a .env run together). The value is never quoted.
 */
export function headerSecret(value: string): string {
  if (UNSENDABLE.test(value)) {
    throw new Error('naira-ramp signer: RAMP_SECRET_KEY holds a character a header cannot carry (a line break, or an invisible character copied with it). Paste the key again.');
  }
  return value;
}
