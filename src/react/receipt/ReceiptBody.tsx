import { useEffect, useRef } from 'react';
import { isTerminalStatus } from '../../core';
import { useAnnounce } from '../ui/Announcer';
import { DetailList } from '../ui/DetailList';
import { ReferenceBlock } from '../ui/ReferenceBlock';
import { useLaterUi } from '../ui/RampUi';
import { useRetryFocus } from '../ui/useRetryFocus';
import type { SupportChannel } from '../config/support';
import type { RampFlow } from '../config/types';
import { SupportContact } from '../ui/SupportContact';
import type { ReceiptStatus } from '../flow/types';
import type { ReceiptContent } from './content';
import { StatusTimeline } from './StatusTimeline';

/** The state the chip shows: the transaction's status, or where the lookup stands when none is known. */
function chipState(status: ReceiptStatus<unknown>): 'pending' | 'completed' | 'failed' | 'checking' | 'not_found' {
  if (status.status) return status.status;
  return status.lookup === 'not_found' ? 'not_found' : 'checking';
}

/**
 * The receipt as a status page: chip, plain sentence, timeline, the reference to copy (with how to ask
 * about a request not completed), what was sent and where, and the rest in details.
 */
export function ReceiptBody({ flow, status, content, support }: { flow: RampFlow; status: ReceiptStatus<unknown>; content: ReceiptContent; support: SupportChannel | undefined }) {
  const { messages } = useLaterUi();
  const announce = useAnnounce();
  const state = chipState(status);
  const known = status.status;
  const sentence = known ? messages.statusSentence(flow, known) : state === 'not_found' ? messages.notFound(content.reference) : messages.checkingStatus;

  // A change is said once, politely; the state the page opened with is not.
  const shown = useRef(state);
  useEffect(() => {
    if (shown.current === state) return;
    shown.current = state;
    announce(messages.statusAnnouncement(messages.statusLabels[state], sentence));
  }, [announce, messages, sentence, state]);

  const stale = status.lookup === 'failing' || (state === 'not_found' && known === undefined);
  // "Check again" goes once the lookup answers: focus that was on it goes to the status it brought.
  const chip = useRef<HTMLParagraphElement>(null);
  const checkAgain = useRetryFocus(!stale, status.refresh, () => chip.current?.focus());
  return (
    <div className="nr-receipt-body" data-slot="receipt-status" data-status={state}>
      <p ref={chip} tabIndex={-1} className="nr-status" data-state={state}>
        <span className="nr-visually-hidden">{`${messages.status}: `}</span>
        {messages.statusLabels[state]}
      </p>
      <p className="nr-intro">{sentence}</p>
      {status.lookup === 'failing' && <p className="nr-hint">{messages.lookupFailing}</p>}
      {known && <StatusTimeline flow={flow} status={known} />}
      {content.reference && <ReferenceBlock reference={content.reference} />}
      {/* A request not completed: how to ask about it, with the reference to quote. */}
      {known !== undefined && isTerminalStatus(known) && known !== 'completed' && <SupportContact reference={content.reference} support={support} />}
      {content.summary.length > 0 && <DetailList rows={content.summary} />}
      {content.details.length + content.settlement.length > 0 && (
        <details className="nr-more" data-slot="more-details">
          <summary>{messages.moreDetails}</summary>
          <DetailList rows={content.details} />
          {content.settlement.length > 0 && (
            <>
              <p className="nr-hint">{messages.settlementNote}</p>
              <DetailList rows={content.settlement} />
            </>
          )}
        </details>
      )}
      {stale && (
        <button type="button" className="nr-button nr-button-secondary nr-inline" onClick={checkAgain}>
          {messages.checkAgain}
        </button>
      )}
    </div>
  );
}
