import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { RampEvent } from './events';
import { focusWhenMounted } from './headingFocus';
import type { FlowSpec } from './types';

/**
 * Which step is on screen and where focus goes: a step change focuses its heading (or a named field),
 * is reported once through `onStepChange` and a `step_viewed` event, and remembers that the review was reached.
 */
export function useSteps<V extends FieldValues, S extends string, R>(spec: FlowSpec<V, S, R>, emit: (event: RampEvent) => void) {
  const { flow, steps, stepFields, form, lifecycle } = spec;
  // A receipt opened from a reference alone is known while rendering, so a server renders it too.
  const [firstStep] = useState<S>(() => (lifecycle.reference ? spec.receipt : steps[0]));
  const [step, setStep] = useState<S>(firstStep);
  const [focusTick, setFocusTick] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const currentStep = useRef<S>(firstStep);
  const focusField = useRef<Path<V> | undefined>(undefined);
  const reachedReview = useRef(false);
  const latest = useRef(spec);
  useEffect(() => {
    latest.current = spec;
  });

  const viewed = useCallback(
    (target: S) => emit({ type: 'step_viewed', flow, step: target, index: steps.indexOf(target), total: steps.length - 1 }),
    [emit, flow, steps],
  );

  useEffect(() => {
    if (focusTick === 0) return;
    const field = focusField.current;
    focusField.current = undefined;
    if (field) form.setFocus(field);
    else if (headingRef.current) headingRef.current.focus();
    else focusWhenMounted(headingRef);
  }, [focusTick, form]);

  /** Shows a step (or the same one again) and moves focus to its heading or `field`. */
  const show = useCallback(
    (target: S, field?: Path<V>) => {
      focusField.current = field;
      setFocusTick((tick) => tick + 1);
      if (target === latest.current.review) reachedReview.current = true;
      if (currentStep.current === target) return;
      currentStep.current = target;
      setStep(target);
      latest.current.callbacks.onStepChange?.(target);
      viewed(target);
    },
    [viewed],
  );

  /** Puts a kept step back after a reload, without reporting it as a change. */
  const restoreStep = useCallback((target: S) => {
    currentStep.current = target;
    setStep(target);
  }, []);

  const stepOf = useCallback((field: Path<V>) => steps.find((s) => stepFields[s].includes(field)), [steps, stepFields]);

  // The first bad field of a list; all bad ones are marked touched, so each follows keystrokes from now on.
  const firstInvalid = useCallback(
    (fields: readonly Path<V>[]) => {
      const bad = fields.filter((field) => form.getFieldState(field).invalid);
      for (const field of bad) form.setValue(field, form.getValues(field), { shouldTouch: true });
      return bad[0];
    },
    [form],
  );

  return { step, headingRef, currentStepRef: currentStep, reachedReviewRef: reachedReview, viewed, show, restoreStep, stepOf, firstInvalid };
}
