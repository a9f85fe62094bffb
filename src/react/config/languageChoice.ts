import { useSyncExternalStore } from 'react';
import { sessionStore } from '../flow/resume/store';
import { languageOf } from '../messages/languages';
import type { Language } from '../messages/languages';

const KEY = 'naira-ramp:language';
const listeners = new Set<() => void>();
// The tab's choice, read from sessionStorage once; kept here too, so a page whose storage is refused still switches.
let chosen: Language | undefined | null = null;

function current(): Language | undefined {
  if (chosen === null) {
    let stored: string | null | undefined;
    try {
      stored = sessionStore()?.getItem(KEY);
    } catch {
      stored = undefined;
    }
    chosen = stored ? languageOf(stored) : undefined;
  }
  return chosen;
}

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
    // Storage refused: the choice lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

/** The language picked in this tab, read only where a switch is offered; a server render has none. */
export function useChosenLanguage(offered: boolean): Language | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (offered ? current() : undefined),
    () => undefined,
  );
}
