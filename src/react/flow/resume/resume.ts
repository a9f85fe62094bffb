import type { FieldValues } from 'react-hook-form';
import { clearSnapshot, readSnapshot, writeSnapshot } from './snapshot';
import type { FlowSnapshot } from './snapshot';
import { keyOf } from './store';
import type { ResumeOptions } from './types';


/** Keeps the flow's state, or forgets it when there is nothing worth keeping (a fresh first step). */
export function keepFlow<V extends FieldValues, S extends string, R>(options: ResumeOptions<V, S, R>): void {
  const { state, form, pendingRequest, reachedReview } = options;
  const snapshot: FlowSnapshot<S> = { ...state, values: form.getValues(), pending: pendingRequest(), reachedReview: reachedReview.current };
  const initial = options.values().initialValues;
  const untouched = Object.keys(initial).every((name) => snapshot.values[name] === initial[name]);
  const fresh = snapshot.step === options.steps[0] && snapshot.submission.status === 'idle' && !snapshot.committed && untouched;
  if (fresh) clearSnapshot(keyOf(options));
  else writeSnapshot(keyOf(options), snapshot);
}

/** Puts a kept state back, if this tab kept one for the flow (a receipt opened by reference only takes that reference's). */
export async function restoreFlow<V extends FieldValues, S extends string, R>(options: ResumeOptions<V, S, R>): Promise<void> {
  const saved = readSnapshot(keyOf(options), options.steps);
  if (!saved) return;
  const { lifecycle, form, readRecord, reachedReview, resume, emit, flow, steps } = options;
  if (lifecycle.reference && saved.submission.reference !== lifecycle.reference) return;
  // A kept record that cannot be read is a record not kept.
  const kept = saved.record === null ? null : ((await readRecord().then((read) => read(saved.record), () => undefined)) ?? null);
  // The person has started while the code came: what they typed stays.
  if (options.typed()) return;
  const { initialValues, locked } = options.values();
  const values = Object.fromEntries(Object.keys(initialValues).map((name) => [name, typeof saved.values[name] === 'string' ? saved.values[name] : initialValues[name]]));
  form.reset({ ...values, ...locked } as V);
  reachedReview.current = saved.reachedReview;
  // A receipt with neither its record nor a reference to look it up by has nothing to show.
  const step = saved.step === 'receipt' && !kept && !saved.submission.reference ? steps[0] : saved.step;
  // A submission the reload cut short keeps its reference, so confirming again sends the same request,
  // which the signer answers from its store if it went through.
  const interrupted = saved.submission.status === 'submitting' || saved.submission.status === 'checking';
  const submission = interrupted ? { ...saved.submission, status: 'idle' as const } : saved.submission;
  resume({ step, submission, pending: saved.pending, record: kept, status: saved.status, committed: saved.committed });
  emit({ type: 'resumed', flow, step });
}
