/** The host's support channel as the widget links to it: where the link goes and the text it shows. */
export type SupportChannel = { kind: 'url' | 'email' | 'phone'; href: string; text: string };

/** The address as a URL, or undefined when it is not one. */
function webAddress(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const PHONE = /^\+?[\d\s().-]{7,20}$/;

/**
 * Reads the `support` option: a web address (`https://…`), an email address or a phone number, each
 * shown as it was given and linked (`mailto:`, `tel:`). Anything else is refused, naming the option,
 * rather than shown as a link that goes nowhere.
 */
export function readSupport(value: string | undefined): SupportChannel | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const url = /^https?:\/\//i.test(text) ? webAddress(text) : undefined;
  if (url) return { kind: 'url', href: url.href, text };
  if (EMAIL.test(text)) return { kind: 'email', href: `mailto:${text}`, text };
  if (PHONE.test(text) && (text.match(/\d/g)?.length ?? 0) >= 7) return { kind: 'phone', href: `tel:${text.replace(/[^\d+]/g, '')}`, text };
  throw new Error(`naira-ramp: support must be a web address (https://…), an email address or a phone number; got "${text}".`);
}
