import { useEffect, useState } from 'react';

/** Code loaded after the first paint, and a hook that gives it once it is here. */
export type LazyModule<M> = {
  /** Starts loading (once; again after a failure); resolves with the module. */
  load: () => Promise<M>;
  /** The module once it has arrived, else undefined. */
  loaded: () => M | undefined;
  /**
   * Starts loading once `start` is true (default) and renders again when the module arrives or fails: the
   * module once here (whatever `start` is), `failed` when it could not load.
   */
  useModule: (start?: boolean) => { module: M | undefined; failed: boolean };
};

/**
 * The widget's one way of loading code later (the steps after the first, the searchable lists, the
 * QR encoder), started in a task after the commit that asks for it. Unlike `React.lazy`, a module
 * that has already loaded renders at once, with no suspended frame: a step whose code was fetched
 * while the person filled in the one before appears as plainly as if it had been in the first bundle.
 * `fail` turns a failed load into the error callers see.
 */
export function lazyModule<M>(importer: () => Promise<M>, fail: (cause: unknown) => unknown = (cause) => cause): LazyModule<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const load = () =>
    (loading ??= importer().then(
      (module) => (loaded = module),
      (cause: unknown) => {
        loading = undefined;
        throw fail(cause);
      },
    ));
  function useModule(start = true) {
    const [state, setState] = useState<{ module: M | undefined; failed: boolean }>(() => ({ module: loaded, failed: false }));
    useEffect(() => {
      if (state.module || !start) return;
      let live = true;
      const timer = setTimeout(() =>
        load().then(
          (module) => live && setState({ module, failed: false }),
          () => live && setState({ module: undefined, failed: true }),
        ),
      );
      return () => {
        live = false;
        clearTimeout(timer);
      };
    }, [state.module, start]);
    return state.module || !loaded ? state : { module: loaded, failed: false };
  }
  return { load, loaded: () => loaded, useModule };
}

/**
 * Calls `load` once `start` is true, in a task of its own after the commit that set it: starting a fetch
 * (its preload links, its request) is work the browser would otherwise do before it shows that commit.
 */
export function usePreload(start: boolean, load: () => Promise<unknown>): void {
  useEffect(() => {
    if (!start) return;
    const timer = setTimeout(() => load().catch(() => undefined));
    return () => clearTimeout(timer);
  }, [start, load]);
}
