/** A field's problem: a short code (`required`, `format`, `limit`, ...) and the default English text. */
export type FieldIssue = { code: string; message: string };

/** What a field rule makes of an input: the value to use, or the field's problem. */
export type Read<T> = { ok: true; value: T } | ({ ok: false } & FieldIssue);

/** A passing read. */
export const accept = <T>(value: T): Read<T> => ({ ok: true, value });

/** A failing read. */
export const refuse = <T>(code: string, message: string): Read<T> => ({ ok: false, code, message });
