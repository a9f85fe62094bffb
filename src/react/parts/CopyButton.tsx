import { useEffect, useState } from 'react';
import { useAnnounce } from './Announcer';
import { useRampUi } from './RampUi';

/** A button that copies one value and announces "Copied …" in the live region. */
export function CopyButton({ value, label, field }: { value: string; label: string; field: string }) {
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
    <button type="button" className="nr-copy" data-state={copied ? 'copied' : 'idle'} aria-label={messages.copyLabel(label)} onClick={copy}>
      {messages.copy}
    </button>
  );
}
