import { useEffect, useRef } from 'react';
import type { RampError } from '../../core';
import { describeError } from './describeError';
import { useRampUi } from './RampUi';

/**
 * The submission error in plain words, with "Try again" only when the same request may safely go
 * again, and "Start a new request" when its reference cannot be used again and it is not a transfer made.
 */
export function ErrorAlert({
  error,
  recovery,
  onRetry,
  onStartNew,
  busy,
}: {
  error: RampError | null;
  /** What the flow offers for it (a transfer made is never given a new reference). */
  recovery: 'retry' | 'new_request' | null;
  onRetry: () => void;
  onStartNew: () => void;
  busy: boolean;
}) {
  const { messages } = useRampUi();
  const alert = useRef<HTMLDivElement>(null);
  // Each new failure is brought to the person and takes focus (scrolled into view by focusing it), unless it
  // names fields: then focus goes to the first of them, on its step.
  const namesFields = Object.keys(error?.fields ?? {}).length > 0;
  useEffect(() => {
    if (error && !namesFields) alert.current?.focus();
  }, [error, namesFields]);
  if (!error) return null;
  const action =
    recovery === 'retry' ? { label: messages.tryAgain, run: onRetry } : recovery === 'new_request' ? { label: messages.startNew, run: onStartNew } : undefined;
  return (
    <div ref={alert} tabIndex={-1} className="nr-alert" role="alert" data-slot="error" data-code={error.code}>
      <p className="nr-alert-title">{messages.errorTitle}</p>
      <p>{describeError(error, messages, recovery === 'new_request')}</p>
      {action && (
        <button type="button" className="nr-button nr-button-secondary nr-inline" onClick={action.run} aria-disabled={busy || undefined}>
          {action.label}
        </button>
      )}
    </div>
  );
}
