import type { IssueTexts } from './issue-texts';

/**
 * A field's problem: a short code (`required`, `format`, `limit`, ...), the default English text, and
 * how a translation words it from its `IssueTexts` (absent when the text came from the widget's own
 * messages, such as `FieldTexts`).
 */
export type FieldIssue = { code: string; message: string; word?: (texts: IssueTexts) => string };

/** What a field rule makes of an input: the value to use, or the field's problem. */
export type Read<T> = { ok: true; value: T } | ({ ok: false } & FieldIssue);

/** A passing read. */
export const accept = <T>(value: T): Read<T> => ({ ok: true, value });

/** A failing read. */
export const refuse = <T>(code: string, message: string, word?: FieldIssue['word']): Read<T> => ({ ok: false, code, message, word });
