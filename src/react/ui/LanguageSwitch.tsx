import { useId } from 'react';
import type { Language } from '../messages/languages';

/** Each language's name in itself, as the switch lists it. */
const NAMES: Record<Language, string> = { en: 'English', pcm: 'Pidgin', yo: 'Yorùbá', ha: 'Hausa', ig: 'Igbo' };

type LanguageSwitchProps = { language: Language; languages: readonly Language[]; label: string; onChoose: (language: Language) => void };

/**
 * The header's small language switch, each language named in itself. It is fetched only for a widget
 * that offers one, and imports nothing of the widget's (a chunk it shared would split the first paint).
 */
export function LanguageSwitch({ language, languages, label, onChoose }: LanguageSwitchProps) {
  const id = useId();
  return (
    <span className="nr-language">
      <label htmlFor={id} className="nr-visually-hidden">
        {label}
      </label>
      <select id={id} className="nr-language-select" data-slot="language" value={language} onChange={(event) => onChoose(event.target.value as Language)}>
        {languages.map((each) => (
          <option key={each} value={each} lang={each === 'en' ? 'en-NG' : each}>
            {NAMES[each]}
          </option>
        ))}
      </select>
    </span>
  );
}
