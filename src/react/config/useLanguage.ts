import { useEffect, useMemo, useState } from 'react';
import { CATALOGUES, languageOf, tagOf } from '../messages/languages';
import type { Language } from '../messages/languages';
import type { Catalogue } from '../messages/catalogue';
import { useChosenLanguage } from './languageChoice';

/** What a widget shows: a language and its catalogue (none for English, whose strings are in the first bundle). */
type Shown = { language: Language; catalogue?: Catalogue };

/** The language a widget shows, its catalogue, and the languages its switch offers. */
export type LanguageState = Shown & {
  /** The shown language's tag: the root's `lang` and how dates are written. */
  tag: string;
  /** The switch's languages, or undefined when there is no switch. */
  offered?: readonly Language[];
  /** True while the first catalogue is on its way: nothing is shown meanwhile, rather than English first. */
  waiting: boolean;
};

/**
 * The language of `locale` (`pcm-NG` → `pcm` → English); with two or more `languages` offered, the one
 * picked in this tab's switch, else the locale's when it is offered, else the first offered. Its catalogue
 * starts loading as the widget mounts, and only that one; after a switch the widget keeps its language
 * until the new one has arrived. A catalogue that cannot load leaves the widget in English (the next
 * mount asks again).
 */
export function useLanguage(locale: string | undefined, languages: readonly string[] | undefined): LanguageState {
  // The key keeps a new array literal with the same languages from counting as a change.
  const key = languages?.map(languageOf).join();
  const offered = useMemo(() => {
    const distinct = [...new Set(key?.split(','))] as Language[];
    return distinct.length > 1 ? distinct : undefined;
  }, [key]);
  const chosen = useChosenLanguage(offered !== undefined);
  const own = languageOf(locale);
  const wanted = !offered ? own : ([chosen, own].find((language) => offered.includes(language as Language)) as Language | undefined) ?? offered[0]!;
  const module = wanted === 'en' ? undefined : CATALOGUES[wanted];
  // Which catalogue has settled (arrived or failed), to render again then.
  const [settled, settle] = useState<typeof module>();
  useEffect(() => {
    if (module && !module.loaded()) module.load().then(() => settle(module), () => settle(module));
  }, [module]);
  const loaded = module?.loaded();
  const ready: Shown | undefined = !module || loaded ? { language: wanted, catalogue: loaded?.catalogue } : settled === module ? { language: 'en' } : undefined;
  // The last language shown, kept on screen while a newly picked one loads.
  const [shown, setShown] = useState(ready);
  // (One language has one catalogue: comparing languages is enough.)
  if (ready && ready.language !== shown?.language) setShown(ready);
  const now = ready ?? shown ?? { language: wanted };
  return { ...now, tag: tagOf(now.language, locale), offered, waiting: !(ready ?? shown) };
}
