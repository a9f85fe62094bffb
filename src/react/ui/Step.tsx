import type { ReactNode, RefObject } from 'react';
import { StepHeading } from './StepHeading';
import { useRampUi } from './RampUi';

/** One step: a form (Enter continues), its heading, an optional intro, its fields and its buttons. */
export function Step({
  headingRef,
  title,
  intro,
  onSubmit,
  onBack,
  submit,
  children,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  title: string;
  intro?: ReactNode;
  onSubmit: () => unknown;
  onBack?: () => void;
  /** The primary button; defaults to "Continue". */
  submit?: ReactNode;
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
        void onSubmit();
      }}
    >
      <StepHeading headingRef={headingRef}>{title}</StepHeading>
      {intro && <p className="nr-intro">{intro}</p>}
      {children}
      <div className="nr-actions" data-slot="actions">
        {onBack && (
          <button type="button" className="nr-button nr-button-secondary" onClick={onBack}>
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
