import { useCallback } from 'react';
import type { RefObject } from 'react';
import { attachHeading } from '../flow/headingFocus';

/** A step's heading; it takes focus when the step changes (tabIndex -1 keeps it out of the tab order). */
export function StepHeading({ headingRef, children }: { headingRef: RefObject<HTMLHeadingElement | null>; children: string }) {
  const attach = useCallback((node: HTMLHeadingElement | null) => attachHeading(headingRef, node), [headingRef]);
  return (
    <h3 ref={attach} tabIndex={-1} className="nr-step-title" data-slot="step-heading">
      {children}
    </h3>
  );
}
