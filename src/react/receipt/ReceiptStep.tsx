import type { ReactNode, RefObject } from 'react';
import { StepHeading } from '../ui/StepHeading';
import { useLaterUi } from '../ui/RampUi';

/**
 * The receipt: its heading (so focus can move to it), the status page and "Start another".
 */
export function ReceiptStep({ headingRef, onReset, children }: { headingRef: RefObject<HTMLHeadingElement | null>; onReset: () => void; children: ReactNode }) {
  const { messages } = useLaterUi();
  return (
    <div className="nr-step nr-receipt" data-slot="receipt">
      <StepHeading headingRef={headingRef}>{messages.receiptStepTitle}</StepHeading>
      {children}
      <div className="nr-actions" data-slot="actions">
        <button type="button" className="nr-button" onClick={onReset}>
          {messages.startAnother}
        </button>
      </div>
    </div>
  );
}
