import { useId } from 'react';
import { useRampUi } from '../parts/RampUi';

/** A value the host locked, shown read-only with a note saying so. */
export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  const { messages } = useRampUi();
  const id = useId();
  return (
    <div className="nr-field" data-slot="field" data-locked="">
      <label className="nr-label" htmlFor={id}>
        {label}
      </label>
      <p id={`${id}-hint`} className="nr-hint">
        {messages.lockedHint}
      </p>
      <input id={id} type="text" className="nr-input" value={value} readOnly aria-describedby={`${id}-hint`} />
    </div>
  );
}
