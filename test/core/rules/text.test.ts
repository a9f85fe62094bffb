import { describe, expect, it } from 'vitest';
import { readOptionalText, readText } from '../../../src/core';

describe('readText', () => {
  it('gives the text trimmed', () => {
    expect(readText('  Adaeze Okafor ', 'Enter the name')).toEqual({ ok: true, value: 'Adaeze Okafor' });
  });

  it('refuses blank or missing text with the given words', () => {
    for (const input of ['', '   ', undefined, null, 42]) {
      expect(readText(input, 'Enter the name')).toEqual({ ok: false, code: 'required', message: 'Enter the name' });
    }
  });

  it('refuses text longer than the limit, naming it', () => {
    expect(readText('x'.repeat(11), 'Enter the name', 10)).toMatchObject({ ok: false, code: 'too_long', message: 'Use at most 10 characters' });
    expect(readText('x'.repeat(10), 'Enter the name', 10).ok).toBe(true);
  });
});

describe('readOptionalText', () => {
  const DIGITS = /^\d+$/;

  it('reads missing, null and blank as not given', () => {
    for (const input of [undefined, null, '', '  ']) expect(readOptionalText(input, DIGITS, 'Use digits')).toEqual({ ok: true, value: undefined });
  });

  it('gives matching text trimmed and refuses the rest with what is wanted', () => {
    expect(readOptionalText(' 123 ', DIGITS, 'Use digits')).toEqual({ ok: true, value: '123' });
    expect(readOptionalText('12a', DIGITS, 'Use digits')).toEqual({ ok: false, code: 'format', message: 'Use digits' });
    expect(readOptionalText(123, DIGITS, 'Use digits')).toEqual({ ok: false, code: 'format', message: 'Use digits' });
  });
});
