import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
// Namespace import: it lets every bundler drop the parts of zod we do not use.
import * as z from 'zod/mini';
import type { AmountLimits, Bank, RuleContext, Vendor } from '../../core';
import type { FirstMessages } from '../messages/types';
import { wordIssue } from '../messages/words';

/** What a form's schema is built from: the flow's limits, the lists loaded so far and the wording. */
export type FormConfig = { limits: AmountLimits; banks?: readonly Bank[]; vendors?: readonly Vendor[]; messages: FirstMessages };

/** The rule context of a form: `messages` supply the required-field texts, the rules' texts and the override. */
export function ruleContext({ limits, banks, vendors, messages }: FormConfig): RuleContext {
  return { limits, banks, vendors, texts: messages, say: (field, issue) => wordIssue(messages, field, issue) };
}

/** A zod/mini schema of a whole form. */
export type FormSchema = z.ZodMiniType<unknown, Record<string, unknown>>;

// Sync, as the rules are; `raw`, because the flow sends the values through its wire, not the schema's output.
const resolverOf = <V extends FieldValues>(schema: FormSchema) => zodResolver(schema, undefined, { mode: 'sync', raw: true }) as unknown as Resolver<V>;

/**
 * `zodResolver` over a core form schema; each error's `type` is the rule's code. The first step's
 * fields (`first`, a core shape) are judged at once; the whole schema, with the wallet and bank rules,
 * comes with the flow's later code (`whole`), and a validation of any other field waits for it. If it
 * cannot load, that validation judges the first fields alone and the signer, which checks every field
 * itself, judges the rest. Nothing is built before the first validation: a widget's first paint (and a
 * list's arrival, which gives a new resolver) builds no schema.
 */
export function formResolver<V extends FieldValues>(firstFields: () => Record<string, z.ZodMiniType>, whole: () => Promise<FormSchema>): Resolver<V> {
  let first: { shape: Record<string, z.ZodMiniType>; judge: Resolver<V> } | undefined;
  let judgeAll: Resolver<V> | undefined;
  return (values, context, options) => {
    if (judgeAll) return judgeAll(values, context, options);
    if (!first) {
      const shape = firstFields();
      first = { shape, judge: resolverOf<V>(z.object(shape) as FormSchema) };
    }
    const { shape, judge } = first;
    const names = options.names ?? [];
    if (names.length > 0 && names.every((name) => Object.hasOwn(shape, name))) return judge(values, context, options);
    return whole().then(
      (schema) => (judgeAll ??= resolverOf<V>(schema))(values, context, options),
      () => judge(values, context, options),
    );
  };
}
