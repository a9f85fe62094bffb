import { BANK_ALIASES } from './aliases';
import type { Bank } from './list';

// "Guaranty Trust Bank Plc" and "guaranty-trust bank" are one name: case, accents, punctuation and
// a company suffix do not tell banks apart.
const SUFFIX = /\s+(plc|limited|ltd|nigeria plc)$/;

/** A name reduced to lower-case words, for comparing as people type. */
export function bankWords(text: string): string[] {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(SUFFIX, '');
  return plain ? plain.split(' ') : [];
}

const compact = (text: string) => bankWords(text).join('');

const ENTRY_BY_NAME = new Map<string, readonly string[]>();
for (const entry of BANK_ALIASES) for (const name of entry) ENTRY_BY_NAME.set(compact(name), entry);

/** Every name a listed bank goes by: its own, then the aliases of the institution it is. */
export function bankNames(bank: Bank): readonly string[] {
  const entry = ENTRY_BY_NAME.get(compact(bank.name));
  return entry ? [bank.name, ...entry] : [bank.name];
}

/**
 * How well one name answers a query, lower is better: 0 the same name ("gtb"), 1 the name begins
 * with it ("guar", "first b"), 2 each word of the query begins a word of the name ("trust",
 * "bank zen"), undefined no match.
 */
function rank(query: string[], name: string): number | undefined {
  const words = bankWords(name);
  const joined = words.join('');
  const typed = query.join('');
  if (joined === typed) return 0;
  if (joined.startsWith(typed) || words.join(' ').startsWith(query.join(' '))) return 1;
  if (query.every((part) => words.some((word) => word.startsWith(part)))) return 2;
  return undefined;
}

/** The items whose names (see `namesOf`, own name first) match what was typed, best first; all of them, in order, for an empty query. */
export function searchByNames<T>(query: string, items: readonly T[], namesOf: (item: T) => readonly string[]): T[] {
  const typed = bankWords(query);
  if (typed.length === 0) return [...items];
  const scored: { item: T; score: number; index: number }[] = [];
  items.forEach((item, index) => {
    const scores = namesOf(item)
      .map((name, position) => {
        const score = rank(typed, name);
        // An item's own name outranks an alias that matches as well.
        return score === undefined ? undefined : score * 2 + (position === 0 ? 0 : 1);
      })
      .filter((score): score is number => score !== undefined);
    if (scores.length) scored.push({ item, score: Math.min(...scores), index });
  });
  return scored.sort((a, b) => a.score - b.score || a.index - b.index).map((entry) => entry.item);
}

/** The listed banks that match what was typed, best first (by prefix, any word or alias); all of them, in list order, for an empty query. */
export function searchBanks<B extends Bank>(query: string, banks: readonly B[]): B[] {
  return searchByNames(query, banks, bankNames);
}

/** The one listed bank a typed name stands for ("GTBank", "opay", "first bank"), or undefined when none or several do. */
export function findBank<B extends Bank>(text: string, banks: readonly B[]): B | undefined {
  const typed = compact(text);
  if (!typed) return undefined;
  const exact = banks.filter((bank) => compact(bank.name) === typed);
  if (exact.length === 1) return exact[0];
  const aliased = banks.filter((bank) => bankNames(bank).some((name) => compact(name) === typed));
  return aliased.length === 1 ? aliased[0] : undefined;
}
