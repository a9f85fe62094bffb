import type { FieldValues, Path } from 'react-hook-form';
import { writeSnapshot } from '../../storage/kept';
import { joinRequest } from './onTheirWay';
import { clearSnapshot, readSnapshot } from './snapshot';
import type { ResumeTarget } from './types';
import type { UnclaimedDevice } from './unclaimed';

/** Widgets (by their form) showing a receipt opened from its reference while the tab keeps another request's flow. */
const overKept = new WeakSet<object>();

/**
 * Keeps the flow's state, or forgets it when there is nothing worth keeping (a fresh first step). A receipt
 * opened from its reference (a link back) while the tab keeps another request's flow writes nothing over it;
 * "Start another" there takes that flow up, as the checkout puts it back after a reload (a transfer paid and
 * not yet claimed among them), rather than start a new one over it.
 */
export function keepFlow<V extends FieldValues, S extends string, R>(target: ResumeTarget<V, S, R>, readRecord: (raw: unknown) => R | undefined, unclaimed?: UnclaimedDevice): void {
  const kept = target.kept();
  if (overKept.has(target.form) && kept.submission.reference === target.reference) return;
  if (overKept.delete(target.form)) {
    restoreFlow({ ...target, reference: undefined }, readRecord, unclaimed);
    return target.engine.goTo(target.kept().step);
  }
  const values = target.form.getValues();
  const untouched = Object.keys(target.initialValues).every((name) => values[name] === target.initialValues[name]);
  const fresh = kept.step === target.steps[0] && kept.submission.status === 'idle' && !kept.committed && !kept.parked && untouched;
  if (fresh) clearSnapshot(target.key);
  else writeSnapshot(target.key, { ...kept, values });
  unclaimed?.keep(target, kept, values);
}

/**
 * Puts a kept state back, if this tab kept one for the flow (a receipt opened by reference only takes that
 * reference's); with `unclaimed` (a flow whose transfers are paid before they are sent), a tab that kept
 * none takes up a paid transfer the device keeps unclaimed, if there is one. `readRecord` reads a kept
 * record; one it cannot read is a record not kept.
 */
export function restoreFlow<V extends FieldValues, S extends string, R>(target: ResumeTarget<V, S, R>, readRecord: (raw: unknown) => R | undefined, unclaimed?: UnclaimedDevice): void {
  const saved = readSnapshot(target.key, target.steps) ?? unclaimed?.takeUp(target);
  if (!saved) return;
  // Noted so that nothing is written over that flow while the receipt shows (see `keepFlow`).
  if (target.reference && saved.submission.reference !== target.reference) return void overKept.add(target.form);
  // The person has started while the code came: what they typed stays.
  if (target.typed()) return;
  const { initialValues, locked, form } = target;
  const values = Object.fromEntries(Object.keys(initialValues).map((name) => [name, typeof saved.values[name] === 'string' ? saved.values[name] : initialValues[name]]));
  form.reset({ ...values, ...locked } as V);
  const { step, submission, pending, record, status, committed, correcting, parked, estimate, reachedReview, refused } = saved;
  // A request the tab keeps on its way may be on its way in this page still (the widget that sent it was
  // taken out, and this one put back): this widget then shows it so, and takes its answer.
  const { parts } = target.engine;
  const onItsWay = (submission.status === 'submitting' || submission.status === 'checking') && !!pending && joinRequest(target.key, pending.reference, parts);
  const kept = { step, submission, pending, record: record === null ? null : (readRecord(record) ?? null), status, committed, correcting, parked, estimate, reachedReview, refused };
  parts.apply({ type: 'resumed', kept, onItsWay });
  parts.emit({ type: 'resumed', flow: parts.flow, step: parts.state().step });
  // The signer's words come back on the fields it refused whose values are unchanged (as `stillRefused` compares
  // them), touched so they go once the value changes.
  for (const { field, value, message } of refused) {
    const name = field as Path<V>;
    if (JSON.stringify(form.getValues(name)) !== value) continue;
    form.setValue(name, form.getValues(name), { shouldTouch: true });
    form.setError(name, { type: 'server', message });
  }
}
