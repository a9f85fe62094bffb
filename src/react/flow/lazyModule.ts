import { useEffect, useState } from 'react';

/** A module loaded after the first paint, and a hook that gives it once it is here. */
export type LazyModule<M> = {
  /** Starts loading (once; again after a failure). */
  preload: () => Promise<M>;
  /** The module if it has loaded, else undefined (never starts a load). */
  current: () => M | undefined;
  /**
   * The module, or undefined while it loads. Unless `wanted` is false, it starts the load and renders
   * again when the module arrives; with `wanted` false it only gives a module that is already here.
   */
  useModule: (wanted?: boolean) => M | undefined;
};

/**
 * Unlike `React.lazy`, a module that has already loaded renders at once, with no suspended frame: a
 * step whose code was fetched while the person filled in the one before appears as plainly as if
 * it had been in the first bundle.
 */
export function lazyModule<M>(load: () => Promise<M>): LazyModule<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function useModule(wanted = true): M | undefined {
    const [module, setModule] = useState(loaded);
    useEffect(() => {
      if (module || !wanted) return;
      let live = true;
      preload().then(
        (next) => live && setModule(() => next),
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [module, wanted]);
    return module ?? loaded;
  }
  return { preload, current: () => loaded, useModule };
}
