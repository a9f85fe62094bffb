import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { ASSET_DECIMALS, checkAmountLimits, findBank, normaliseAccountNumber, parseAmount, validateAccountNumber, validateWalletAddress } from '../core';
import type { AmountLimits, Asset, Bank, Network, Vendor } from '../core';
import type { RampMessages } from './messages';

/** A field's problem: a short code (for message overrides) and the default text. */
export type Issue = { code: string; message: string };

/** What a check reads besides the values; passed as react-hook-form's `context`, fresh each render. */
export type CheckContext = { limits: AmountLimits; locale: string; banks?: readonly Bank[]; vendors?: readonly Vendor[]; messages: RampMessages };

/** Checks a whole form's values and names each bad field. */
export type Check<V> = (values: V, context: CheckContext) => Partial<Record<keyof V & string, Issue>>;

/** A react-hook-form resolver over core validators; messages pass through the host's override. */
export function createResolver<V extends FieldValues>(check: Check<V>): Resolver<V, CheckContext> {
  return (values, context) => {
    if (!context) throw new Error('naira-ramp: the form context is missing');
    const issues = check(values, context);
    const errors: Record<string, { type: string; message: string }> = {};
    const override = context.messages.validation;
    for (const [field, issue] of Object.entries(issues) as [string, Issue | undefined][]) {
      if (!issue) continue;
      errors[field] = { type: issue.code, message: override?.(field, issue.code, issue.message) ?? issue.message };
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/** A required-text check: trims, and names the problem when empty. */
export function required(value: string | undefined, message: string): Issue | undefined {
  return value?.trim() ? undefined : { code: 'required', message };
}

/** Checks an amount string against the asset's decimals and the limits, with core's wording. */
export function amountIssue(input: string, asset: Asset, limits: AmountLimits, locale: string): Issue | undefined {
  const parsed = parseAmount(input ?? '', ASSET_DECIMALS[asset]);
  if (!parsed.ok) return { code: input?.trim() ? 'format' : 'required', message: parsed.message };
  const limit = checkAmountLimits(parsed.value, limits, asset, locale);
  return limit ? { code: 'limit', message: limit } : undefined;
}

/** Checks a wallet address for the chosen network with core's validator. */
export function walletIssue(network: Network | '', address: string): Issue | undefined {
  // Without a network the address cannot be judged; the network field carries that error.
  if (!network) return undefined;
  const result = validateWalletAddress(network, address ?? '');
  return result.ok ? undefined : { code: result.code, message: result.message };
}

/** Checks a bank name: present, and one of the listed banks (by its name or a common alias, "GTBank") when the list is known. */
export function bankIssue(name: string, banks: readonly Bank[] | undefined, messages: RampMessages): Issue | undefined {
  const missing = required(name, messages.bankRequired);
  if (missing) return missing;
  if (!banks?.length) return undefined;
  return findBank(name, banks) ? undefined : { code: 'not_listed', message: messages.bankNotListed };
}

/** Checks an account number with core's 10-digit rule, spaces and dashes as typed set aside. */
export function accountNumberIssue(value: string): Issue | undefined {
  const message = validateAccountNumber(normaliseAccountNumber(value ?? ''));
  return message ? { code: 'account_number', message } : undefined;
}

