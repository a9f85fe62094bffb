// A SEP-7 `pay` reader written from the specification (stellar-protocol ecosystem/sep-0007.md, v2.1.0),
// independent of src: the scheme `web+stellar:` with no slashes, the operation, then query parameters whose
// values are URL-encoded. It refuses what the specification does not allow rather than guessing.
const PAY_PARAMS = ['destination', 'amount', 'asset_code', 'asset_issuer', 'memo', 'memo_type', 'callback', 'msg', 'network_passphrase', 'origin_domain', 'signature'];
const MEMO_TYPES = ['MEMO_TEXT', 'MEMO_ID', 'MEMO_HASH', 'MEMO_RETURN'];

export type Sep7Pay = Partial<Record<(typeof PAY_PARAMS)[number], string>>;

export function parseSep7Pay(uri: string): Sep7Pay {
  const match = /^web\+stellar:pay\?(.*)$/.exec(uri);
  if (!match) throw new Error(`not a SEP-7 pay request: ${uri}`);
  const pay: Sep7Pay = {};
  for (const pair of match[1]!.split('&')) {
    const [key = '', value = '', ...rest] = pair.split('=');
    if (rest.length || !PAY_PARAMS.includes(key) || key in pay) throw new Error(`bad parameter ${pair}`);
    // Values are percent-encoded; a raw character that needs encoding is an error.
    if (/[^A-Za-z0-9\-._~%]/.test(value)) throw new Error(`unencoded value in ${pair}`);
    pay[key] = decodeURIComponent(value);
  }
  if (!pay.destination) throw new Error('destination is required');
  if (pay.memo_type && !MEMO_TYPES.includes(pay.memo_type)) throw new Error(`memo_type ${pay.memo_type}`);
  if (pay.memo !== undefined && !pay.memo_type) throw new Error('a memo without its type');
  return pay;
}
