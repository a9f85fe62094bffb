import { useEffect, useRef } from 'react';

/**
 * A "Try again" or "Check again" button that goes away once what it asked for arrives. Focus that was
 * on it (a keyboard user's) would fall to the page, where Tab starts again from the top: `focus` moves
 * it where the answer is instead. Focus the person has moved elsewhere meanwhile stays where they put it.
 */
export function useRetryFocus(arrived: boolean, retry: () => void, focus: () => void): () => void {
  const retried = useRef(false);
  useEffect(() => {
    if (!arrived || !retried.current) return;
    retried.current = false;
    if (document.activeElement === document.body) focus();
  });
  return () => {
    retried.current = true;
    retry();
  };
}
