import { useCallback, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * The ref of a part that can go while the person is in it (a sale's deposit instructions once the sale
 * settles, the vendor's account once the payment window closes). Focus in it would fall to the page as
 * it goes, where Tab starts again from the top: it goes to `target` instead. Focus anywhere else stays
 * where it is. React calls the ref with null as the part leaves, before its elements are removed (in
 * React 18 and 19 alike).
 */
export function useFocusOnLeave<T extends HTMLElement>(target: RefObject<HTMLElement | null>): (node: T | null) => void {
  const part = useRef<T | null>(null);
  return useCallback(
    (node: T | null) => {
      const leaving = node ? null : part.current;
      part.current = node;
      // Asked of the part's own root: in a shadow root (the custom elements) the document's active element is the host.
      if (leaving?.contains((leaving.getRootNode() as Document | ShadowRoot).activeElement)) target.current?.focus();
    },
    [target],
  );
}
