import { FIRST_FIELD_TEXTS, type FieldTexts } from './read';

// The texts of the later fields' rules, in a module of their own: a browser loads them after the first paint.

/** The later fields' texts of `FieldTexts` (bank, network, account name). */
export const LATER_FIELD_TEXTS = {
  bankRequired: 'Enter the bank name',
  bankNotListed: 'Choose a bank from the list',
  networkRequired: 'Choose a network',
  accountNameRequired: 'Enter the name on the bank account',
} satisfies Partial<FieldTexts>;

/** The default English (Nigeria) texts of `FieldTexts`. */
export const FIELD_TEXTS: FieldTexts = { ...FIRST_FIELD_TEXTS, ...LATER_FIELD_TEXTS };
