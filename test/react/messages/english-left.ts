import { NETWORK_LABELS } from '../../../src/core';
import { MOCK_BANKS, MOCK_LINK, MOCK_VENDORS } from '../../../src/mock/catalogue';
import { defaultMessages } from '../../../src/react/messages/defaults';
import { defaultDialogMessages } from '../../../src/react/messages/dialog';
import type { Catalogue } from '../../../src/react/messages/catalogue';
import { MESSAGE_SAMPLES } from './samples';

// Words, lower case; a run with a digit in it is an identifier (an address, a reference), not a word.
const words = (text: string) => (text.toLocaleLowerCase().match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu) ?? []).filter((word) => !/\p{N}/u.test(word));

export function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [];
  return value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [];
}

function worded(messages: Record<string, unknown>): string[] {
  return Object.entries(MESSAGE_SAMPLES).flatMap(([key, samples]) =>
    (samples as unknown[][]).map((args) => (messages[key] as (...a: unknown[]) => string)(...args)),
  );
}

// What the page shows that no catalogue words: people's and banks' names, networks, the business's name.
const DATA = [
  ...MOCK_VENDORS.flatMap((vendor) => [vendor.venderName, vendor.vendorBank]),
  ...MOCK_BANKS.map((bank) => bank.name),
  ...Object.values(MOCK_LINK),
  ...Object.values(NETWORK_LABELS),
  'Tansi Jones C-Chain USDT USDC NGN cNGN QR',
].flatMap(words);

const english = new Set([...[...texts(defaultMessages), ...texts(defaultDialogMessages), ...worded(defaultMessages as never)].flatMap(words)]);

/**
 * The words on screen that are English and not the language's: every word of the English texts that
 * the catalogue itself never uses (Pidgin shares many), nor the data shown (names, banks, networks), nor
 * the host's own texts (its `messages`).
 */
export function englishLeft(catalogue: Catalogue, shown: string, hostTexts: readonly string[] = []): string[] {
  const own = new Set([...texts(catalogue), ...texts(catalogue.dialog), ...worded(catalogue as never), ...DATA, ...hostTexts].flatMap(words));
  return [...new Set(words(shown).filter((word) => english.has(word) && !own.has(word)))];
}

/** Everything a person sees or hears in `root`: its text and the names given as attributes. */
export function shownIn(root: Element): string {
  const named = [...root.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap((element) =>
    ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [(root as HTMLElement).innerText, ...named].join('\n');
}
