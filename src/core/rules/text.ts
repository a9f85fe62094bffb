import { accept, refuse, type FieldIssue, type Read } from './read';

/** The longest free text a body takes, in characters (names, vendor details), unless a rule says otherwise. */
export const MAX_TEXT_LENGTH = 200;

/** Required text, trimmed, at most `max` characters. */
export function readText(input: unknown, missing: string, max = MAX_TEXT_LENGTH): Read<string> {
  const text = typeof input === 'string' ? input.trim() : '';
  if (text === '') return refuse('required', missing);
  return text.length > max ? refuse('too_long', `Use at most ${max} characters`, (t) => t.tooLong(max)) : accept(text);
}

/** Optional text: missing, null and blank all mean "not given" (undefined); given text must match `pattern`, else `want` (worded by `word`). */
export function readOptionalText(input: unknown, pattern: RegExp, want: string, word?: FieldIssue['word']): Read<string | undefined> {
  if (input === undefined || input === null) return accept(undefined);
  const text = typeof input === 'string' ? input.trim() : undefined;
  if (text === '') return accept(undefined);
  return text !== undefined && pattern.test(text) ? accept(text) : refuse('format', want, word);
}
