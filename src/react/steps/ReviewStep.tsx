import type { ReactNode, RefObject } from 'react';
import type { SubmissionState } from '../../core';
import type { SupportChannel } from '../config/support';
import type { RampFlow } from '../config/types';
import type { DetailRow } from '../ui/DetailList';
import { DetailList } from '../ui/DetailList';
import { Step } from '../ui/Step';
import { SubmitButton } from '../ui/SubmitButton';
import { useLaterUi } from '../ui/RampUi';
import { OutcomeUnknown, outcomeInDoubt } from './OutcomeUnknown';

type Props = {
  headingRef: RefObject<HTMLHeadingElement | null>;
  flow: RampFlow;
  rows: readonly DetailRow[];
  submitLabel: string;
  submission: SubmissionState;
  onSubmit: () => unknown;
  /** "Check again", while the outcome is unknown. */
  onCheck: () => unknown;
  onBack: () => void;
  support: SupportChannel | undefined;
  /** Shown above the values (the buy flow's "you have paid" notice). */
  notice?: ReactNode;
  /** Part of the request is not known yet (the notice says what): confirm is unavailable and does nothing. */
  held?: boolean;
  /** Shown under the values (the quote). */
  children?: ReactNode;
};

/**
 * The review step: every value with an Edit button back to its field, and the one confirm button.
 * While the request is in flight, or a lost answer is being checked, what is shown is what is being
 * sent: confirm, Back and every Edit are inactive, so the receipt that follows shows these values.
 * While its outcome is unknown, the same holds, and the way on is "Check again" (Enter) or "Send again"
 * (held, as confirm is, while part of the request is not known).
 */
export function ReviewStep({ headingRef, flow, rows, submitLabel, submission, onSubmit, onCheck, onBack, support, notice, held = false, children }: Props) {
  const { messages } = useLaterUi();
  const checking = submission.status === 'checking';
  const busy = checking || submission.status === 'submitting';
  const doubt = outcomeInDoubt(submission);
  const actions = doubt ? (
    <>
      <SubmitButton busy={submission.status === 'submitting'} held={held || checking} label={messages.sendAgain} busyLabel={messages.submitting} secondary onClick={() => void onSubmit()} />
      <SubmitButton busy={checking} held={busy} label={messages.checkAgain} busyLabel={messages.checking} />
    </>
  ) : (
    <SubmitButton busy={busy} held={held} label={submitLabel} busyLabel={checking ? messages.checking : messages.submitting} />
  );
  return (
    <Step
      headingRef={headingRef}
      title={messages.reviewStepTitle}
      intro={messages.reviewIntro}
      onSubmit={doubt ? onCheck : onSubmit}
      onBack={doubt ? undefined : onBack}
      busy={busy}
      // "Check again" needs nothing the review is waiting for.
      held={busy || (held && !doubt)}
      submit={actions}
    >
      {doubt && <OutcomeUnknown flow={flow} submission={submission} support={support} />}
      {notice}
      <DetailList rows={rows} busy={busy || doubt} />
      {children}
    </Step>
  );
}
