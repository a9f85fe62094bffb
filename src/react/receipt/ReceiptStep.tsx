import type { ReactNode, RefObject } from 'react';
import type { TransactionStatus } from '../../core';
import type { RampFlow } from '../config/types';
import { StepHeading } from '../ui/StepHeading';
import { useLaterUi } from '../ui/RampUi';

type Props = {
  headingRef: RefObject<HTMLHeadingElement | null>;
  flow: RampFlow;
  /** The transaction's status as last known: the heading says what has happened. */
  status: TransactionStatus | undefined;
  onReset: () => void;
  children: ReactNode;
};

/**
 * The receipt: its heading (so focus can move to it), worded for the status, the status page and "Start another".
 */
export function ReceiptStep({ headingRef, flow, status, onReset, children }: Props) {
  const { messages } = useLaterUi();
  const title = status === undefined || status === 'pending' ? messages.receiptStepTitle : messages.receiptSettledTitle(flow, status);
  return (
    <div className="nr-step nr-receipt" data-slot="receipt">
      <StepHeading headingRef={headingRef}>{title}</StepHeading>
      {children}
      <div className="nr-actions" data-slot="actions">
        <button type="button" className="nr-button" onClick={onReset}>
          {messages.startAnother}
        </button>
      </div>
    </div>
  );
}
