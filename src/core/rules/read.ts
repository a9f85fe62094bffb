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

/** The default English (Nigeria) texts of `FieldTexts`. */
export const FIELD_TEXTS: FieldTexts = {
  vendorRequired: 'Choose a payment vendor',
  bankRequired: 'Enter the bank name',
  bankNotListed: 'Choose a bank from the list',
  networkRequired: 'Choose a network',
  accountNameRequired: 'Enter the name on the bank account',
};

/** A passing read. */
export const accept = <T>(value: T): Read<T> => ({ ok: true, value });

/** A failing read. */
export const refuse = <T>(code: string, message: string): Read<T> => ({ ok: false, code, message });
