import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { asciiLookalikeKey, LOOKALIKE_TABLE, lookalikeKey } from '../../../src/core';

const key = (text: string) => lookalikeKey(text, LOOKALIKE_TABLE);

describe('lookalikeKey (UTS #39 skeleton of the NFKC form)', () => {
  it('gives names that render alike one key: Cyrillic, Greek and Cherokee look-alikes, full-width and mathematical letters', () => {
    const latin = key('Adaeze Okonkwo');
    for (const lookalike of ['\u0410daeze Okonkwo', 'Adaeze \u041ekonkwo', 'Ad\u0430eze Okonkwo', 'Adaeze \u039fkonkwo', '\u13aadaeze Okonkwo', '\uff21daeze Okonkwo', '\u{1d400}daeze Okonkwo']) {
      expect(key(lookalike)).toBe(latin);
    }
  });

  it('gives ASCII look-alikes one key too (0 and O, l, I and 1, rn and m), and ignores what draws nothing', () => {
    expect(key('Adaeze 0konkwo')).toBe(key('Adaeze Okonkwo'));
    expect(key('Bello Ltd')).toBe(key('BeIIo Ltd'));
    expect(key('Emeka')).toBe(key('Ernek\u0430'));
    expect(key('Ada\u200beze')).toBe(key('Adaeze'));
  });

  it('tells apart names that do not render alike', () => {
    expect(key('Adaeze Okonkwo')).not.toBe(key('Adaeze Okonkwa'));
    expect(key('Adaeze Okonkwo')).not.toBe(key('ADAEZE OKONKWO'));
    expect(key('Ọlá')).not.toBe(key('Ola'));
  });

  it('holds the table of Unicode 17.0.0: prototypes of ASCII letters and digits, no source a prototype uses', () => {
    expect(LOOKALIKE_TABLE.get('\u0410')).toBe('A');
    expect(LOOKALIKE_TABLE.get('\u03bf')).toBe('o');
    expect(LOOKALIKE_TABLE.get('m')).toBe('rn');
    expect(LOOKALIKE_TABLE.size).toBe(510);
    for (const prototype of LOOKALIKE_TABLE.values()) {
      expect(prototype).toMatch(/^[A-Za-z0-9]+$/);
      for (const character of prototype) expect(LOOKALIKE_TABLE.has(character)).toBe(false);
    }
  });
});

describe('asciiLookalikeKey (without the table)', () => {
  it('is lookalikeKey for ASCII text, whatever the text', () => {
    fc.assert(fc.property(fc.string({ unit: fc.integer({ min: 0, max: 0x7f }).map((code) => String.fromCharCode(code)) }), (text) => {
      expect(asciiLookalikeKey(text)).toBe(key(text));
    }));
  });

  it('reads no text beyond ASCII', () => {
    expect(asciiLookalikeKey('Adaeze 0konkwo')).toBe(key('Adaeze Okonkwo'));
    expect(asciiLookalikeKey('\u0410daeze')).toBeUndefined();
    expect(asciiLookalikeKey('Ada\u200beze')).toBeUndefined();
  });
});
