import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ResumeCode, ResumeOptions } from './types';

/** What the flow hands its resume, less what the resume keeps itself. */
export type FlowResumeOptions<V extends FieldValues, S extends string, R> = Omit<ResumeOptions<V, S, R>, 'typed'> & {
  /** Loads the code that reads and writes the kept state (the flow's later code). */
  code: () => Promise<ResumeCode>;
};

/**
 * What survives a reload: the flow's state is kept in sessionStorage (per tab) after each change and
 * put back once the flow's later code, which reads and writes it, has arrived right after mount (unless
 * the person has already typed or picked something: that stays). Storage is touched only then, never
 * while rendering, so server rendering is safe; being ready is not state.
 */
export function useFlowResume<V extends FieldValues, S extends string, R>(flowOptions: FlowResumeOptions<V, S, R>): void {
  const typed = useRef(false);
  const options = { ...flowOptions, typed: () => typed.current };
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
    // A kept state that cannot be read, or whose code cannot load, leaves the flow as it starts (resuming is a convenience).
    latest.current
      .code()
      .then((code) => code.restoreFlow(latest.current))
      .then(done, done);
  }, []);

  // Nothing is written before the kept state is back, so the first render cannot overwrite it.
  const save = useCallback(() => {
    const now = latest.current;
    if (!ready.current || now.lifecycle.persist === false) return;
    // The code is here: putting the kept state back made the flow ready.
    now.code().then((code) => code.keepFlow(now), () => undefined);
  }, []);
  const { form, state } = options;
  // A change with an event type is the person's (typing, picking); the flow's own setValue has none.
  const changed = useCallback(
    ({ type }: { type?: unknown }) => {
      if (type) typed.current = true;
      save();
    },
    [save],
  );
  useEffect(() => form.subscribe({ formState: { values: true }, callback: changed }), [form, changed]);
  useEffect(save, [save, state.step, state.submission, state.record, state.status, state.committed]);
}
