import type { RefObject } from 'react';

/** A step's heading; it takes focus when the step changes (tabIndex -1 keeps it out of the tab order). */
export function StepHeading({ headingRef, children }: { headingRef: RefObject<HTMLHeadingElement | null>; children: string }) {
  return (
    <h3 ref={headingRef} tabIndex={-1} className="nr-step-title" data-slot="step-heading">
      {children}
    </h3>
  );
}
