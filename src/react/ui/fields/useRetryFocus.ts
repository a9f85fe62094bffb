import { useCallback, useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';

/**
 * "Try again" for a list a field needs. The button goes away when the list arrives, and focus that was
 * on it (a keyboard user's) would fall to the page, where Tab starts again from the top: it goes to
 * `field` instead. Focus the person has moved elsewhere meanwhile stays where they put it.
 */
export function useRetryFocus(field: string, arrived: boolean, retry: () => void): () => void {
  const { setFocus } = useFormContext();
  const retried = useRef(false);
  useEffect(() => {
    if (!arrived || !retried.current) return;
    retried.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) setFocus(field);
  }, [arrived, field, setFocus]);
  return useCallback(() => {
    retried.current = true;
    retry();
  }, [retry]);
}
