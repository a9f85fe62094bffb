import { useEffect, useLayoutEffect } from 'react';
import type { RefObject } from 'react';
import { takeFocusRequest } from '../headingFocus';

// A layout effect runs in the commit that shows the heading, before anything else can move focus;
// on a server there is no focus to move, and React 18 warns of layout effects there.
const useCommitEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** A step's heading; it takes focus when the step changes (tabIndex -1 keeps it out of the tab order). */
export function StepHeading({ headingRef, children }: { headingRef: RefObject<HTMLHeadingElement | null>; children: string }) {
  // A step whose code arrived after the step change takes the focus the change meant for it.
  useCommitEffect(() => {
    if (takeFocusRequest(headingRef)) headingRef.current?.focus();
  }, [headingRef]);
  return (
    <h3 ref={headingRef} tabIndex={-1} className="nr-step-title" data-slot="step-heading">
      {children}
    </h3>
  );
}
