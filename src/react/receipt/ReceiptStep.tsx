import { useEffect, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import type { TransactionStatus } from '../../core';
import type { RampFlow } from '../config/types';
import { useAnnounce } from '../ui/Announcer';
import { AskFirstQuestion } from '../ui/AskFirstQuestion';
import { CopyButton } from '../ui/CopyButton';
import { StepHeading } from '../ui/StepHeading';
import { useLaterUi } from '../ui/RampUi';
import { useAskFirst } from '../ui/useAskFirst';

type Props = {
  headingRef: RefObject<HTMLHeadingElement | null>;
  flow: RampFlow;
  /** The transaction's status as last known: the heading says what has happened. */
  status: TransactionStatus | undefined;
  /** The request's reference, said before leaving a receipt that is not settled. */
  reference: string | undefined;
  onReset: () => void;
  children: ReactNode;
};

/**
 * The receipt: its heading (so focus can move to it), worded for the status, the status page and
 * "Start another", which first asks, and says how to come back, while the request is not settled.
 * A receipt that opens settled (a reload, a reference opened later) says its heading through the live
 * region, in place of the step's own "Request received" said as the step came; a later change is said
 * by the status page.
 */
export function ReceiptStep({ headingRef, flow, status, reference, onReset, children }: Props) {
  const { messages } = useLaterUi();
  const { asking, ask, keep, question, opener } = useAskFirst();
  const settled = status === 'completed' || status === 'failed';
  const title = settled ? messages.receiptSettledTitle(flow, status) : messages.receiptStepTitle;
  const announce = useAnnounce();
  const opened = useRef(settled && title);
  useEffect(() => {
    if (opened.current) announce(opened.current);
  }, [announce]);
  return (
    <div className="nr-step nr-receipt" data-slot="receipt">
      <StepHeading headingRef={headingRef}>{title}</StepHeading>
      {children}
      {asking && reference ? (
        <AskFirstQuestion
          question={messages.leaveQuestion}
          questionRef={question}
          slot="confirm-leave"
          className="nr-notice nr-confirm"
          keep={{ text: messages.stayOnRequest, onClick: keep }}
          answers={
            <button type="button" className="nr-button" onClick={onReset}>
              {messages.leaveConfirm}
            </button>
          }
        >
          <p>{messages.leaveExplain(reference)}</p>
          <CopyButton value={reference} label={messages.reference} field="reference" text={messages.copyReference} />
        </AskFirstQuestion>
      ) : (
        <div className="nr-actions" data-slot="actions">
          <button ref={opener} type="button" className="nr-button" onClick={settled || !reference ? onReset : ask}>
            {messages.startAnother}
          </button>
        </div>
      )}
    </div>
  );
}
