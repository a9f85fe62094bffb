import type { RampFlow } from '../../config/types';
import type { LifecycleOptions } from '../lifecycle';

/** The key a flow's kept state is stored under; `persistKey` lets a host keep several widgets apart. */
export function keyOf({ lifecycle, flow }: { lifecycle: Pick<LifecycleOptions, 'persistKey'>; flow: RampFlow }): string {
  return `${lifecycle.persistKey ?? 'naira-ramp'}:${flow}`;
}

// Reached only from effects and event handlers, never while rendering (server rendering has no window).
// Storage refused (privacy settings, a sandboxed frame) is none: the flow simply does not resume.
const storage = (area: 'sessionStorage' | 'localStorage') => (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window[area];
  } catch {
    return undefined;
  }
};

/** This tab's storage: the flow's whole state. */
export const sessionStore = storage('sessionStorage');
/** The device's (every tab's, kept when they close): a paid transfer not yet claimed, and no more (see `keepUnclaimed`). */
export const deviceStore = storage('localStorage');

/** Whether this tab keeps anything under `key`, or, with `paid`, the device a paid transfer (read or not, it is the later code's to judge). */
export function hasKept(key: string, paid: boolean): boolean {
  try {
    return sessionStore()?.getItem(key) != null || (paid && deviceStore()?.getItem(key) != null);
  } catch {
    return false;
  }
}
