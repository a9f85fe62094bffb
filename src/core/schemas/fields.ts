// Namespace import: it lets every bundler drop the parts of zod we do not use (`{ z }` defeats esbuild's tree shaking).
import * as z from 'zod/mini';
import type { Bank } from '../banks/list';
import type { AmountLimits } from '../money/limits';
import type { FieldTexts } from '../rules/field-texts';
import type { FieldIssue, Read } from '../rules/read';
import { readText } from '../rules/text';
import type { Vendor } from '../vendors';

/** Outcome of validating a body: the clean data, or a message for every bad field (snake_case keys). */
export type ValidationResult<T> =
  | { ok: true; data: T }
  | { ok: false; code: 'validation' | 'limit'; fields: Record<string, string> };

/** Turns a rule's issue on `field` into the text shown: the widget's words, or the signer's "Label: ...". */
export type Say = (field: string, issue: FieldIssue) => string;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The signer's wording: "Label: what is wanted", the rule's own text after the field's label. */
export function labelled(labels: Record<string, string>): Say {
  return (field, issue) => {
    const label = labels[field] ?? field;
    // A rule that already names the field ("Amount must be at least ...") is left as it is.
    return issue.message.startsWith(`${label} `) ? issue.message : `${label}: ${lowerFirst(issue.message)}`;
  };
}

// zodResolver reports an issue's `code` as the field error's `type`, so the rule's own code (`required`,
// `limit`, `format`, ...) rides there and hosts read it as before; zod passes codes it does not know through.
function report(ctx: { issues: unknown[] }, input: unknown, field: string, issue: FieldIssue, say: Say): never {
  (ctx.issues as object[]).push({ code: issue.code, message: say(field, issue), input });
  return z.NEVER;
}

/** A field checked by a core rule: its value when the rule passes, else the rule's issue worded by `say`. */
export function ruleField<T>(field: string, read: (input: unknown) => Read<T>, say: Say) {
  return z.pipe(
    z.unknown(),
    z.transform((input, ctx): T => {
      const result = read(input);
      return result.ok ? result.value : report(ctx, input, field, result, say);
    }),
  );
}

/** `business_id` or `link_tag` of an upstream body: text the signer sets from its configuration. */
export function identityField(name: 'business_id' | 'link_tag') {
  return ruleField(name, (input) => readText(input, `The ${name} is required`), labelled({}));
}

/** Runs a schema and turns its issues into one message per field. */
export function toResult<T>(outcome: { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string; code: string }> } }): ValidationResult<T> {
  if (outcome.success) return { ok: true, data: outcome.data };
  const fields: Record<string, string> = {};
  for (const issue of outcome.error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'body';
    fields[key] ??= key === 'body' ? 'Send a JSON object with the request fields' : issue.message;
  }
  const limitOnly = outcome.error.issues.every((issue) => issue.code === 'limit');
  return { ok: false, code: limitOnly ? 'limit' : 'validation', fields };
}

/** Builds once per configuration object: the same limits (or config) get the same schema back. */
export function memoised<K extends object, V>(build: (key: K) => V): (key: K) => V {
  const cache = new WeakMap<K, V>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) cache.set(key, (value = build(key)));
    return value;
  };
}

/** What a schema set is built for: limits, the lists the widget has loaded and the wording. */
export type RuleContext = {
  limits: AmountLimits;
  banks?: readonly Bank[];
  vendors?: readonly Vendor[];
  texts: FieldTexts;
  say: Say;
};
