import { useEffect, useId, useRef } from 'react';
import type { SubmissionState } from '../../core';
import type { SupportChannel } from '../config/support';
import type { RampFlow } from '../config/types';
import { ReferenceBlock } from '../ui/ReferenceBlock';
import { useLaterUi } from '../ui/RampUi';
import { SupportContact } from '../ui/SupportContact';

/** Whether the review shows the request as one of unknown outcome: being looked for, not found, or sent again after that. */
export function outcomeInDoubt(submission: SubmissionState): boolean {
  return submission.status === 'checking' || submission.status === 'unknown' || (submission.status === 'submitting' && submission.uncertain === true);
}

/**
 * What the review says while it is not known whether the request arrived: in plain words, not to pay
 * (or send coins) again, and, for a buy, the reference to quote (the transfer's narration) with how to
 * reach the business. It takes focus when it first shows; what the last "Check again" found is said politely.
 */
export function OutcomeUnknown({ flow, submission, support }: { flow: RampFlow; submission: SubmissionState; support: SupportChannel | undefined }) {
  const { messages } = useLaterUi();
  const titleId = useId();
  const title = useRef<HTMLParagraphElement>(null);
  useEffect(() => title.current?.focus(), []);
  const { reference, lookup } = submission;
  const found = submission.status !== 'unknown' ? '' : lookup === 'failing' ? messages.unknownFailing : lookup === 'not_found' ? messages.unknownNotFound : '';
  return (
    <div className="nr-alert nr-unknown" role="group" aria-labelledby={titleId} data-slot="outcome-unknown">
      <p id={titleId} ref={title} tabIndex={-1} className="nr-alert-title">
        {messages.unknownTitle}
      </p>
      <p>{messages.unknownExplain(flow)}</p>
      {/* A sell carries no reference the service knows it by: nothing to quote. */}
      {flow === 'buy' && reference && (
        <>
          <ReferenceBlock reference={reference} />
          <SupportContact reference={reference} support={support} />
        </>
      )}
      <p>{messages.unknownNext(flow)}</p>
      <p className="nr-unknown-found" role="status">
        {found}
      </p>
    </div>
  );
}
