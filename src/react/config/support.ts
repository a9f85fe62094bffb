/** The host's support channel as the widget links to it: where the link goes and the text it shows. */
export type SupportChannel = { kind: 'url' | 'email' | 'phone'; href: string; text: string };

/**
 * Reads the `support` option: a web address (`https://…`), an email address or a phone number (seven
 * digits or more), each shown as it was given and linked (`mailto:`, `tel:`). Anything else is refused,
 * naming the option, rather than shown as a link that goes nowhere.
 */
export function readSupport(value: string | undefined): SupportChannel | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^https?:\/\/[^\s/?#]+\.[^\s]+$/i.test(text)) return { kind: 'url', href: text, text };
  if (/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(text)) return { kind: 'email', href: `mailto:${text}`, text };
  if (/^\+?[\d\s().-]+$/.test(text) && text.replace(/\D/g, '').length >= 7) return { kind: 'phone', href: `tel:${text.replace(/[^\d+]/g, '')}`, text };
  throw new Error(`naira-ramp: support must be a web address (https://…), an email address or a phone number; got "${text}".`);
}
