import { useEffect, useMemo, useState } from 'react';
import { CATALOGUES, languageOf, tagOf } from '../messages/languages';
import type { Language } from '../messages/languages';
import type { Catalogue } from '../messages/types';
import { useChosenLanguage } from './languageChoice';

/** What a widget shows: a language and its catalogue (none for English, whose strings are in the first bundle). */
type Shown = { language: Language; catalogue?: Catalogue };

/** The language a widget shows, its catalogue, and the languages its switch offers. */
export type LanguageState = Shown & {
  /** The shown language's tag: the root's `lang` and how dates are written. */
  tag: string;
  /** The switch's languages (the allow-list's, with the shown one), or undefined when there is no switch. */
  offered?: readonly Language[];
  /** True while the first catalogue is on its way: nothing is shown meanwhile, rather than English first. */
  waiting: boolean;
};

/**
 * The language of `locale` (`pcm-NG` → `pcm` → English), or the one picked in this tab's switch when the
 * host offers it in `languages`. Its catalogue starts loading as the widget mounts, and only that one;
 * after a switch the widget keeps its language until the new one has arrived. A catalogue that cannot
 * load leaves the widget in English (the next mount asks again).
 */
export function useLanguage(locale: string | undefined, languages: readonly string[] | undefined): LanguageState {
  // The key keeps a new array literal with the same languages from counting as a change.
  const key = languages?.map(languageOf).join();
  const allowed = useMemo(() => (key ? [...new Set(key.split(','))] : []) as Language[], [key]);
  const chosen = useChosenLanguage(allowed.length > 1);
  const wanted = chosen && allowed.includes(chosen) ? chosen : languageOf(locale);
  const module = wanted === 'en' ? undefined : CATALOGUES[wanted];
  const [failed, setFailed] = useState<typeof module>();
  const [, setArrived] = useState<typeof module>();
  useEffect(() => {
    if (!module || module.loaded()) return;
    let live = true;
    module.load().then(
      () => live && setArrived(module),
      () => live && setFailed(module),
    );
    return () => {
      live = false;
    };
  }, [module]);
  const loaded = module?.loaded();
  const ready: Shown | undefined = !module ? { language: wanted } : loaded ? { language: wanted, catalogue: loaded.catalogue } : failed === module ? { language: 'en' } : undefined;
  // The last language shown, kept on screen while a newly picked one loads.
  const [shown, setShown] = useState(ready);
  if (ready && (ready.language !== shown?.language || ready.catalogue !== shown.catalogue)) setShown(ready);
  const now = ready ?? shown;
  const offered = useMemo(() => (allowed.length > 1 ? [...new Set([...allowed, now?.language ?? wanted])] : undefined), [allowed, now?.language, wanted]);
  return { language: now?.language ?? wanted, catalogue: now?.catalogue, tag: tagOf(now?.language ?? wanted, locale), offered, waiting: !now };
}
