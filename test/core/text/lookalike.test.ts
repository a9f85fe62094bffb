import { describe, expect, it } from 'vitest';
import { isAscii, LOOKALIKE_TABLE, lookalikeKey } from '../../../src/core';

const key = (text: string) => lookalikeKey(text, LOOKALIKE_TABLE);

describe('lookalikeKey (UTS #39 skeleton of the NFKC form)', () => {
  it('gives names that render alike one key: Cyrillic, Greek and Cherokee look-alikes, full-width and mathematical letters', () => {
    const latin = key('Adaeze Okonkwo');
    for (const lookalike of ['\u0410daeze Okonkwo', 'Adaeze \u041ekonkwo', 'Ad\u0430eze Okonkwo', 'Adaeze \u039fkonkwo', '\u13aadaeze Okonkwo', '\uff21daeze Okonkwo', '\u{1d400}daeze Okonkwo']) {
      expect(key(lookalike)).toBe(latin);
    }
  });

  it('gives ASCII look-alikes one key too (0 and O, l, I and 1, rn and m)', () => {
    expect(key('Adaeze 0konkwo')).toBe(key('Adaeze Okonkwo'));
    expect(key('Bello Ltd')).toBe(key('BeIIo Ltd'));
    expect(key('Emeka')).toBe(key('Ernek\u0430'));
  });

  it('tells apart names that do not render alike', () => {
    expect(key('Adaeze Okonkwo')).not.toBe(key('Adaeze Okonkwa'));
    expect(key('Adaeze Okonkwo')).not.toBe(key('ADAEZE OKONKWO'));
    expect(key('Ọlá')).not.toBe(key('Ola'));
  });

  it('reads ASCII text without the table, and no other text', () => {
    expect(lookalikeKey('Adaeze 0konkwo')).toBe(key('Adaeze Okonkwo'));
    expect(lookalikeKey('\u0410daeze')).toBeUndefined();
    expect(isAscii('Adaeze')).toBe(true);
    expect(isAscii('\u0410daeze')).toBe(false);
  });

  it('reads ASCII by the same rows as the table, so keys of both paths compare', () => {
    for (let code = 0; code < 0x80; code++) {
      const character = String.fromCharCode(code);
      expect(lookalikeKey(character)).toBe(LOOKALIKE_TABLE.get(character) ?? character);
    }
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
