import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
// Namespace import: it lets every bundler drop the parts of zod we do not use.
import * as z from 'zod/mini';
import type { AmountLimits, Bank, RuleContext, Say, Vendor } from '../../core';
import { loadFormRules, loadedFormRules } from './rules';
import type { FormRules } from './rules';
import type { RampMessages } from '../messages/messages';

/** What a form's schema is built from: the flow's limits, the lists loaded so far, the locale and the wording. */
export type FormConfig = { limits: AmountLimits; locale: string; banks?: readonly Bank[]; vendors?: readonly Vendor[]; messages: RampMessages };

/** The widget's wording: the host's `validation` override when it gives one, else the core rule's text. */
function widgetSay(messages: RampMessages): Say {
  const override = messages.validation;
  return (field, issue) => override?.(field, issue.code, issue.message) ?? issue.message;
}

/** The rule context of a form: `messages` supply the required-field texts and the override. */
export function ruleContext({ limits, locale, banks, vendors, messages }: FormConfig): RuleContext {
  return { limits, locale, banks, vendors, texts: messages, say: widgetSay(messages) };
}

type Schema = z.ZodMiniType<unknown, Record<string, unknown>>;
// Sync, as the rules are; `raw`, because the flow sends the values through `wire.ts`, not the schema's output.
const resolverOf = <V extends FieldValues>(schema: Schema) => zodResolver(schema, undefined, { mode: 'sync', raw: true }) as unknown as Resolver<V>;

/**
 * `zodResolver` over a core form schema; each error's `type` is the rule's code. Until the whole
 * schema's rules have loaded, the first fields (`first`, a core shape) are judged at once; a
 * validation of any other field (or of everything) waits for the rules. If they cannot load, that
 * validation judges the first fields alone and the signer judges the rest.
 */
export function formResolver<V extends FieldValues>(first: Record<string, z.ZodMiniType>, whole: (rules: FormRules) => Schema): Resolver<V> {
  const judgeFirst = resolverOf<V>(z.object(first) as Schema);
  let judgeAll: Resolver<V> | undefined;
  const resolverFor = (rules: FormRules | undefined) => (rules ? (judgeAll ??= resolverOf<V>(whole(rules))) : judgeFirst);
  return (values, context, options) => {
    const rules = loadedFormRules();
    const names = options.names ?? [];
    const firstOnly = names.length > 0 && names.every((name) => Object.hasOwn(first, name));
    if (rules || firstOnly) return resolverFor(rules)(values, context, options);
    return loadFormRules().then((loaded) => resolverFor(loaded)(values, context, options));
  };
}
