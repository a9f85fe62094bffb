import { Suspense } from 'react';
import type { ReactNode, RefObject } from 'react';
import { StepHeading } from '../ui/StepHeading';
import { useRampUi } from '../ui/RampUi';

/**
 * The receipt: its heading (there at once, so focus can move to it) and "Start another"; the status
 * page between them is loaded only after a request is sent.
 */
export function ReceiptStep({ headingRef, onReset, children }: { headingRef: RefObject<HTMLHeadingElement | null>; onReset: () => void; children: ReactNode }) {
  const { messages } = useRampUi();
  return (
    <div className="nr-step nr-receipt" data-slot="receipt">
      <StepHeading headingRef={headingRef}>{messages.receiptStepTitle}</StepHeading>
      <Suspense fallback={<p className="nr-intro">{messages.loading}</p>}>{children}</Suspense>
      <div className="nr-actions" data-slot="actions">
        <button type="button" className="nr-button" onClick={onReset}>
          {messages.startAnother}
        </button>
      </div>
    </div>
  );
}
