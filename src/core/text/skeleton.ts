/** Each character's prototype: what it renders like (UTS #39); `LOOKALIKE_TABLE` is the one Unicode publishes. */
export type LookalikeTable = ReadonlyMap<string, string>;

// UTS #39's default ignorables, removed in step 2 of its skeleton.
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * What `text` looks like: the same key for two strings that render alike. That is the skeleton of UTS #39
 * (section 4: NFD, default ignorables removed, each character replaced by its prototype, NFD again),
 * taken of the text's NFKC form, so "Аdaeze" (Cyrillic А), "Adaeze" and "Ａdaeze" share one.
 */
export function lookalikeKey(text: string, table: LookalikeTable): string {
  let key = '';
  for (const character of text.normalize('NFKC').normalize('NFD').replace(IGNORABLE, '')) key += table.get(character) ?? character;
  return key.normalize('NFD');
}
