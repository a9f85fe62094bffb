import type { FieldValues } from 'react-hook-form';
import { nextUnclaimed, readUnclaimed, takenUp, unclaimedOf } from '../../../core';
import type { KeptFlow, UnclaimedTransfer } from '../../../core';
import type { ResumeTarget } from './types';

/** The references each widget (by its form) has kept on the device: only those does it take off again. */
const held = new WeakMap<object, Set<string>>();

// localStorage is reached only from the resume code, in effects, and always within a try: storage refused
// (privacy settings, a sandboxed frame) or full is nothing kept.
function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function read(key: string, text = stored(key)): UnclaimedTransfer[] {
  try {
    return readUnclaimed(JSON.parse(text ?? 'null'), Date.now());
  } catch {
    return [];
  }
}

/**
 * Keeps on the device (localStorage, under the tab's key) the paid transfers this flow holds unclaimed,
 * beside those other widgets keep there, for a tab that keeps nothing to take up (see `takeUpUnclaimed`).
 * One this widget kept goes once its claim is accepted or it is dismissed knowingly; an old one goes with
 * any write. A full or refused store is ignored.
 */
function keepUnclaimed<V extends FieldValues, S extends string, R>({ key, form, commitment }: ResumeTarget<V, S, R>, kept: KeptFlow<S, R>, values: V): void {
  if (!commitment) return;
  const now = unclaimedOf(kept, values, commitment);
  const mine = held.get(form) ?? new Set();
  // Keeping runs at each change of the form (a keystroke): with nothing held, nothing kept before and nothing
  // on the device, there is nothing to do; what is already there as it would be written is not written again.
  const text = stored(key);
  if (!now.length && !mine.size && text === null) return;
  const next = nextUnclaimed(read(key, text), now, { mine, correcting: kept.correcting, now: new Date().toISOString() });
  held.set(form, new Set([...mine, ...now.map(({ reference }) => reference)]));
  const written = next.length ? JSON.stringify(next) : null;
  if (written === text) return;
  try {
    if (written) localStorage.setItem(key, written);
    else localStorage.removeItem(key);
  } catch {
    // Quota exceeded or storage refused.
  }
}

/** The flow a tab that keeps nothing takes up from the paid transfers the device keeps unclaimed, if any; not for a receipt opened by reference. */
function takeUpUnclaimed<V extends FieldValues, S extends string, R>({ key, steps, commitment, reference }: ResumeTarget<V, S, R>) {
  return commitment && !reference ? takenUp(read(key), steps, commitment) : undefined;
}

/**
 * Paid transfers kept on the device beside the tab's flow: for a flow whose transfers are paid before their
 * request is sent (buy), which alone brings this code (its edge hands it to the resume code).
 */
export const unclaimedDevice = { keep: keepUnclaimed, takeUp: takeUpUnclaimed };
/** See `unclaimedDevice`. */
export type UnclaimedDevice = typeof unclaimedDevice;
