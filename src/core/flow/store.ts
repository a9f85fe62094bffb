/** A value that changes only through `dispatch`, read with `getSnapshot` and watched with `subscribe` (React's `useSyncExternalStore` reads it so). */
export type Store<T, E> = {
  getSnapshot: () => T;
  /** Calls `listener` after each change; returns what stops it. */
  subscribe: (listener: () => void) => () => void;
  /** Applies `event`; listeners hear of it only when the state changed. */
  dispatch: (event: E) => void;
};

/**
 * A store over a reducer: the state is `initial`, then whatever `reduce` makes of it with each event.
 * `changed` hears of each change first, before any listener: what must go with the change (outside the
 * state) is in place by the time a listener reads it.
 */
export function createStore<T, E>(reduce: (state: T, event: E) => T, initial: T, changed?: (before: T, after: T) => void): Store<T, E> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch(event) {
      const before = state;
      const next = reduce(state, event);
      if (next === before) return;
      state = next;
      changed?.(before, next);
      for (const listener of [...listeners]) listener();
    },
  };
}
