import { useId } from 'react';
import type { ReactNode, RefObject } from 'react';

type Props = {
  /** The question: it takes focus while asked (`useAskFirst`'s `question` ref). */
  question: ReactNode;
  questionRef: RefObject<HTMLParagraphElement | null>;
  slot: string;
  className?: string;
  /** What the person should know before answering: what stays, what is lost, anything to keep. */
  children: ReactNode;
  /** Keeping things as they are: the first answer, never the primary one. */
  keep: { text: ReactNode; onClick: () => void };
  /** The answers that act, after it; the last is the primary one. */
  answers: ReactNode;
};

/** A question asked in place before a step that cannot be undone (see `useAskFirst`), as a labelled group. */
export function AskFirstQuestion({ question, questionRef, slot, className = 'nr-confirm', children, keep, answers }: Props) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className={className} data-slot={slot}>
      <p id={id} ref={questionRef} tabIndex={-1} className="nr-alert-title">
        {question}
      </p>
      {children}
      <div className="nr-actions">
        <button type="button" className="nr-button nr-button-secondary" onClick={keep.onClick}>
          {keep.text}
        </button>
        {answers}
      </div>
    </div>
  );
}
