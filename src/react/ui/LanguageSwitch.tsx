import { useId } from 'react';
import { chooseLanguage } from '../config/languageChoice';
import { LANGUAGE_NAMES, tagOf } from '../messages/languages';
import type { Language } from '../messages/languages';

/** The header's small language switch: each language named in itself; the pick holds for the tab. */
export function LanguageSwitch({ language, languages, label }: { language: Language; languages: readonly Language[]; label: string }) {
  const id = useId();
  return (
    <span className="nr-language">
      <label htmlFor={id} className="nr-visually-hidden">
        {label}
      </label>
      <select id={id} className="nr-language-select" data-slot="language" value={language} onChange={(event) => chooseLanguage(event.target.value as Language)}>
        {languages.map((each) => (
          <option key={each} value={each} lang={tagOf(each, undefined)}>
            {LANGUAGE_NAMES[each]}
          </option>
        ))}
      </select>
    </span>
  );
}
