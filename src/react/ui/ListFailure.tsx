import { useId } from 'react';
import { useRampUi } from './RampUi';

type ListFailureProps = {
  message: string;
  /** Asks for the list again; left out when only the site can mend it (a refused key). */
  onRetry?: () => void;
  /** Takes the element a field's focus lands on: "Try again" (described by the failure), or else the failure itself. */
  focusTarget?: (element: HTMLElement | null) => void;
};

/** A list that could not be loaded: what happened, said at once, and "Try again" unless only the site can mend it. */
export function ListFailure({ message, onRetry, focusTarget }: ListFailureProps) {
  const { messages } = useRampUi();
  const messageId = useId();
  const messageTakesFocus = focusTarget !== undefined && onRetry === undefined;
  return (
    <>
      <p id={messageId} role="alert" tabIndex={messageTakesFocus ? -1 : undefined} ref={messageTakesFocus ? focusTarget : undefined}>
        {message}
      </p>
      {onRetry && (
        <button ref={focusTarget} type="button" className="nr-button nr-button-secondary nr-inline" aria-describedby={messageId} onClick={onRetry}>
          {messages.tryAgain}
        </button>
      )}
    </>
  );
}
