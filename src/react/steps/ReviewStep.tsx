import { useId } from 'react';
import type { ReactNode, RefObject } from 'react';
import type { SubmissionState } from '../../core';
import type { RampConfig } from '../config/useRampConfig';
import type { RampFlow } from '../config/types';
import type { DetailRow } from '../ui/DetailList';
import { DetailList } from '../ui/DetailList';
import { Step } from '../ui/Step';
import { SubmitButton } from '../ui/SubmitButton';
import { useLaterUi } from '../ui/RampUi';
import { OutcomeUnknown, outcomeInDoubt } from './OutcomeUnknown';
import { QuoteView } from '../quote/QuoteLine';
import { useQuote } from '../quote/useQuote';
import { useQuoteTarget } from '../quote/useQuoteTarget';

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
  /** The widget's configuration: the quote under the values, and where to get help. */
  config: RampConfig;
  /** Shown above the values (the buy flow's "you have paid" notice). */
  notice?: ReactNode;
  /** Part of the request is not known yet (the notice says what): confirm is unavailable and does nothing. "Send again" and "Check again" need none of it. */
  held?: boolean;
};

/**
 * The review step: every value with an Edit button back to its field, and the one confirm button.
 * While the request is in flight, or a lost answer is being checked, what is shown is what is being
 * sent: confirm, Back and every Edit are inactive, so the receipt that follows shows these values.
 * While its outcome is unknown, the same holds, and the way on is "Check again" (Enter) or "Send again",
 * which sends the body the first attempt sent and so waits for nothing the review is waiting for.
 * While the quote line says it is getting a quote, confirm waits too, described by that line: nothing is
 * confirmed against a figure the screen no longer shows.
 */
export function ReviewStep({ headingRef, flow, rows, submitLabel, submission, onSubmit, onCheck, onBack, config, notice, held = false }: Props) {
  const { messages } = useLaterUi();
  const quoteId = useId();
  const target = useQuoteTarget(flow, config.limits[flow]);
  const shown = useQuote(target.query, config);
  const quoting = shown.status === 'loading';
  const waits = held || quoting;
  const checking = submission.status === 'checking';
  const busy = checking || submission.status === 'submitting';
  const doubt = outcomeInDoubt(submission);
  const actions = doubt ? (
    <>
      <SubmitButton busy={submission.status === 'submitting'} held={checking} label={messages.sendAgain} busyLabel={messages.submitting} secondary onClick={() => void onSubmit()} />
      <SubmitButton busy={checking} held={busy} label={messages.checkAgain} busyLabel={messages.checking} />
    </>
  ) : (
    <SubmitButton busy={busy} held={waits} describedBy={quoting ? quoteId : undefined} label={submitLabel} busyLabel={checking ? messages.checking : messages.submitting} />
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
      held={busy || (waits && !doubt)}
      submit={actions}
    >
      {doubt && <OutcomeUnknown flow={flow} submission={submission} support={config.support} />}
      {notice}
      <DetailList rows={rows} busy={busy || doubt} />
      <QuoteView id={quoteId} state={shown} asset={target.asset} />
    </Step>
  );
}
