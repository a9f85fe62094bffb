import { useEffect, useState } from 'react';
import { formatDateTime } from '../receipt/content';
import { useLaterUi } from '../ui/RampUi';

/** True once `iso` has passed; a timer flips it at that moment (at once for a time already past). */
function usePassed(iso: string | undefined): boolean {
  const at = iso ? Date.parse(iso) : NaN;
  const [passedAt, setPassedAt] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (Number.isNaN(at)) return;
    const timer = setTimeout(() => setPassedAt(at), Math.min(Math.max(0, at - Date.now()), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [at]);
  return passedAt === at;
}

/**
 * Until when the coins are expected: the service's deadline (and, once it has passed, that the person
 * should ask before sending), and until when the estimate holds, from its quote (once passed, that it
 * held until then and what arrives may differ). Only what the service
 * or the quote said; with neither, nothing.
 */
export function DepositDeadline({ by, estimateUntil }: { by: string | undefined; estimateUntil: string | undefined }) {
  const { messages, locale } = useLaterUi();
  const passed = usePassed(by);
  const estimateOver = usePassed(estimateUntil);
  const deadline = formatDateTime(by, locale);
  const estimate = formatDateTime(estimateUntil, locale);
  if (!deadline && !estimate) return null;
  return (
    <div className="nr-deposit-deadline" data-slot="deposit-deadline">
      {deadline && <p className={passed ? 'nr-deposit-warning' : undefined}>{passed ? messages.depositByPassed(deadline) : messages.depositBy(deadline)}</p>}
      {estimate && <p className="nr-hint">{estimateOver ? messages.estimatePassed(estimate) : messages.estimateUntil(estimate)}</p>}
    </div>
  );
}
