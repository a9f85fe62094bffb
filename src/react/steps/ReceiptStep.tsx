import type { ReactNode, RefObject } from 'react';
import type { DetailRow } from '../parts/DetailList';
import { DetailList } from '../parts/DetailList';
import { StepHeading } from '../parts/StepHeading';
import { useRampUi } from '../parts/RampUi';

/** The receipt: what the service recorded, each value copyable, and "Start another". */
export function ReceiptStep({
  headingRef,
  intro,
  rows,
  onReset,
  children,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  intro: string;
  rows: readonly DetailRow[];
  onReset: () => void;
  /** Shown at the top, before the record (a sell's deposit instructions, the quote). */
  children?: ReactNode;
}) {
  const { messages } = useRampUi();
  return (
    <div className="nr-step nr-receipt" data-slot="receipt">
      <StepHeading headingRef={headingRef}>{messages.receiptStepTitle}</StepHeading>
      <p className="nr-intro">{intro}</p>
      {children}
      <DetailList rows={rows.filter((row) => row.value).map((row) => ({ ...row, copy: true }))} />
      <div className="nr-actions" data-slot="actions">
        <button type="button" className="nr-button" onClick={onReset}>
          {messages.startAnother}
        </button>
      </div>
    </div>
  );
}
