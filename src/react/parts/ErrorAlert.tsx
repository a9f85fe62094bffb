import type { RampError } from '../../core';
import { describeError, isRetryable } from '../errors';
import { useRampUi } from './RampUi';

/** The submission error in plain words, with "Try again" when trying the same request again can help. */
export function ErrorAlert({ error, onRetry, busy }: { error: RampError | null; onRetry: () => void; busy: boolean }) {
  const { messages } = useRampUi();
  if (!error) return null;
  return (
    <div className="nr-alert" role="alert" data-slot="error" data-code={error.code}>
      <p className="nr-alert-title">{messages.errorTitle}</p>
      <p>{describeError(error, messages)}</p>
      {isRetryable(error) && (
        <button type="button" className="nr-button nr-button-secondary nr-inline" onClick={onRetry} aria-disabled={busy || undefined}>
          {messages.tryAgain}
        </button>
      )}
    </div>
  );
}
