import { useEffect, useState } from 'react';
import { useAnnounce } from './Announcer';
import { useRampUi } from './RampUi';

/** A button that copies one value and announces "Copied …" in the live region; `text` replaces the short "Copy". */
export function CopyButton({ value, label, field, text }: { value: string; label: string; field: string; text?: string }) {
  const { messages, emit } = useRampUi();
  const announce = useAnnounce();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      announce(messages.copied(label));
      emit({ field });
    } catch {
      // Clipboard access can be refused (insecure page, denied permission); the value stays visible to copy by hand.
    }
  };
  return (
    <button
      type="button"
      className={text ? 'nr-button nr-button-secondary nr-copy-prominent' : 'nr-copy'}
      data-state={copied ? 'copied' : 'idle'}
      aria-label={text ? undefined : messages.copyLabel(label)}
      onClick={copy}
    >
      {text ?? messages.copy}
    </button>
  );
}
