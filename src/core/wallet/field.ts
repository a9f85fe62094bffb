// Namespace import: it lets every bundler drop the parts of zod we do not use (`{ z }` defeats esbuild's tree shaking).
import * as z from 'zod/mini';
import { isRecord } from '../json';
import { parseNetwork } from '../networks/list';
import type { FieldIssue } from '../rules/read';
import type { Say } from '../schemas/fields';
import { withoutInvisibles } from '../text/plain';
import { validateWalletAddress } from './address';

/**
 * The wallet text, trimmed and without invisible characters (a paste's U+200B: an address's alphabet is
 * fixed, so what is left is the address shown); absent stays absent. `walletMatchesNetwork` judges it.
 */
export const walletText = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((input): string => (typeof input === 'string' ? withoutInvisibles(input).trim() : '')),
  ),
);

const NO_WALLET: FieldIssue = { code: 'empty', message: 'Enter the wallet address that receives the stablecoin', word: (t) => t.walletNone };

/**
 * Object-level check of the wallet against the chosen network, after the fields of their own; runs even
 * when other fields failed. `optional`: no address is fine, with a network or without (the service's
 * own table makes each optional on a buy); one given is still judged.
 */
export function walletMatchesNetwork(networkKey: string, walletKey: string, say: Say, { optional = false } = {}) {
  return z.superRefine<Record<string, unknown>>(
    (value, ctx) => {
      const address = String(value[walletKey] ?? '');
      const network = parseNetwork(value[networkKey]);
      if (optional && !address) return;
      // Without a network a given address cannot be judged; the network field carries that error.
      const check = network ? validateWalletAddress(network, address) : address ? { ok: true as const } : { ok: false as const, ...NO_WALLET };
      if (check.ok) return;
      ctx.addIssue({ code: check.code as 'custom', message: say(walletKey, check), path: [walletKey], input: value[walletKey] });
    },
    { when: (payload) => isRecord(payload.value) },
  );
}
