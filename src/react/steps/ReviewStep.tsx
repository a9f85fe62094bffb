import type { ReactNode, RefObject } from 'react';
import type { DetailRow } from '../parts/DetailList';
import { DetailList } from '../parts/DetailList';
import { Step } from '../parts/Step';
import { SubmitButton } from '../parts/SubmitButton';
import { useRampUi } from '../parts/RampUi';

/** The review step: every value with an Edit button back to its field, and the one confirm button. */
export function ReviewStep({
  headingRef,
  rows,
  submitLabel,
  busy,
  onSubmit,
  onBack,
  children,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  rows: readonly DetailRow[];
  submitLabel: string;
  busy: boolean;
  onSubmit: () => unknown;
  onBack: () => void;
  /** Shown under the details (the quote). */
  children?: ReactNode;
}) {
  const { messages } = useRampUi();
  return (
    <Step
      headingRef={headingRef}
      title={messages.reviewStepTitle}
      intro={messages.reviewIntro}
      onSubmit={onSubmit}
      onBack={onBack}
      submit={<SubmitButton busy={busy} label={submitLabel} busyLabel={messages.submitting} />}
    >
      <DetailList rows={rows} />
      {children}
    </Step>
  );
}
