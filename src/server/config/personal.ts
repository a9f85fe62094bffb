/**
 * Personal data kept out of log lines: bank account numbers (NUBAN: 10 digits), wallet addresses
 * (EVM, Stellar, Solana) found anywhere in a line, and the names and numbers a request carried
 * when the line is about that request. What is left (a few characters of each) lets a line be
 * matched to a complaint without saying whose it is.
 */

type Rule = { pattern: RegExp; mask: (found: string) => string };

const ends = (found: string, head: number) => `${found.slice(0, head)}…${found.slice(-4)}`;

const RULES: Rule[] = [
  // A name in a record quoted as JSON (a store's error quoting what it was given, an echoed body).
  { pattern: /("[a-z_]*name"\s*:\s*)"(?:[^"\\]|\\.)*"/gi, mask: (found) => found.replace(/:\s*"[\s\S]*"$/, ':"[personal]"') },
  // Exactly 10 digits alone: a NUBAN. References (16 digits) and amounts are left as they are.
  { pattern: /(?<![0-9])[0-9]{10}(?![0-9])/g, mask: (found) => `******${found.slice(-4)}` },
  { pattern: /\b0x[0-9a-fA-F]{40}\b/g, mask: (found) => ends(found, 4) },
  // Stellar accounts (G…, 56 characters) and muxed accounts (M…, 69).
  { pattern: /\b[GM][A-Z2-7]{55}(?:[A-Z2-7]{13})?\b/g, mask: (found) => ends(found, 2) },
  // Solana: 32 to 44 base58 characters.
  { pattern: /\b[1-9A-HJ-NP-Za-km-z]{32,44}\b/g, mask: (found) => ends(found, 2) },
];

/** Masks account numbers and wallet addresses wherever they stand in the text. */
export function maskPersonal(text: string): string {
  let masked = text;
  for (const { pattern, mask } of RULES) masked = masked.replace(pattern, mask);
  return masked;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The fields of a body or record that name or reach a person. */
const PERSONAL_FIELDS = /name|number|wallet|address|email|phone|memo/i;

/** The personal values of a flat record (a request body, a webhook payload): names, numbers, addresses. */
export function personalValuesOf(record: unknown): string[] {
  if (typeof record !== 'object' || record === null) return [];
  return Object.entries(record as Record<string, unknown>)
    .filter(([field, value]) => PERSONAL_FIELDS.test(field) && typeof value === 'string' && value.trim().length >= 3)
    .map(([, value]) => (value as string).trim());
}

/** Masks the given values (a name, say, which no pattern finds) in any letter case, then the patterns. */
export function maskKnown(text: string, values: readonly string[]): string {
  const known = values.filter((value) => value.length >= 3).sort((a, b) => b.length - a.length);
  const masked = known.length === 0 ? text : text.replace(new RegExp(known.map(escapeRegExp).join('|'), 'gi'), '[personal]');
  return maskPersonal(masked);
}
