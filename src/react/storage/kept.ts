/**
 * What the widgets keep in the browser's storage: a flow's state for a reload (this tab), a paid transfer
 * not yet claimed (this device), the language picked in a switch (this tab).
 */

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
