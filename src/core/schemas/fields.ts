// Namespace import: it lets every bundler drop the parts of zod we do not use (`{ z }` defeats esbuild's tree shaking).
import * as z from 'zod/mini';
import { validateAccountNumber } from '../account';
import { isRecord } from '../is-record';
import { checkAmountLimits, type AmountLimits } from '../limits';
import { ASSET_DECIMALS, amountToWire, parseAmount, type Asset } from '../money';
import { NETWORK_LABELS, NETWORKS, parseNetwork, type Network } from '../networks';
import { validateWalletAddress } from '../wallet';

/** Outcome of validating a body: the clean data, or a message for every bad field (snake_case keys). */
export type ValidationResult<T> =
  | { ok: true; data: T }
  | { ok: false; code: 'validation' | 'limit'; fields: Record<string, string> };

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Required text, trimmed; each message names the field and says what is wanted. */
export function requiredText(label: string, want: string, max = 200) {
  const message = `${label}: ${want}`;
  return z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, `${label}: use at most ${max} characters`));
}

/** Optional text; null, missing and blank all mean "not given" and are dropped from the output. */
export function optionalText(label: string, pattern: RegExp, want: string) {
  return z.nullish(z.string({ error: `${label}: ${want}` }).check(z.trim(), z.regex(pattern, `${label}: ${want}`)));
}

/** Transform that reports `message` on the field and yields nothing. */
function reject(ctx: { issues: unknown[] }, input: unknown, message: string, limit = false): never {
  (ctx.issues as object[]).push({ code: 'custom', message, input, ...(limit ? { params: { limit: true } } : {}) });
  return z.NEVER;
}

/** An amount typed or sent as a JSON number or numeric string, checked exactly, sent as a JSON number. */
export function amountField(asset: Asset, limits: AmountLimits) {
  return z.pipe(
    z.unknown(),
    z.transform((input, ctx): number => {
      const unit = asset === 'NGN' ? 'Naira' : 'USDT or USDC';
      if (typeof input !== 'number' && typeof input !== 'string') return reject(ctx, input, `Amount: enter the amount in ${unit}`);
      const parsed = parseAmount(String(input), ASSET_DECIMALS[asset]);
      if (!parsed.ok) return reject(ctx, input, `Amount: ${lowerFirst(parsed.message)}`);
      const outside = checkAmountLimits(parsed.value, limits, asset);
      return outside ? reject(ctx, input, outside, true) : amountToWire(parsed.value);
    }),
  );
}

/** A network name in any case, sent lower case. */
export const networkField = z.pipe(
  z.unknown(),
  z.transform((input, ctx): Network => {
    const names = NETWORKS.map((n) => NETWORK_LABELS[n]).join(', ');
    return parseNetwork(input) ?? reject(ctx, input, `Network: choose one of ${names}`);
  }),
);

/** A 10-digit Nigerian account number. */
export function accountNumberField(label: string) {
  return z.pipe(
    z.unknown(),
    z.transform((input, ctx): string => {
      const text = typeof input === 'string' ? input.trim() : '';
      const problem = validateAccountNumber(text);
      return problem ? reject(ctx, input, `${label}: ${lowerFirst(problem)}`) : text;
    }),
  );
}

/** The destination wallet: trimmed text here, checked against the chosen network by `walletMatchesNetwork`. */
export const walletField = requiredText('Wallet address', 'enter the wallet address that receives the stablecoin', 200);

type WithWallet = { network?: unknown; wallet_address?: unknown };

/** Object-level check of the wallet against the network; runs even when other fields failed. */
export const walletMatchesNetwork = z.superRefine<WithWallet>(
  (value, ctx) => {
    const network = parseNetwork(value.network);
    if (!network || typeof value.wallet_address !== 'string') return;
    const check = validateWalletAddress(network, value.wallet_address);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: `Wallet address: ${lowerFirst(check.message)}`, path: ['wallet_address'], input: value.wallet_address });
  },
  { when: (payload) => isRecord(payload.value) && !payload.issues.some((issue) => issue.path?.[0] === 'network' || issue.path?.[0] === 'wallet_address') },
);

/** Runs a schema and turns its issues into one message per field. */
export function toResult<T>(outcome: { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string; params?: unknown }> } }): ValidationResult<T> {
  if (outcome.success) return { ok: true, data: outcome.data };
  const fields: Record<string, string> = {};
  for (const issue of outcome.error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'body';
    fields[key] ??= key === 'body' ? 'Send a JSON object with the request fields' : issue.message;
  }
  const limitOnly = outcome.error.issues.every((issue) => (issue.params as { limit?: boolean } | undefined)?.limit);
  return { ok: false, code: limitOnly ? 'limit' : 'validation', fields };
}
