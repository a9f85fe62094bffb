/** The currencies amounts are counted in: Naira for buying, the stablecoins for selling. */
export type Asset = 'NGN' | 'USDT' | 'USDC';

/** The stablecoins a person can sell (interface section 1). */
export const SELL_ASSETS = ['USDT', 'USDC'] as const;

/** One stablecoin a person can sell. */
export type SellAsset = (typeof SELL_ASSETS)[number];

/**
 * Decimal places accepted per asset. Naira has kobo (2). USDT and USDC carry 6 decimals on Polygon,
 * Solana and Avalanche (Stellar assets allow 7), so 6 is the finest amount every network can send.
 */
export const ASSET_DECIMALS: Record<Asset, number> = { NGN: 2, USDT: 6, USDC: 6 };

/** Result of reading a typed amount: a canonical decimal string ("20000.5"), or what to fix. */
export type AmountParse = { ok: true; value: string } | { ok: false; message: string };

// A double holds any decimal of up to 15 significant digits exactly enough to print it back unchanged.
const MAX_DIGITS = 15;
const CANONICAL = /^(0|[1-9]\d*)(\.\d*[1-9])?$/;

/**
 * Reads what a person typed ("20,000", " 25 000 ", "₦20000.50") into a canonical decimal string,
 * exactly: digits are handled as text, never as floating point.
 */
export function parseAmount(input: string, maxDecimals: number): AmountParse {
  const fail = (message: string): AmountParse => ({ ok: false, message });
  const text = String(input).trim().replace(/^(₦|NGN)\s*/i, '');
  if (text === '') return fail('Enter an amount');
  if (/(?![0-9])\p{Nd}/u.test(text)) return fail('Use the digits 0–9 (digits of other scripts are not accepted)');
  if (/[^\d\s,.-]/.test(text)) return fail('Use only the digits 0–9, with a dot for decimals (like 20,000.50)');
  if (text.includes('-')) return fail('Enter an amount above zero, without a minus sign');
  if (text.indexOf('.') !== text.lastIndexOf('.')) return fail('Use only one decimal point');
  const [whole = '', fraction = ''] = text.split('.');
  // Separators only between groups of three, so "20,5" typed for twenty and a half is refused, not read as 205.
  const groups = whole.trim().split(/\s*,\s*|\s+/);
  const grouped = groups.every((g, i) => (i === 0 ? /^\d{1,3}$/.test(g) : /^\d{3}$/.test(g)));
  if (/[\s,]/.test(fraction.trim()) || (groups.length > 1 && !grouped)) {
    return fail('Put commas or spaces only between thousands, and a dot before decimals (like 20,000.50)');
  }
  const digits = groups.join('');
  if (digits === '' && fraction.trim() === '') return fail('Enter an amount');
  const intPart = digits.replace(/^0+(?=\d)/, '') || '0';
  const fracPart = fraction.trim().replace(/0+$/, '');
  if (fracPart.length > maxDecimals) {
    return fail(maxDecimals === 0 ? 'Use whole numbers only' : `Use at most ${maxDecimals} decimal places`);
  }
  const value = fracPart ? `${intPart}.${fracPart}` : intPart;
  if (/^[0.]+$/.test(value)) return fail('Enter an amount above zero');
  if (significantDigits(value) > MAX_DIGITS) return fail(`Use at most ${MAX_DIGITS} digits`);
  return { ok: true, value };
}

function significantDigits(value: string): number {
  return value.replace('.', '').replace(/^0+/, '').length;
}

/** The JSON number to send for a canonical decimal (the service's samples send numbers). */
export function amountToWire(value: string): number {
  if (!CANONICAL.test(value) || significantDigits(value) > MAX_DIGITS) {
    throw new RangeError(`Not a canonical amount of at most ${MAX_DIGITS} digits: ${value}`);
  }
  return Number(value);
}

/** Compares two non-negative decimal strings exactly. */
export function compareAmounts(a: string, b: string): -1 | 0 | 1 {
  const [aWhole = '', aFrac = ''] = a.split('.');
  const [bWhole = '', bFrac = ''] = b.split('.');
  const places = Math.max(aFrac.length, bFrac.length);
  const x = BigInt(aWhole + aFrac.padEnd(places, '0'));
  const y = BigInt(bWhole + bFrac.padEnd(places, '0'));
  return x < y ? -1 : x > y ? 1 : 0;
}

// Building an Intl.NumberFormat costs far more than formatting with one (building two per render was
// 8 % of a BuyRamp mount's CPU), so one is kept per asset and locale; a handful at most is expected.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(asset: Asset, locale: string): Intl.NumberFormat {
  const key = `${asset} ${locale}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter =
      asset === 'NGN'
        ? new Intl.NumberFormat(locale, { style: 'currency', currency: 'NGN', minimumFractionDigits: 2 })
        : new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: ASSET_DECIMALS[asset] });
    if (formatters.size >= 64) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Formats an amount for people: "₦20,000.00", "20.00 USDT" (stablecoins show up to 6 decimals as needed). */
export function formatAmount(value: string | number, asset: Asset, locale = 'en-NG'): string {
  // Intl formats a numeric string exactly, without passing through a float.
  const amount = String(value) as `${number}`;
  const text = formatterFor(asset, locale).format(amount);
  return asset === 'NGN' ? text : `${text} ${asset}`;
}
