import type { ReactNode, RefObject } from 'react';
import type { DetailRow } from '../ui/DetailList';
import { DetailList } from '../ui/DetailList';
import { Step } from '../ui/Step';
import { SubmitButton } from '../ui/SubmitButton';
import { useLaterUi } from '../ui/RampUi';
import type { SubmissionState } from '../../core';

/**
 * The review step: every value with an Edit button back to its field, and the one confirm button.
 * While the request is in flight, or a lost answer is being checked, what is shown is what is being
 * sent: confirm, Back and every Edit are inactive, so the receipt that follows shows these values.
 */
export function ReviewStep({
  headingRef,
  rows,
  submitLabel,
  submission,
  onSubmit,
  onBack,
  notice,
  held = false,
  children,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  rows: readonly DetailRow[];
  submitLabel: string;
  submission: SubmissionState;
  onSubmit: () => unknown;
  onBack: () => void;
  /** Shown above the values (the buy flow's "you have paid" notice). */
  notice?: ReactNode;
  /** Part of the request is not known yet (the notice says what): confirm is unavailable and does nothing. */
  held?: boolean;
  /** Shown under the values (the quote). */
  children?: ReactNode;
}) {
  const { messages } = useLaterUi();
  const checking = submission.status === 'checking';
  const busy = checking || submission.status === 'submitting';
  return (
    <Step
      headingRef={headingRef}
      title={messages.reviewStepTitle}
      intro={messages.reviewIntro}
      onSubmit={onSubmit}
      onBack={onBack}
      busy={busy}
      held={held}
      submit={<SubmitButton busy={busy} held={held} label={submitLabel} busyLabel={checking ? messages.checking : messages.submitting} />}
    >
      {notice}
      <DetailList rows={rows} busy={busy} />
      {children}
    </Step>
  );
}
