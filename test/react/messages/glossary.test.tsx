import { describe, expect, it } from 'vitest';
import { GLOSSARY_TERMS } from '../../../src/react/messages/catalogues/glossary';
import { defaultMessages } from '../../../src/react/messages/defaults';
import { defaultDialogMessages } from '../../../src/react/messages/dialog';
import { SHIPPED } from './catalogues';
import type { Shipped } from './catalogues';
import { RULE_CASES } from './rule-cases';
import { MESSAGE_SAMPLES } from './samples';

/** An English text and its translation; `english` leaves out what the arguments put in (a field's label passed in is the caller's). */
type Pair = { where: string; english: string; ours: string };

const flat = (text: unknown): string[] => (typeof text === 'string' ? [text] : Object.values(text as object).flatMap(flat));

/** Every English text beside its translation: plain texts, each worded message for its samples, the rules' texts and the dialog's. */
function pairs({ catalogue }: Shipped): Pair[] {
  const english = defaultMessages as unknown as Record<string, unknown>;
  const ours = catalogue as unknown as Record<string, unknown>;
  const all: Pair[] = [];
  for (const [key, value] of Object.entries(english)) {
    if (typeof value === 'function') {
      for (const args of MESSAGE_SAMPLES[key as keyof typeof MESSAGE_SAMPLES] as unknown[][]) {
        const said = (value as (...a: unknown[]) => string)(...args);
        const own = args.reduce<string>((text, arg) => (typeof arg === 'string' && arg ? text.replaceAll(arg, '…') : text), said);
        all.push({ where: key, english: own, ours: (ours[key] as (...a: unknown[]) => string)(...args) });
      }
    } else {
      const translated = flat(ours[key]);
      flat(value).forEach((text, i) => all.push({ where: key, english: text, ours: translated[i] ?? '' }));
    }
  }
  for (const { name, issue } of RULE_CASES) all.push({ where: `rule: ${name}`, english: issue.message, ours: issue.word!(catalogue.issues) });
  for (const [key, text] of Object.entries(defaultDialogMessages)) all.push({ where: `dialog: ${key}`, english: text, ours: catalogue.dialog[key as keyof typeof defaultDialogMessages] });
  return all;
}

const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase();

describe.each(SHIPPED)('the $language glossary', (shipped) => {
  it.each(GLOSSARY_TERMS)('“%s” is said one way wherever the English says it', (term) => {
    const forms = shipped.glossary[term].map(fold);
    const said = new RegExp(`\\b${term}s?\\b`, 'i');
    const missing = pairs(shipped)
      .filter(({ english, ours }) => said.test(english) && !forms.some((form) => fold(ours).includes(form)))
      .map(({ where, ours }) => `${where}: ${ours}`);
    expect(missing).toEqual([]);
  });
});
