import { describe, expect, it } from 'vitest';
import { defaultMessages } from '../../../src/react/messages/defaults';
import { defaultDialogMessages } from '../../../src/react/messages/dialog';
import type { RampMessages } from '../../../src/react/messages/types';
import { SHIPPED } from './catalogues';
import { MESSAGE_SAMPLES } from './samples';

type Worded = (...args: unknown[]) => string;
const ENUMS = new Set(['buy', 'sell', 'pending', 'completed', 'failed']);

/** The arguments a translation must repeat: what the English output shows of them (flows and statuses choose, they are not shown). */
function placeholders(args: readonly unknown[], english: string): string[] {
  return args.filter((arg) => (typeof arg === 'string' && !ENUMS.has(arg)) || typeof arg === 'number').map(String).filter((arg) => arg && english.includes(arg));
}

const english = defaultMessages as unknown as Record<string, unknown>;
const worded = Object.keys(MESSAGE_SAMPLES) as (keyof typeof MESSAGE_SAMPLES)[];

describe.each(SHIPPED)('the $language catalogue', ({ catalogue, asInEnglish }) => {
  const messages = catalogue as unknown as Record<string, unknown>;

  it('has exactly the English keys, with the rules’, the signer’s and the dialog’s texts besides', () => {
    expect(Object.keys(messages).sort()).toEqual([...Object.keys(english), 'issues', 'serviceErrors', 'dialog'].sort());
    expect(Object.keys(catalogue.dialog).sort()).toEqual(Object.keys(defaultDialogMessages).sort());
  });

  it('words every plain text, in its own words unless the English is rightly kept', () => {
    for (const [key, value] of Object.entries(english)) {
      if (typeof value === 'function') continue;
      const flat = (text: unknown): string[] => (typeof text === 'string' ? [text] : Object.values(text as object).flatMap(flat));
      const ours = flat(messages[key]);
      const theirs = flat(value);
      expect(ours.length, key).toBe(theirs.length);
      for (const [i, text] of ours.entries()) {
        expect(text.trim(), key).not.toBe('');
        if (!asInEnglish.includes(key)) expect(text, `${key} is still the English`).not.toBe(theirs[i]);
      }
    }
    for (const text of Object.values(catalogue.dialog)) expect(text.trim()).not.toBe('');
  });

  it('keeps every placeholder the English shows, and words every branch the English words apart', () => {
    expect(worded.sort()).toEqual(Object.keys(english).filter((key) => typeof english[key] === 'function').sort());
    for (const key of worded) {
      const samples = MESSAGE_SAMPLES[key] as readonly unknown[][];
      const outputs = samples.map((args) => {
        const theirs = (english[key] as Worded)(...args);
        const ours = (messages[key] as Worded)(...args);
        expect(ours.trim(), key).not.toBe('');
        for (const placeholder of placeholders(args, theirs)) expect(ours, `${key} drops ${placeholder}`).toContain(placeholder);
        return { theirs, ours };
      });
      const branches = (texts: string[]) => new Set(texts).size;
      expect(branches(outputs.map((o) => o.ours)), `${key} words fewer cases than the English`).toBe(branches(outputs.map((o) => o.theirs)));
    }
  });

  it('says what each signer error code means, in words of its own', () => {
    const { codes, field } = catalogue.serviceErrors;
    for (const text of [...Object.values(codes), field]) expect(text.trim()).not.toBe('');
  });
});

// The samples must reach every function: one with none would go unchecked.
it('has samples for every worded message', () => {
  const functions = (Object.keys(defaultMessages) as (keyof RampMessages)[]).filter((key) => typeof defaultMessages[key] === 'function');
  expect(functions.filter((key) => !(key in MESSAGE_SAMPLES))).toEqual([]);
});
