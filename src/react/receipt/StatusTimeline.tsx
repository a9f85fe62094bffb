import type { TransactionStatus } from '../../core';
import { useLaterUi } from '../ui/RampUi';
import type { RampFlow } from '../config/types';

type Stage = 'done' | 'current' | 'upcoming' | 'failed';

function stagesOf(status: TransactionStatus): [Stage, Stage, Stage] {
  if (status === 'completed') return ['done', 'done', 'done'];
  if (status === 'failed') return ['done', 'failed', 'upcoming'];
  return ['done', 'current', 'upcoming'];
}

/** Request received → payment confirmed → stablecoin sent (or the sell equivalents), each stage marked. */
export function StatusTimeline({ flow, status }: { flow: RampFlow; status: TransactionStatus }) {
  const { messages } = useLaterUi();
  const stages = stagesOf(status);
  return (
    <ol className="nr-timeline" data-slot="timeline">
      {messages.timeline[flow].map((label, index) => {
        const stage = stages[index] as Stage;
        // A stage under way is worded as under way: "Payment confirmed" is said only once it is.
        const words = stage === 'current' ? messages.timelineCurrent[flow] : label;
        return (
          <li key={label} className="nr-timeline-item" data-state={stage} aria-current={stage === 'current' ? 'step' : undefined}>
            <span className="nr-timeline-mark" aria-hidden="true" />
            <span>{words}</span>
            {stage !== 'upcoming' && <span className="nr-visually-hidden">{` (${stageWord(stage, messages.statusLabels)})`}</span>}
          </li>
        );
      })}
    </ol>
  );
}

function stageWord(stage: Stage, labels: Record<'pending' | 'completed' | 'failed', string>): string {
  return stage === 'done' ? labels.completed : stage === 'failed' ? labels.failed : labels.pending;
}
