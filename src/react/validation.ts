import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { AmountLimits, Bank, RuleContext, Say, Vendor } from '../core';
import { formChecksLoaded, lazyFormChecks, loadFormChecks } from './formChecks';
import type { RampMessages } from './messages';

/** What a form's schema is built from: the flow's limits, the lists loaded so far, the locale and the wording. */
export type FormConfig = { limits: AmountLimits; locale: string; banks?: readonly Bank[]; vendors?: readonly Vendor[]; messages: RampMessages };

/** The widget's wording: the host's `validation` override when it gives one, else the core rule's text. */
function widgetSay(messages: RampMessages): Say {
  const override = messages.validation;
  return (field, issue) => override?.(field, issue.code, issue.message) ?? issue.message;
}

/** The rule context of a form: `messages` supply the required-field texts and the override. */
export function ruleContext({ limits, locale, banks, vendors, messages }: FormConfig): RuleContext {
  return { limits, locale, banks, vendors, texts: messages, say: widgetSay(messages), checks: lazyFormChecks };
}

// The fields the lazily loaded rules judge (the same names in both flows).
const CHECKED_FIELDS: readonly string[] = ['network', 'walletAddress', 'bankName'];

/**
 * `zodResolver` over a core form schema. Sync, as the rules are; `raw`, because the flow sends the
 * values through `wire.ts`, not the schema's output. Each error's `type` is the rule's code. A
 * validation of the wallet or bank (or of everything) that comes before their rules have loaded
 * waits for them; the others run at once.
 */
export function formResolver<V extends FieldValues>(schema: z.ZodMiniType<unknown, Record<string, unknown>>): Resolver<V> {
  const resolve = zodResolver(schema, undefined, { mode: 'sync', raw: true }) as unknown as Resolver<V>;
  // No names (or none) means every field.
  return (values, context, options) => {
    const waits = !formChecksLoaded() && (!options.names?.length || options.names.some((name) => CHECKED_FIELDS.includes(name)));
    return waits ? loadFormChecks().then(() => resolve(values, context, options)) : resolve(values, context, options);
  };
}
