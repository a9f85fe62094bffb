import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { hasKept, keyOf } from './store';
import type { ResumeCode, ResumeOptions } from './types';

/** What the flow hands its resume, less what the resume keeps itself. */
export type FlowResumeOptions<V extends FieldValues, S extends string, R> = Omit<ResumeOptions<V, S, R>, 'typed'> & {
  /** Loads the code that reads and writes the kept state (the flow's later code). */
  code: () => Promise<ResumeCode>;
};

/**
 * What survives a reload: the flow's state is kept in sessionStorage (per tab) after each change and
 * put back once the flow's later code, which reads and writes it, has arrived right after mount (unless
 * the person has already typed or picked something: that stays). When the tab keeps nothing for the flow,
 * that code is not fetched for it: the flow is ready at once, and the first change writes. Storage is
 * touched only in effects, never while rendering, so server rendering is safe; being ready is not state.
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
    const done = () => {
      ready.current = true;
      latest.current.onReady();
    };
    // In a task after the mount's: storage is read there, not in the commit that shows the first step.
    const timer = setTimeout(() => {
      restored.current = true;
      if (latest.current.lifecycle.persist === false || !hasKept(keyOf(latest.current))) return done();
      // A kept state that cannot be read, or whose code cannot load, leaves the flow as it starts (resuming is a convenience).
      latest.current
        .code()
        .then((code) => code.restoreFlow(latest.current))
        .then(done, done);
    });
    return () => clearTimeout(timer);
  }, []);

  // Nothing is written before the kept state is back, so the first render cannot overwrite it.
  const save = useCallback(() => {
    const now = latest.current;
    if (!ready.current || now.lifecycle.persist === false) return;
    // The code is here: putting the kept state back made the flow ready.
    now.code().then((code) => code.keepFlow(now), () => undefined);
  }, []);
  const { form } = options;
  const { step, submission, record, status, committed } = options.state;
  // A change with an event type is the person's (typing, picking); the flow's own setValue has none.
  const changed = useCallback(
    ({ type }: { type?: unknown }) => {
      if (type) typed.current = true;
      save();
    },
    [save],
  );
  useEffect(() => form.subscribe({ formState: { values: true }, callback: changed }), [form, changed]);
  // The state the flow mounted with is a fresh flow's, or the receipt a reference opened: nothing to keep
  // until some part of it changes.
  const mountedWith = useRef(options.state);
  const moved = useRef(false);
  useEffect(() => {
    const start = mountedWith.current;
    moved.current ||= step !== start.step || submission !== start.submission || record !== start.record || status !== start.status || committed !== start.committed;
    if (moved.current) save();
  }, [save, step, submission, record, status, committed]);
}
