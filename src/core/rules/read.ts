/** A field's problem: a short code (`required`, `format`, `limit`, ...) and the default English text. */
export type FieldIssue = { code: string; message: string };

/** What a field rule makes of an input: the value to use, or the field's problem. */
export type Read<T> = { ok: true; value: T } | ({ ok: false } & FieldIssue);

/** The texts of the rules that only say "this is required" or "pick from the list"; the widget's `messages` replace them. */
export type FieldTexts = {
  vendorRequired: string;
  bankRequired: string;
  bankNotListed: string;
  networkRequired: string;
  accountNameRequired: string;
};

/** The first step's text of `FieldTexts` (the buy form's vendor), apart: a browser's first paint carries no other. */
export const FIRST_FIELD_TEXTS = { vendorRequired: 'Choose a payment vendor' } satisfies Partial<FieldTexts>;

/** A passing read. */
export const accept = <T>(value: T): Read<T> => ({ ok: true, value });

/** A failing read. */
export const refuse = <T>(code: string, message: string): Read<T> => ({ ok: false, code, message });
