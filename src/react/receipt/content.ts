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

/** A date and time in the person's locale and time zone, or undefined when `iso` is not a time. */
export function formatDateTime(iso: string | undefined, locale: string): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Rows with a value only (a record may lack any field). */
export function filled(rows: readonly DetailRow[]): DetailRow[] {
  return rows.filter((row) => row.value);
}
