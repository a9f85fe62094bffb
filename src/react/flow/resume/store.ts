import type { RampFlow } from '../../config/types';
import type { LifecycleOptions } from '../lifecycle';

/** The key a flow's kept state is stored under; `persistKey` lets a host keep several widgets apart. */
export function keyOf({ lifecycle, flow }: { lifecycle: Pick<LifecycleOptions, 'persistKey'>; flow: RampFlow }): string {
  return `${lifecycle.persistKey ?? 'naira-ramp'}:${flow}`;
}

// Reached only from effects and event handlers, never while rendering (server rendering has no window).
export function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage refused (privacy settings, a sandboxed frame): the flow simply does not resume.
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
