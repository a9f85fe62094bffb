import { useEffect, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { inFlight, keptOf } from '../../../core';
import { useLatest } from '../../hooks/useLatest';
import type { FlowEngine } from '../engine';
import type { FlowSpec } from '../types';
import { holdKey, releaseKey } from './sharedKey';
import { hasKept, keyOf, sessionStore, writeSnapshot } from '../../storage/kept';
import type { ResumeTarget } from './types';

/**
 * What survives a reload: the flow's state is kept in sessionStorage (per tab) after each change, a paid
 * transfer not yet claimed in localStorage too (so a tab opened after the paying one was closed takes it up), and
 * put back once the flow's later code, which reads and writes it, has arrived right after mount (unless
 * the person has already typed or picked something: that stays). When the tab keeps nothing for the flow,
 * that code is not fetched for it: the flow is ready at once, and the first change writes. Storage is
 * touched only in effects, never while rendering, so server rendering is safe; being ready is not state.
 * A widget that goes keeps what it holds then, at once, though that code has not arrived (what was typed
 * stays); a request on its way then is heard out, and its answer kept. After it has gone, a write lands
 * only over what it left: not in storage the page (or the next widget with this key) has cleared or filled since.
 */
export function useFlowResume<V extends FieldValues, S extends string, R>(engine: FlowEngine<V, S, R>, spec: FlowSpec<V, S, R>): void {
  const latest = useLatest(spec);
  const typed = useRef(false);
  // The kept state is back (or there was none): this mount's writes may start.
  const restored = useRef(false);
  const { form } = spec;

  useEffect(() => {
    const target = (): ResumeTarget<V, S, R> => {
      const { steps, initialValues, locked, lifecycle, commitment } = latest();
      return { key: keyOf(latest()), steps, form, initialValues, locked, commitment, reference: lifecycle.reference, kept: () => keptOf(engine.getSnapshot()), engine, typed: () => typed.current };
    };
    // Nothing is written before the kept state is back, so the first render cannot overwrite it.
    let ready = restored.current;
    // Changes whose write waits for the code; and what the tab kept under the key as the widget went
    // (undefined while it shows): written over then only if it is still there, and not while a request is on its way.
    let waiting = 0;
    let left: string | null | undefined;
    const keep = () => {
      const now = latest();
      if (!ready || now.lifecycle.persist === false) return;
      waiting++;
      now.resume().then(
        (code) => {
          waiting--;
          if (left === undefined || (!inFlight(engine.getSnapshot().submission) && sessionStore()?.getItem(keyOf(now)) === left)) code.keep(target());
        },
        () => waiting--,
      );
    };
    const done = () => {
      ready = restored.current = true;
      engine.ready();
    };
    // In a task after the mount's, so storage is read there, not in the commit that shows the first step;
    // not again once the kept state is back (Strict Mode's replay comes first, its cleanup clears the timer).
    const timer = ready
      ? undefined
      : setTimeout(() => {
          const now = latest();
          if (now.lifecycle.persist === false || !hasKept(keyOf(now))) return done();
          // A kept state that cannot be read, or whose code cannot load, leaves the flow as it starts (resuming is a convenience).
          now
            .resume()
            .then((code) => code.restore(target()))
            .then(done, done);
        });
    // A change with an event type is the person's (typing, picking); the flow's own setValue has none.
    const stopForm = form.subscribe({
      formState: { values: true },
      callback: ({ type }) => {
        if (type) typed.current = true;
        keep();
      },
    });
    // The state the flow mounted with is a fresh flow's, or the receipt a reference opened: kept once it changes.
    const stopFlow = engine.subscribe(keep);
    // In development, a second widget keeping its flow under this key is named in the console (production drops this).
    if (process.env.NODE_ENV !== 'production' && latest().lifecycle.persist !== false) holdKey(engine, keyOf(latest()), latest().flow);
    return () => {
      // A change whose write waits for the code is written now, as that code would write it (not a receipt
      // opened by its reference: that code alone knows whether it may write over the tab's flow).
      if (waiting && !latest().lifecycle.reference) writeSnapshot(keyOf(latest()), { ...keptOf(engine.getSnapshot()), values: form.getValues() });
      left = sessionStore()?.getItem(keyOf(latest())) ?? null;
      clearTimeout(timer);
      stopForm();
      // A request on its way is heard out: its answer is kept, unless a widget put back meanwhile takes it (see `joinRequest`).
      if (inFlight(engine.getSnapshot().submission)) engine.parts.gone = true;
      else stopFlow();
      if (process.env.NODE_ENV !== 'production') releaseKey(engine);
    };
  }, [engine, form, latest]);
}
