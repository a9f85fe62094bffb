import { NETWORKS } from '../index';
import type { Appearance, Network } from '../index';

/**
 * How an element reads a value given to a property or an attribute (whose value is always a string):
 * what it keeps, or a RangeError whose message says what it takes ("must be light, dark or auto (got
 * "blue")"), which the element prints naming the property or attribute.
 */
export type Reader = (value: unknown) => unknown;

const shown = (value: unknown): string => (typeof value === 'string' ? `"${value}"` : typeof value === 'function' ? 'a function' : Array.isArray(value) ? `[${value.map(shown).join(', ')}]` : String(value));
const refuse = (takes: string, value: unknown) => new RangeError(`${takes} (got ${shown(value)})`);

export const text: Reader = (value) => {
  if (typeof value === 'string') return value;
  throw refuse('must be a string', value);
};

/** A signer's mount URL, or a fetch-like function (property only). */
export const signer: Reader = (value) => {
  if (typeof value === 'string' || typeof value === 'function') return value;
  throw refuse("must be the signer's mount URL (e.g. \"/api/ramp\") or a fetch-like function", value);
};

/** A reference: digits a page may hold as a number. */
export const reference: Reader = (value) => {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  if (typeof value === 'string') return value;
  throw refuse('must be a string', value);
};

const APPEARANCES: readonly Appearance[] = ['light', 'dark', 'auto'];

export const appearance: Reader = (value) => {
  if ((APPEARANCES as readonly unknown[]).includes(value)) return value;
  throw refuse('must be light, dark or auto', value);
};

/** A count above 0, as a number or as the string of one ("30000"). */
const positive =
  (unit: string): Reader =>
  (value) => {
    const count = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof count === 'number' && Number.isFinite(count) && count > 0) return count;
    throw refuse(`must be a number of ${unit} above 0`, value);
  };
export const milliseconds = positive('milliseconds');
export const minutes = positive('minutes');

/** Networks as a list, or as one string separated by spaces or commas ("solana stellar"). */
export const networks: Reader = (value) => {
  const names = typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : value;
  const takes = `lists networks from ${NETWORKS.join(', ')}, separated by spaces or commas`;
  if (!Array.isArray(names)) throw refuse(takes, value);
  const unknown = names.filter((name) => !(NETWORKS as readonly unknown[]).includes(name));
  if (unknown.length) throw refuse(takes, unknown.length === 1 ? unknown[0] : unknown);
  return names as Network[];
};

/** Language tags as a list, or as one string separated by spaces or commas ("en-NG pcm yo"): any tag, one without a catalogue falls back as `locale` does. */
export const languages: Reader = (value) => {
  const tags = typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : value;
  if (Array.isArray(tags) && tags.every((tag) => typeof tag === 'string')) return tags;
  throw refuse('lists language tags, separated by spaces or commas', value);
};

/**
 * A switch: true or false, or their strings in any case; an attribute present with no value (`persist`) is on.
 * Any other string ("no", "0", "off") is refused, not read as on: a page that meant off is told so.
 */
export const onOrOff: Reader = (value) => {
  const said = typeof value === 'string' ? value.trim().toLowerCase() : value;
  if (said === true || said === 'true' || said === '') return true;
  if (said === false || said === 'false') return false;
  throw refuse('must be true or false', value);
};

/** An object set from script (theme, messages, limits, ...): there is no string form to read. */
export const object: Reader = (value) => {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value;
  throw refuse('must be an object, set from script (element.theme = { ... })', value);
};

/** A function set from script (sendDeposit): there is no string form to read. */
export const callback: Reader = (value) => {
  if (typeof value === 'function') return value;
  throw refuse('must be a function, set from script', value);
};
