import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { FlowState } from '../../core';
import { focusWhenMounted } from './headingFocus';

/**
 * Moves focus where the flow's last move sent it, once the step it shows is on screen: its field, or the
 * step's heading (taken as it is attached when the step's code is still loading). Gives the heading's ref.
 */
export function useStepFocus<V extends FieldValues>(focus: FlowState<string, unknown>['focus'], form: UseFormReturn<V>): RefObject<HTMLHeadingElement | null> {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The state a flow starts in, or comes back to after a reload, has moved nowhere.
    if (focus.moves === 0) return;
    if (focus.field) form.setFocus(focus.field as Path<V>);
    else if (headingRef.current) headingRef.current.focus();
    else focusWhenMounted(headingRef);
  }, [focus, form]);
  return headingRef;
}
