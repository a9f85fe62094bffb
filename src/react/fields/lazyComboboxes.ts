import { lazy, useEffect } from 'react';
import type { ComponentType } from 'react';
import type * as ComboboxModule from './comboboxes';

// downshift and the two lists cost about 13 KB gzipped that no first step of a typical flow needs:
// they load once the widget is on screen, long before the bank step asks for them.
type Comboboxes = typeof ComboboxModule;
let loaded: Comboboxes | undefined;
let loading: Promise<Comboboxes> | undefined;
// One import in flight for the page (each mount asking again went through the bundler's preload
// helper every time); a failed one is forgotten, so a later mount tries again.
const load = () => {
  loading ??= import('./comboboxes').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
};

/** Loads the searchable lists after the widget's first render. */
export function usePreloadComboboxes(): void {
  useEffect(() => {
    load().catch(() => undefined);
  }, []);
}

/** The searchable lists if they have loaded, else undefined (a field then stays plain rather than swap under the person's fingers). */
export function loadedComboboxes(): Comboboxes | undefined {
  return loaded;
}

/** A lazily loaded list; when the chunk cannot load, `fallback` (a plain field or the cards) takes its place for good. */
export function lazyPart<P extends object>(pick: (module: Comboboxes) => ComponentType<P>, fallback: ComponentType<P>) {
  return lazy(() => load().then((module) => ({ default: pick(module) }), () => ({ default: fallback })));
}
