import { lazyModule } from '../hooks/lazyModule';
import type { Catalogue } from './catalogue';

/** The languages the widget speaks: English (Nigeria) is in its first bundle, the others load when chosen. */
export const LANGUAGES = ['en', 'pcm', 'yo', 'ha', 'ig'] as const;

/** A language the widget has a catalogue for, by its BCP 47 language subtag. */
export type Language = (typeof LANGUAGES)[number];

const subtagOf = (locale: string | undefined) => locale?.split(/[-_]/)[0]?.toLowerCase();

/** The catalogue a locale picks: its language subtag (`pcm-NG` → `pcm`), else English. */
export function languageOf(locale: string | undefined): Language {
  const subtag = subtagOf(locale);
  return LANGUAGES.find((language) => language === subtag) ?? 'en';
}

/**
 * The language tag of what is shown (the root's `lang`, and how dates are written): the host's locale
 * when it is of that language (`yo-NG`, `en-GB`), else the language itself (`en-NG` for English).
 */
export function tagOf(language: Language, locale: string | undefined): string {
  return subtagOf(locale) === language ? locale!.replace('_', '-') : language === 'en' ? 'en-NG' : language;
}

/** The catalogues other than English, each a chunk of its own that loads only when its language is chosen. */
export const CATALOGUES: Record<Exclude<Language, 'en'>, ReturnType<typeof lazyModule<{ catalogue: Catalogue }>>> = {
  pcm: lazyModule(() => import('./catalogues/pcm')),
  yo: lazyModule(() => import('./catalogues/yo')),
  ha: lazyModule(() => import('./catalogues/ha')),
  ig: lazyModule(() => import('./catalogues/ig')),
};
