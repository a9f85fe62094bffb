import type { RampError } from '../../core';
import { describeError, recoveryOf } from '../flow/errors';
import { useRampUi } from './RampUi';

/**
 * The submission error in plain words, with "Try again" only when the same request may safely go
 * again, and "Start a new request" when it may have gone through.
 */
export function ErrorAlert({
  error,
  onRetry,
  onStartNew,
  busy,
}: {
  error: RampError | null;
  onRetry: () => void;
  onStartNew: () => void;
  busy: boolean;
}) {
  const { messages } = useRampUi();
  if (!error) return null;
  const recovery = recoveryOf(error);
  const action =
    recovery === 'retry' ? { label: messages.tryAgain, run: onRetry } : recovery === 'new_request' ? { label: messages.startNew, run: onStartNew } : undefined;
  return (
    <div className="nr-alert" role="alert" data-slot="error" data-code={error.code}>
      <p className="nr-alert-title">{messages.errorTitle}</p>
      <p>{describeError(error, messages)}</p>
      {action && (
        <button type="button" className="nr-button nr-button-secondary nr-inline" onClick={action.run} aria-disabled={busy || undefined}>
          {action.label}
        </button>
      )}
    </div>
  );
}
