import { lazy, useEffect } from 'react';
import type { ComponentType } from 'react';
import { lazyModule } from '../../flow/lazyModule';
import { withLaterMessages } from '../../messages/messages';
import type * as ComboboxModule from './comboboxes';

// downshift and the two lists cost about 13 KB gzipped that no first step of a typical flow needs:
// they load once the widget is on screen, long before the bank step asks for them.
type Comboboxes = typeof ComboboxModule;
/** The searchable lists' code; their own strings (search hints, "no match") load with it. */
export const comboboxes = lazyModule(withLaterMessages(() => import('./comboboxes')));

/** Loads the searchable lists after the widget's first render. */
export function usePreloadComboboxes(): void {
  useEffect(() => {
    comboboxes.preload().catch(() => undefined);
  }, []);
}

/** The searchable lists if they have loaded, else undefined (a field then stays plain rather than swap under the person's fingers). */
export const loadedComboboxes = (): Comboboxes | undefined => comboboxes.current();

/** A lazily loaded list; when the chunk cannot load, `fallback` (a plain field or the cards) takes its place for good. */
export function lazyPart<P extends object>(pick: (module: Comboboxes) => ComponentType<P>, fallback: ComponentType<P>) {
  return lazy(() => comboboxes.preload().then((module) => ({ default: pick(module) }), () => ({ default: fallback })));
}
