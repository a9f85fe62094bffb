import { useEffect, useRef, useState } from 'react';
import { useLaterUi } from '../ui/RampUi';
import { timeLeft, windowMark } from './timeLeft';

/**
 * The payment window's countdown: the time left, visible and on demand to a screen reader (a timer,
 * which is not read out as it ticks), and a polite word at each 5 minutes, the last minute and the end.
 */
export function PayWindow({ payBy }: { payBy: string }) {
  const { messages } = useLaterUi();
  const deadline = Date.parse(payBy);
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeft(deadline, now);
  useEffect(() => {
    if (left.over) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left.over]);

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
