import { describe, expect, it } from 'vitest';
import { readingPlain, readText, refusingInvisibles } from '../../../src/core';

const name = (input: unknown) => readText(input, 'Enter the name');

describe('readingPlain (the widget\'s forms)', () => {
  it('reads the text as it shows: invisible characters dropped, never refused', () => {
    expect(readingPlain(name)('\u202eOKNOKWO\u202c')).toEqual({ ok: true, value: 'OKNOKWO' });
    expect(readingPlain(name)('Ade\u200b  Bola')).toEqual({ ok: true, value: 'Ade Bola' });
  });

  it('finds a field of invisibles alone empty', () => {
    expect(readingPlain(name)('\u200b\u202e')).toEqual({ ok: false, code: 'required', message: 'Enter the name' });
  });
});

describe('refusingInvisibles (the signer\'s bodies)', () => {
  it('refuses text holding a format character, naming it', () => {
    expect(refusingInvisibles(name)('\u202eOKNOKWO\u202c')).toEqual({
      ok: false,
      code: 'invisible_character',
      message: 'Remove the invisible character U+202E: it changes how the text reads',
    });
    expect(refusingInvisibles(name)('Ada\u200beze')).toMatchObject({ code: 'invisible_character', message: expect.stringContaining('U+200B') });
  });

  it('leaves plain text to the rule', () => {
    expect(refusingInvisibles(name)(' Tansi Jones ')).toEqual({ ok: true, value: 'Tansi Jones' });
    expect(refusingInvisibles(name)('')).toEqual({ ok: false, code: 'required', message: 'Enter the name' });
  });
});
