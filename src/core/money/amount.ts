import type { IssueTexts } from '../rules/issue-texts';

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
export type AmountParse = { ok: true; value: string } | { ok: false; message: string; word: (texts: IssueTexts) => string };

// A double holds any decimal of up to 15 significant digits exactly enough to print it back unchanged.
const MAX_DIGITS = 15;
const CANONICAL = /^(0|[1-9]\d*)(\.\d*[1-9])?$/;

/**
 * Reads what a person typed ("20,000", " 25 000 ", "₦20000.50") into a canonical decimal string,
 * exactly: digits are handled as text, never as floating point.
 */
export function parseAmount(input: string, maxDecimals: number): AmountParse {
  const fail = (message: string, word: (texts: IssueTexts) => string): AmountParse => ({ ok: false, message, word });
  const text = String(input).trim().replace(/^(₦|NGN)\s*/i, '');
  if (text === '') return fail('Enter an amount', (t) => t.amountMissing);
  if (/(?![0-9])\p{Nd}/u.test(text)) return fail('Use the digits 0–9 (digits of other scripts are not accepted)', (t) => t.amountOtherDigits);
  if (/[^\d\s,.-]/.test(text)) return fail('Use only the digits 0–9, with a dot for decimals (like 20,000.50)', (t) => t.amountCharacters);
  if (text.includes('-')) return fail('Enter an amount above zero, without a minus sign', (t) => t.amountMinus);
  if (text.indexOf('.') !== text.lastIndexOf('.')) return fail('Use only one decimal point', (t) => t.amountOneDot);
  const [whole = '', fraction = ''] = text.split('.');
  // Separators only between groups of three, so "20,5" typed for twenty and a half is refused, not read as 205.
  const groups = whole.trim().split(/\s*,\s*|\s+/);
  const grouped = groups.every((g, i) => (i === 0 ? /^\d{1,3}$/.test(g) : /^\d{3}$/.test(g)));
  if (/[\s,]/.test(fraction.trim()) || (groups.length > 1 && !grouped)) {
    return fail('Put commas or spaces only between thousands, and a dot before decimals (like 20,000.50)', (t) => t.amountGrouping);
  }
  const digits = groups.join('');
  if (digits === '' && fraction.trim() === '') return fail('Enter an amount', (t) => t.amountMissing);
  const intPart = digits.replace(/^0+(?=\d)/, '') || '0';
  const fracPart = fraction.trim().replace(/0+$/, '');
  if (fracPart.length > maxDecimals) {
    return fail(`Use at most ${maxDecimals} decimal places`, (t) => t.amountDecimals(maxDecimals));
  }
  const value = fracPart ? `${intPart}.${fracPart}` : intPart;
  if (/^[0.]+$/.test(value)) return fail('Enter an amount above zero', (t) => t.amountZero);
  if (significantDigits(value) > MAX_DIGITS) return fail(`Use at most ${MAX_DIGITS} digits`, (t) => t.amountDigits(MAX_DIGITS));
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

// Amounts read the same in every language and browser: a comma between thousands and a dot before the
// decimals. en-US's number pattern is exactly that in every engine's data; a Nigerian language's is not
// (Chrome has none for Yorùbá and writes "NGN 25,000.00", CLDR puts a space after ₦ in Hausa), so the
// language never picks it. One formatter per asset: building one costs far more than formatting with it.
const formatters = new Map<Asset, Intl.NumberFormat>();

function formatterFor(asset: Asset): Intl.NumberFormat {
  let formatter = formatters.get(asset);
  if (!formatter) formatters.set(asset, (formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: ASSET_DECIMALS[asset] })));
  return formatter;
}

/**
 * An amount as its field shows it once typed: grouped as amounts are shown in every language (en-US's
 * pattern, as `formatAmount`), without added decimals ("25000.5" → "25,000.5"). What does not read as an
 * amount is returned as it is, for the field's error to name.
 */
export function groupAmount(input: string, maxDecimals: number): string {
  const parsed = parseAmount(input, maxDecimals);
  return parsed.ok ? new Intl.NumberFormat('en-US', { maximumFractionDigits: maxDecimals }).format(parsed.value as `${number}`) : input;
}

/** Formats an amount for people, the same in every language: "₦20,000.00", "20.00 USDT" (stablecoins show up to 6 decimals as needed). */
export function formatAmount(value: string | number, asset: Asset): string {
  // Intl formats a numeric string exactly, without passing through a float.
  const text = formatterFor(asset).format(String(value) as `${number}`);
  return asset === 'NGN' ? `₦${text}` : `${text} ${asset}`;
}
