import { useEffect, useRef } from 'react';

/**
 * A "Try again" or "Check again" button that goes away while what it asked for is on its way, or once
 * it arrives. Focus that was on it (a keyboard user's) would fall to the page, where Tab starts again
 * from the top: once `answered` (a list's request has settled, arrived or failed again; a status is no
 * longer stale), `focus` moves it where the answer is (the list, a new "Try again", the status) instead.
 * Focus the person has moved elsewhere meanwhile stays where they put it.
 */
export function useRetryFocus(answered: boolean, retry: () => void, focus: () => void): () => void {
  const retried = useRef(false);
  useEffect(() => {
    if (!answered || !retried.current) return;
    retried.current = false;
    if (document.activeElement === document.body) focus();
  });
  return () => {
    retried.current = true;
    retry();
  };
}
