import { lazyModule, usePreload } from '../../hooks/lazyModule';

/**
 * The searchable lists (downshift and the two lists): no first step of a typical flow needs them, so
 * they load once the widget is on screen, long before the bank step asks for them.
 */
export const comboboxes = lazyModule(() => import('./comboboxes'));

/** Starts loading the searchable lists once `start` is true (the first step's own requests have answered). */
export function usePreloadComboboxes(start: boolean): void {
  usePreload(start, comboboxes.load);
}
