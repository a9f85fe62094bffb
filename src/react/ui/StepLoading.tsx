import { useRampUi } from './RampUi';

/**
 * Stands in for a step whose code has not arrived yet. It is fetched as soon as the widget mounts, so
 * this is rarely seen; the step's heading takes focus when it comes.
 */
export function StepLoading() {
  const { messages } = useRampUi();
  return (
    <div className="nr-step" data-slot="step" aria-busy="true">
      <p className="nr-intro">{messages.loading}</p>
    </div>
  );
}
