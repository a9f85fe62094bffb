import type { TransactionStatus } from '../../core';
import { useLaterUi } from '../ui/RampUi';
import type { RampFlow } from '../config/types';

type Stage = 'done' | 'current' | 'upcoming' | 'failed' | 'missed';

/** Only what happened is marked done: a request not completed failed at its middle stage, and the last did not happen. */
function stagesOf(status: TransactionStatus): [Stage, Stage, Stage] {
  if (status === 'completed') return ['done', 'done', 'done'];
  if (status === 'failed') return ['done', 'failed', 'missed'];
  return ['done', 'current', 'upcoming'];
}

/**
 * Request received → payment confirmed → stablecoin sent (or the sell equivalents). Each stage is worded
 * for what happened to it ("Payment not confirmed", not "Payment confirmed" beside a red mark) and says
 * its state in visible words, so neither colour nor a screen reader alone carries it.
 */
export function StatusTimeline({ flow, status }: { flow: RampFlow; status: TransactionStatus }) {
  const { messages } = useLaterUi();
  const stages = stagesOf(status);
  return (
    <ol className="nr-timeline" data-slot="timeline">
      {messages.timeline[flow].map((label, index) => {
        const stage = stages[index] as Stage;
        const missed = index > 0 ? messages.timelineMissed[flow][index - 1] : undefined;
        const words = stage === 'current' ? messages.timelineCurrent[flow] : (stage === 'failed' || stage === 'missed') && missed ? missed : label;
        return (
          <li key={label} className="nr-timeline-item" data-state={stage} aria-current={stage === 'current' ? 'step' : undefined}>
            <span className="nr-timeline-mark" aria-hidden="true" />
            <span className="nr-timeline-words">{words}</span>
            <span className="nr-timeline-state">{messages.stageWords[stage]}</span>
          </li>
        );
      })}
    </ol>
  );
}
