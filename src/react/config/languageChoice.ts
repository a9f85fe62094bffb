import { useSyncExternalStore } from 'react';
import { sessionStore } from '../storage/kept';
import type { Language } from '../messages/languages';

const KEY = 'naira-ramp:language';
const listeners = new Set<() => void>();
// The tab's pick, read from sessionStorage once and kept here too, so a page whose storage is refused still switches.
let chosen: string | null | undefined;

// Reached while rendering in the browser only: a server render takes the server snapshot.
const current = () => (chosen === undefined ? (chosen = sessionStore()?.getItem(KEY) ?? null) : chosen);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Remembers the language picked in a widget's switch for this tab, and shows it in every widget of the page. */
export function chooseLanguage(language: Language): void {
  chosen = language;
  try {
    sessionStore()?.setItem(KEY, language);
  } catch {
    // Storage refused: the pick lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

const none = () => null;

/**
 * The language picked in this tab, as stored (the caller takes it only when it is one of the languages
 * offered); a server render has none. Read only for a widget with a switch (`switchable`): one without
 * never touches storage while rendering, whose first use in a page waits on the browser.
 */
export function useChosenLanguage(switchable: boolean): string | null {
  return useSyncExternalStore(subscribe, switchable ? current : none, none);
}
