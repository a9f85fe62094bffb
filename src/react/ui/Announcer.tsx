import { createContext, useCallback, useContext, useState } from 'react';
import type { ReactNode } from 'react';

const AnnounceContext = createContext<(message: string) => void>(() => {});

/** Says a message through the widget's polite live region. */
export function useAnnounce(): (message: string) => void {
  return useContext(AnnounceContext);
}

/** Holds the widget's one polite live region (progress, submission, "Copied") and lets parts speak through it. */
export function Announcer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState({ text: '', count: 0 });
  // The count alternates a trailing no-break space so the same words said twice still change the region.
  const announce = useCallback((text: string) => setMessage((last) => ({ text, count: last.count + 1 })), []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div className="nr-visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-slot="live-region">
        {message.text ? `${message.text}${message.count % 2 ? '\u00a0' : ''}` : ''}
      </div>
    </AnnounceContext.Provider>
  );
}
