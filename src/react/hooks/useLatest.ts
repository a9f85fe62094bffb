import { useCallback, useEffect, useRef } from 'react';

/**
 * The widget's one "latest value" helper: a stable function that returns `value` as of the last
 * committed render, for code that outlives a render (a flow's engine, a timer, a subscription) and
 * must act on the options as they are now, not as they were when it started.
 */
export function useLatest<T>(value: T): () => T {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return useCallback(() => ref.current, []);
}
