/**
 * What the widgets keep in the browser's storage: a flow's state for a reload (this tab), a paid transfer
 * not yet claimed (this device), the language picked in a switch (this tab).
 */

import type { KeptFlow } from '../../core';

/** What a flow keeps in sessionStorage so a reload (or a discarded tab) comes back where it was: its state (the record as the service sent it) and the form's values. */
export type FlowSnapshot<S extends string> = KeptFlow<S, unknown> & { values: Record<string, unknown> };

/** The version of a flow's kept state: one another version wrote is not read. */
export const SNAPSHOT_VERSION = 1;

/** The key a flow's kept state is stored under; `persistKey` lets a host keep several widgets apart. */
export function keyOf({ lifecycle, flow }: { lifecycle: { persistKey?: string }; flow: string }): string {
  return `${lifecycle.persistKey ?? 'naira-ramp'}:${flow}`;
}

/** This tab's storage; none in a server render, or where storage is refused. */
export function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage refused (privacy settings, a sandboxed frame): nothing is kept, and a flow simply does not resume.
    return undefined;
  }
}

/**
 * Whether this tab keeps anything under `key`, or the device (localStorage) a paid transfer not yet claimed
 * (read or not, and taken up or not, it is the later code's to judge). Storage refused is nothing kept.
 */
export function hasKept(key: string): boolean {
  try {
    return sessionStore()?.getItem(key) != null || localStorage.getItem(key) != null;
  } catch {
    return false;
  }
}

/**
 * Writes a flow's kept state; a full or refused store is ignored (resuming is a convenience, never a
 * failure). In the first paint's code: a widget that goes before the resume code has arrived writes with it.
 */
export function writeSnapshot<S extends string>(key: string, snapshot: FlowSnapshot<S>): void {
  try {
    sessionStore()?.setItem(key, JSON.stringify({ v: SNAPSHOT_VERSION, ...snapshot }));
  } catch {
    // Quota exceeded or storage refused.
  }
}
