import { lazy, useEffect } from 'react';
import type { ComponentType } from 'react';

// downshift and the two lists cost about 12 KB gzipped that no first step of a typical flow needs:
// they load once the widget is on screen, long before the bank step asks for them.
const load = () => import('./comboboxes');

/** Loads the searchable lists after the widget's first render. */
export function usePreloadComboboxes(): void {
  useEffect(() => {
    load().catch(() => undefined);
  }, []);
}

/** A lazily loaded list; when the chunk cannot load, `fallback` (a plain field or the cards) takes its place for good. */
export function lazyPart<P extends object>(pick: (module: Awaited<ReturnType<typeof load>>) => ComponentType<P>, fallback: ComponentType<P>) {
  return lazy(() => load().then((module) => ({ default: pick(module) }), () => ({ default: fallback })));
}
