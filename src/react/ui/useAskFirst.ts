import { useEffect, useRef, useState } from 'react';

/**
 * A question asked in place before a step that cannot be undone: while asking, focus is on the question;
 * when the person keeps things as they are, focus returns to the button that asked.
 */
export function useAskFirst() {
  const [asking, setAsking] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (asking) question.current?.focus();
    else if (opened.current) opener.current?.focus();
    opened.current = asking;
  }, [asking]);
  return { asking, ask: () => setAsking(true), keep: () => setAsking(false), question, opener };
}
