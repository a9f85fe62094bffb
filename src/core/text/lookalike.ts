/**
 * The ASCII characters that render like others: the ASCII rows of UTS #39's table (`LOOKALIKE_TABLE`).
 * Text in ASCII alone needs no more, so the widget loads the full table only for text with other characters.
 */
const ASCII_LOOKALIKES: Readonly<Record<string, string>> = { '0': 'O', '1': 'l', I: 'l', '|': 'l', m: 'rn' };

/**
 * What ASCII text looks like, as `lookalikeKey` gives it ("0konkwo" and "Okonkwo" share one), without
 * the table; undefined for text beyond ASCII, which needs `lookalikeKey` and the table.
 */
export function asciiLookalikeKey(text: string): string | undefined {
  return /[^\p{ASCII}]/u.test(text) ? undefined : text.replace(/[01I|m]/g, (character) => ASCII_LOOKALIKES[character]!);
}
