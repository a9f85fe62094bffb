/** Each character's prototype: what it renders like (UTS #39); `LOOKALIKE_TABLE` is the one Unicode publishes. */
export type LookalikeTable = ReadonlyMap<string, string>;

/**
 * The ASCII characters that render like others (the ASCII rows of `LOOKALIKE_TABLE`): text in ASCII
 * alone needs no more, so the widget loads the full table only for text with other characters.
 */
const ASCII_LOOKALIKES: Readonly<Record<string, string>> = { '0': 'O', '1': 'l', I: 'l', '|': 'l', m: 'rn' };

/** Whether `text` is ASCII alone, which `lookalikeKey` reads without the full table. */
export const isAscii = (text: string): boolean => !/[^\p{ASCII}]/u.test(text);

// UTS #39's default ignorables, removed in step 2 of its skeleton.
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * What `text` looks like: the same key for two strings that render alike. That is the skeleton of UTS #39
 * (section 4: NFD, default ignorables removed, each character replaced by its prototype, NFD again),
 * taken of the text's NFKC form, so "Аdaeze" (Cyrillic А), "Adaeze" and "Ａdaeze" share one. ASCII text
 * needs no `table`; other text does, and without it the key is undefined (not known).
 */
export function lookalikeKey(text: string, table?: LookalikeTable): string | undefined {
  if (isAscii(text)) return text.replace(/[01I|m]/g, (character) => ASCII_LOOKALIKES[character]!);
  if (!table) return undefined;
  let key = '';
  for (const character of text.normalize('NFKC').normalize('NFD').replace(IGNORABLE, '')) key += table.get(character) ?? character;
  return key.normalize('NFD');
}
