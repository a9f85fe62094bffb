/**
 * Characters that change how text around them is drawn, or draw nothing themselves: Unicode's format
 * characters (General_Category Cf: bidi controls such as U+202E, zero-width spaces and joiners, the
 * soft hyphen, tag characters) and the other default-ignorable code points (Hangul fillers, variation
 * selectors), which fonts draw as nothing. In a name or an account number, one lets two strings that
 * differ look the same, or the same text look reversed (UTS #39, section 3; UAX #9, section 2). The
 * control characters that are not white space (a NUL, a BEL, DEL, C1) draw nothing either.
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]|(?!\s)\p{Cc}/gu;

/** The first format or default-ignorable character of `text` as `U+202E`, or undefined when it has none. */
export function invisibleCharacterIn(text: string): string | undefined {
  // A regular expression of its own: a global one keeps where it last matched.
  const found = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u.exec(text)?.[0];
  return found === undefined ? undefined : `U+${found.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The first control character (General_Category Cc: C0, DEL, C1) of `text` as `U+000A`, or undefined
 * when it has none. No name or account detail holds one; a line break or a NUL in a body is not text a
 * person typed, and what it does to the service's records and a bank's transfer cannot be known.
 */
export function controlCharacterIn(text: string): string | undefined {
  const found = /\p{Cc}/u.exec(text)?.[0];
  return found === undefined ? undefined : `U+${found.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** `text` without its format, default-ignorable and control characters (white space stays as it was). */
export function withoutInvisibles(text: string): string {
  return text.replace(INVISIBLE, '');
}

/**
 * Text as it reads, to show and to send alike: format, default-ignorable and control characters removed, runs of
 * white space made one space (a page draws them so), trimmed. Non-text is ''.
 */
export function plainText(value: unknown): string {
  return typeof value === 'string' ? withoutInvisibles(value).replace(/\s+/g, ' ').trim() : '';
}
