import type { LifecycleOptions } from '../../flow/lifecycle';
import { keyOf, sessionStore } from '../../storage/kept';

/**
 * What a tab keeps of a sale's deposit: the hash once sent, or that a wallet was asked and had not
 * answered; and a hash typed by hand but not saved yet (`typed`), so a reload does not lose it.
 */
export type KeptDeposit = { reference: string; hash?: string; asked?: boolean; typed?: string };

/** Where a sale's deposit is kept, beside the flow's own state (none when the host turned `persist` off). */
export function depositKeyOf(lifecycle: Pick<LifecycleOptions, 'persist' | 'persistKey'>): string | undefined {
  return lifecycle.persist === false ? undefined : `${keyOf({ lifecycle, flow: 'sell' })}:deposit`;
}

/** The kept deposit of this reference, if any (storage refused or another sale's: none). */
export function readKeptDeposit(key: string | undefined, reference: string | undefined): KeptDeposit | undefined {
  if (!key || !reference) return undefined;
  try {
    const kept = JSON.parse(sessionStore()?.getItem(key) ?? 'null') as Partial<KeptDeposit> | null;
    if (kept?.reference !== reference) return undefined;
    // Only what this code writes: text where it keeps text, a flag where it keeps one.
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    return { reference, hash: text(kept.hash), asked: kept.asked === true || undefined, typed: text(kept.typed) };
  } catch {
    return undefined;
  }
}

/** Keeps the deposit for a reload (a full or refused store is ignored: keeping is a convenience). */
export function keepDeposit(key: string | undefined, kept: KeptDeposit | undefined): void {
  if (!key) return;
  try {
    if (kept) sessionStore()?.setItem(key, JSON.stringify(kept));
    else sessionStore()?.removeItem(key);
  } catch {
    // Storage refused.
  }
}
