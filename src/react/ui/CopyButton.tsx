import { useEffect, useState } from 'react';
import { useAnnounce } from './Announcer';
import { useLaterUi } from './RampUi';

/**
 * A button that copies one value: it reads "Copied" for a moment and says so in the live region;
 * when the browser refuses the clipboard it says so plainly and the value stays there to select.
 * `text` replaces the short "Copy" (the receipt's prominent "Copy reference").
 */
export function CopyButton({ value, label, field, text }: { value: string; label: string; field: string; text?: string }) {
  const { messages, emit } = useLaterUi();
  const announce = useAnnounce();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
      announce(messages.copied(label));
      emit({ field });
    } catch {
      // Refused on an insecure page or by a denied permission: say so rather than fail silently.
      setState('failed');
      announce(messages.copyFailed);
    }
  };
  const copied = state === 'copied';
  return (
    <>
      <button
        type="button"
        className={text ? 'nr-button nr-button-secondary nr-copy-prominent' : 'nr-copy'}
        data-state={state}
        aria-label={copied ? messages.copied(label) : text ? undefined : messages.copyLabel(label)}
        onClick={copy}
      >
        {/* Both words lie in one cell, the one not shown hidden, so the button keeps its width and nothing beside it re-wraps. */}
        <span aria-hidden={copied}>{text ?? messages.copy}</span>
        <span aria-hidden={!copied}>{messages.copiedShort}</span>
      </button>
      {state === 'failed' && <span className="nr-copy-failed">{messages.copyFailed}</span>}
    </>
  );
}
