import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { RootInfo } from '../ui/headerSlot';
import { useRampUi } from '../ui/RampUi';
import { defaultDialogMessages } from '../messages/dialog';
import type { RampDialogMessages } from '../messages/dialog';

/** A request was sent once the widget has left `idle` (sending, checking, failed, done) or shows its receipt. */
export function wasSubmitted({ step, state }: Pick<RootInfo, 'step' | 'state'>): boolean {
  return step === 'receipt' || state !== 'idle';
}

type CloseControlProps = RootInfo & {
  /** The host's words for the dialog, over the widget's language's. */
  messages?: Partial<RampDialogMessages>;
  /** Closes the dialog. */
  onClose: () => void;
  /** Set to this control's close request, which Escape on the dialog calls too. */
  requestRef: RefObject<(() => void) | null>;
  /** Told the widget title's id, which names the dialog. */
  onTitle: (id: string) => void;
};

/**
 * The dialog's close button, drawn in the widget's header, and the question it asks first when a request
 * was sent: an alert dialog of its own, "Keep open" focused, which Escape answers with "Keep open".
 */
export function CloseControl({ titleId, step, state, messages: host, onClose, requestRef, onTitle }: CloseControlProps) {
  // Drawn inside the widget: its words are in the widget's language, under the host's.
  const messages = { ...defaultDialogMessages, ...useRampUi().messages.dialog, ...host };
  const confirm = useRef<HTMLDialogElement>(null);
  const questionId = useId();
  const submitted = wasSubmitted({ step, state });
  useEffect(() => {
    requestRef.current = () => (submitted ? confirm.current?.showModal() : onClose());
  });
  // Before paint, so the dialog is named from its first frame.
  useLayoutEffect(() => onTitle(titleId), [onTitle, titleId]);
  return (
    <>
      <button type="button" className="nr-dialog-close" data-slot="dialog-close" aria-label={messages.close} onClick={() => requestRef.current?.()}>
        <span aria-hidden="true">×</span>
      </button>
      <dialog
        ref={confirm}
        className="nr-dialog-confirm"
        data-slot="dialog-confirm"
        role="alertdialog"
        aria-labelledby={`${questionId}-title`}
        aria-describedby={`${questionId}-body`}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          event.stopPropagation();
          confirm.current?.close();
        }}
      >
        <h2 id={`${questionId}-title`} className="nr-dialog-confirm-title">
          {messages.confirmTitle}
        </h2>
        <p id={`${questionId}-body`} className="nr-dialog-confirm-body">
          {messages.confirmBody}
        </p>
        <div className="nr-actions">
          <button type="button" className="nr-button" onClick={() => confirm.current?.close()}>
            {messages.keepOpen}
          </button>
          <button
            type="button"
            className="nr-button nr-button-secondary"
            onClick={() => {
              confirm.current?.close();
              onClose();
            }}
          >
            {messages.confirmClose}
          </button>
        </div>
      </dialog>
    </>
  );
}
