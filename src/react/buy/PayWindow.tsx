import { useEffect, useRef, useState } from 'react';
import { useLaterUi } from '../ui/RampUi';
import { timeLeft, windowMark } from './timeLeft';
import type { TimeLeft } from './timeLeft';

/** What is left of the payment window closing at `payBy` (ISO time), ticking each second until it is over; undefined without a window. */
export function useTimeLeft(payBy: string | undefined): TimeLeft | undefined {
  const deadline = payBy ? Date.parse(payBy) : NaN;
  const [now, setNow] = useState(() => Date.now());
  const left = Number.isNaN(deadline) ? undefined : timeLeft(deadline, now);
  const over = left?.over ?? true;
  useEffect(() => {
    // No window, nothing to count: the step is not rendered again for a clock it does not show.
    if (Number.isNaN(deadline)) return;
    const tick = () => setNow(Date.now());
    // At once for a new window: the tick stopped when the last one ran out.
    const first = setTimeout(tick);
    const timer = over ? undefined : setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [over, deadline]);
  return left;
}

/**
 * The payment window's countdown: the time left, visible and on demand to a screen reader (a timer,
 * which is not read out as it ticks), and a polite word at each 5 minutes, the last minute and the end.
 */
export function PayWindow({ left }: { left: TimeLeft }) {
  const { messages } = useLaterUi();
  const mark = windowMark(left);
  const [said, setSaid] = useState('');
  // The mark the window opened on is not said: the step's own announcement is being read then.
  const lastMark = useRef(mark);
  useEffect(() => {
    if (mark === undefined || mark === lastMark.current) return;
    lastMark.current = mark;
    setSaid(mark === 'over' ? messages.payWindowOver : messages.payWindowLeft(mark));
  }, [mark, messages]);

  return (
    <div className="nr-pay-window" data-slot="pay-window">
      <p className="nr-countdown" role="timer" data-state={left.over ? 'over' : 'running'}>
        {left.over ? messages.payWindowOver : messages.payWindow(left.time)}
      </p>
      <p className="nr-visually-hidden" role="status">
        {said}
      </p>
    </div>
  );
}
