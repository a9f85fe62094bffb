import type { DetailRow } from '../ui/DetailList';

/** What a receipt says, built by the buy or sell receipt from its record and the values sent. */
export type ReceiptContent = {
  /** The reference the person quotes to the business, copied by the one prominent button. */
  reference: string;
  /** In plain words: what was paid or sent, what arrives and where, and when. */
  summary: DetailRow[];
  /** The rest, tucked into a disclosure. */
  details: DetailRow[];
  /** The business's settlement (link) account, labelled as such; empty when the service gave none. */
  settlement: DetailRow[];
};

/**
 * The month's short name in the tag's language, or undefined where the browser has none: it would name it
 * in another language (Chrome has no Yorùbá, Hausa, Igbo or Pidgin data and answers in English) or give a number.
 */
function monthName(date: Date, tag: string): string | undefined {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(tag, { month: 'short' });
  } catch {
    // Not a tag the engine can read (a host's malformed locale): numbers, then.
    return undefined;
  }
  if (format.resolvedOptions().locale.split('-')[0] !== tag.split('-')[0]) return undefined;
  const month = format.formatToParts(date).find((part) => part.type === 'month')?.value;
  return month && !/\d/.test(month) ? month : undefined;
}

/**
 * A date and time in the person's time zone, in one order for every language, as a Nigerian bank writes
 * it: "25 Mar 2025, 14:05" with the month named in the language where the browser can, else
 * "25/03/2025, 14:05" (never the engine's own pattern: Node's Yorùbá writes 14:05 as "14:5"). Undefined when
 * `iso` is not a time.
 */
export function formatDateTime(iso: string | undefined, tag: string): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  const pad = (n: number) => String(n).padStart(2, '0');
  const month = monthName(date, tag);
  const day = month ? `${date.getDate()} ${month} ${date.getFullYear()}` : `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
  return `${day}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Rows with a value only (a record may lack any field). */
export function filled(rows: readonly DetailRow[]): DetailRow[] {
  return rows.filter((row) => row.value);
}
