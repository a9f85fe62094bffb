/** A counted phrase in each plural category a language has (CLDR's); `other` is the one every language has. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * The phrase for a count in one language, chosen by its plural rules through `Intl.PluralRules`
 * ("1 minute", "5 minutes"; Yorùbá and Igbo have one form for every count): `other` stands in for a
 * category the forms do not give.
 */
export function pluralOf(language: string): (count: number, forms: PluralForms) => string {
  const rules = new Intl.PluralRules(language);
  return (count, forms) => forms[rules.select(count)] ?? forms.other;
}
