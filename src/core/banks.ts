import type { Bank } from './normalise';
import { accept, refuse, type FieldTexts, type Read } from './rules/read';

/** The listed bank `name` stands for (any case, spaces trimmed), or undefined. */
export function findListedBank(name: string, banks: readonly Bank[]): Bank | undefined {
  const wanted = name.trim().toLowerCase();
  return banks.find((bank) => bank.name.toLowerCase() === wanted);
}

/**
 * The bank rule of every form and body: a name is required and, when the bank list is known, must
 * be one of its banks (code `not_listed`). The value is the name as given, trimmed.
 */
export function readListedBank(input: unknown, banks: readonly Bank[] | undefined, texts: Pick<FieldTexts, 'bankRequired' | 'bankNotListed'>): Read<string> {
  const name = typeof input === 'string' ? input.trim() : '';
  if (name === '') return refuse('required', texts.bankRequired);
  if (!banks?.length || findListedBank(name, banks)) return accept(name);
  return refuse('not_listed', texts.bankNotListed);
}
