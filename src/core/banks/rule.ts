import type { FieldTexts } from '../rules/field-texts';
import { accept, refuse, type Read } from '../rules/read';
import type { Bank } from './list';
import { findBank } from './match';

/**
 * The bank rule of every form and body: a name is required and, when the bank list is known, must
 * be one of its banks, by name or common name (code `not_listed`). The value is the listed bank's
 * exact name when the list is known, else the name as given, trimmed.
 */
export function readListedBank(input: unknown, banks: readonly Bank[] | undefined, texts: Pick<FieldTexts, 'bankRequired' | 'bankNotListed'>): Read<string> {
  const name = typeof input === 'string' ? input.trim() : '';
  if (name === '') return refuse('required', texts.bankRequired);
  if (!banks?.length) return accept(name);
  const bank = findBank(name, banks);
  return bank ? accept(bank.name) : refuse('not_listed', texts.bankNotListed);
}
