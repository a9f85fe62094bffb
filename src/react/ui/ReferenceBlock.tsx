import { CopyButton } from './CopyButton';
import { Grouped } from './Grouped';
import { useLaterUi } from './RampUi';

/** The reference a person quotes to the business, exactly as sent, with the one prominent "Copy reference". */
export function ReferenceBlock({ reference }: { reference: string }) {
  const { messages } = useLaterUi();
  return (
    <div className="nr-reference" data-slot="reference">
      <p>
        <span className="nr-reference-label">{messages.reference}</span>
        <span className="nr-reference-value">
          <Grouped value={reference} reference />
        </span>
      </p>
      <CopyButton value={reference} label={messages.reference} field="reference" text={messages.copyReference} />
    </div>
  );
}
