import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { keepFlow, restoreFlow } from './resume';
import type { ResumeOptions } from './types';

/**
 * What survives a reload: the flow's state is kept in sessionStorage (per tab) after each change and
 * put back on mount. Storage is touched only in effects, never while rendering, so server rendering
 * is safe: the kept values come back in the effects after the first render (a kept record once the
 * flow's later code, which reads it, is here), and being ready is not state.
 */
export function useFlowResume<V extends FieldValues, S extends string, R>(options: ResumeOptions<V, S, R>): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const ready = useRef(false);
  const restored = useRef(false);
  useEffect(() => {
    // Once per mount, and not again when Strict Mode replays the effect.
    if (restored.current) return;
    restored.current = true;
    const done = () => {
      ready.current = true;
      latest.current.onReady();
    };
    if (latest.current.lifecycle.persist === false) return done();
    // A kept state that cannot be read leaves the flow as it starts (resuming is a convenience).
    restoreFlow(latest.current).then(done, done);
  }, []);

  // Nothing is written before the kept state is back, so the first render cannot overwrite it.
  const save = useCallback(() => {
    const now = latest.current;
    if (!ready.current || now.lifecycle.persist === false) return;
    keepFlow(now);
  }, []);
  const { form, state } = options;
  useEffect(() => form.subscribe({ formState: { values: true }, callback: save }), [form, save]);
  useEffect(save, [save, state.step, state.submission, state.record, state.status, state.committed]);
}
