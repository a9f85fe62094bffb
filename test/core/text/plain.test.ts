import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { controlCharacterIn, invisibleCharacterIn, plainText, withoutInvisibles } from '../../../src/core';

// What the issue saw: an unclosed override, a closed one, a zero-width space, and others of the kind.
const RLO = '\u202e';
const PDF = '\u202c';
const INVISIBLES = ['\u202e', '\u202d', '\u202a', '\u202c', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c', '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u180e', '\u3164', '\u115f', '\ufe0f', '\u{e0041}'];

describe('plainText', () => {
  it('removes bidi controls, zero-width and other format characters, so the text is what it shows', () => {
    expect(plainText(`ADAEZE ${RLO}OKNOKWO`)).toBe('ADAEZE OKNOKWO');
    expect(plainText(`${RLO}OKNOKWO${PDF}`)).toBe('OKNOKWO');
    expect(plainText('Ada\u200beze Okonkwo')).toBe('Adaeze Okonkwo');
    for (const character of INVISIBLES) expect(plainText(`Ade${character}Bola`)).toBe('AdeBola');
  });

  // The signer refuses a control character (a paste can carry a NUL or a BEL): the widget sends none.
  it('removes the control characters that are not white space, which draw nothing', () => {
    for (const character of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f']) expect(plainText(`Ade${character}Bola`)).toBe('AdeBola');
  });

  it('makes runs of white space one space, as a page draws them, and trims', () => {
    expect(plainText('  Ade \u00a0\t Bola \n')).toBe('Ade Bola');
    // A space made of invisibles and white space alone is nothing.
    expect(plainText(' \u200b \u202e ')).toBe('');
  });

  it('keeps every visible character, whatever the script', () => {
    for (const name of ['Ọlá Adébáyọ̀', 'Аdaeze', 'محمد بلو', 'Ngozi-Ọkafọ', "O'Neil & Sons"]) expect(plainText(name)).toBe(name);
  });

  it('gives "" for what is not text', () => {
    for (const value of [undefined, null, 42, {}]) expect(plainText(value)).toBe('');
  });

  it('is idempotent and leaves no format character, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const plain = plainText(text);
        expect(plainText(plain)).toBe(plain);
        expect(invisibleCharacterIn(plain)).toBeUndefined();
        expect(controlCharacterIn(plain)).toBeUndefined();
        expect(/\p{Cf}/u.test(plain)).toBe(false);
      }),
    );
  });
});

describe('withoutInvisibles and invisibleCharacterIn', () => {
  it('removes only the invisibles (white space stays as it was)', () => {
    expect(withoutInvisibles(' 0123\u200b456 789\u202c ')).toBe(' 0123456 789 ');
    expect(withoutInvisibles('Ade\tBola\u0000\n')).toBe('Ade\tBola\n');
  });

  it('names the first invisible character as U+XXXX, and nothing in plain text', () => {
    expect(invisibleCharacterIn(`Tansi ${RLO}Jones\u200b`)).toBe('U+202E');
    expect(invisibleCharacterIn('x\u{e0041}')).toBe('U+E0041');
    expect(invisibleCharacterIn('Tansi Jones')).toBeUndefined();
  });
});
