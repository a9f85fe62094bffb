import type { ReactNode, RefObject } from 'react';
import { StepHeading } from './StepHeading';
import { useRampUi } from './RampUi';

/**
 * One step: a form (Enter continues), its heading, an optional intro, its fields and its buttons (Back
 * unavailable while `busy`; Enter and the primary button doing nothing while `held`).
 */
export function Step({
  headingRef,
  title,
  intro,
  onSubmit,
  onBack,
  submit,
  busy = false,
  held = false,
  children,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  title: string;
  intro?: ReactNode;
  onSubmit: () => unknown;
  onBack?: () => void;
  /** The primary button; defaults to "Continue". */
  submit?: ReactNode;
  /** A request with this step's values is on its way: Back says it is unavailable and does nothing. */
  busy?: boolean;
  /** What the step would move on with is not all known yet (a notice on the step says what): submitting does nothing. */
  held?: boolean;
  children?: ReactNode;
}) {
  const { messages } = useRampUi();
  return (
    <form
      className="nr-step"
      data-slot="step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!held) void onSubmit();
      }}
    >
      <StepHeading headingRef={headingRef}>{title}</StepHeading>
      {intro && <p className="nr-intro">{intro}</p>}
      {children}
      {/* A press here leaves focus in the field: leaving it would show its error and move these buttons from under the pointer before the release, losing the click. */}
      <div className="nr-actions" data-slot="actions" onMouseDown={(event) => event.preventDefault()}>
        {onBack && (
          <button type="button" className="nr-button nr-button-secondary" aria-disabled={busy || undefined} onClick={busy ? undefined : onBack}>
            {messages.back}
          </button>
        )}
        {submit ?? (
          <button type="submit" className="nr-button">
            {messages.continue}
          </button>
        )}
      </div>
    </form>
  );
}
