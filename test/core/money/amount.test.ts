import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ASSET_DECIMALS, amountToWire, compareAmounts, formatAmount, groupAmount, parseAmount } from '../../../src/core';

describe('parseAmount', () => {
  it.each([
    ['20,000', '20000'],
    [' 25 000 ', '25000'],
    ['20000.50', '20000.5'],
    ['₦20,000.00', '20000'],
    ['NGN 1,234,567.89', '1234567.89'],
    ['20\u00a0000', '20000'],
    ['20\u202f000', '20000'],
    ['20\u2009000.5', '20000.5'],
    ['007', '7'],
    ['.5', '0.5'],
    ['5.', '5'],
  ])('reads %j as %s', (input, value) => {
    expect(parseAmount(input, 2)).toEqual({ ok: true, value });
  });

  it.each([
    ['', /Enter an amount/],
    ['-20', /above zero.*minus/],
    ['0', /above zero/],
    ['0.00', /above zero/],
    ['20k', /digits 0–9/],
    ['1e5', /digits 0–9/],
    ['1.2.3', /one decimal point/],
    ['20,5', /between thousands/],
    ['2,00,000', /between thousands/],
    ['20.5,0', /between thousands/],
    ['٢٠٠٠٠', /digits of other scripts/],
    ['２００００', /digits of other scripts/],
    ['20000.123', /at most 2 decimal places/],
    ['1234567890123456', /at most 15 digits/],
  ])('refuses %j, saying what to fix', (input, message) => {
    const result = parseAmount(input, 2);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(message);
  });

  it('allows up to the given number of decimals', () => {
    expect(parseAmount('20.123456', 6)).toEqual({ ok: true, value: '20.123456' });
    expect(parseAmount('20.1234567', 6)).toMatchObject({ ok: false, message: 'Use at most 6 decimal places' });
    expect(parseAmount('20.120000000', 2)).toEqual({ ok: true, value: '20.12' });
  });

  it('never throws on any text', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), fc.nat(8), (text, places) => typeof parseAmount(text, places).ok === 'boolean'));
  });
});

/** A random canonical decimal with at most `places` decimals and 15 significant digits. */
const canonical = (places: number) =>
  fc
    .tuple(fc.bigInt({ min: 0n, max: 999_999_999n }), fc.bigInt({ min: 0n, max: 10n ** BigInt(places) - 1n }))
    .map(([whole, frac]) => {
      const fraction = frac.toString().padStart(places, '0').replace(/0+$/, '');
      return fraction ? `${whole}.${fraction}` : `${whole}`;
    })
    .filter((v) => v !== '0');

/** How a person might type it: thousands separators of several kinds, trailing zeros, a ₦ sign, spaces around. */
function typed(value: string, separator: string, zeros: number, naira: boolean): string {
  const [whole = '', fraction] = value.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  const tail = fraction === undefined ? (zeros > 0 ? `.${'0'.repeat(zeros)}` : '') : `.${fraction}${'0'.repeat(zeros)}`;
  return ` ${naira ? '₦' : ''}${grouped}${tail} `;
}

describe('amount round trips', () => {
  it.each([2, 6])('parseAmount recovers the canonical value from typed text (%i decimals)', (places) => {
    fc.assert(
      fc.property(canonical(places), fc.constantFrom('', ',', ' ', '\u00a0', '\u202f'), fc.nat(3), fc.boolean(), (value, sep, zeros, naira) => {
        const zerosAllowed = places - (value.split('.')[1]?.length ?? 0);
        const result = parseAmount(typed(value, sep, Math.min(zeros, zerosAllowed), naira), places);
        return result.ok && result.value === value;
      }),
      { numRuns: 500 },
    );
  });

  it('amountToWire gives the number whose text is the canonical value, without float artefacts', () => {
    fc.assert(
      fc.property(canonical(6), (value) => {
        const wire = amountToWire(value);
        return wire === Number(value) && String(wire) === value && JSON.stringify({ amount: wire }) === `{"amount":${value}}`;
      }),
      { numRuns: 1000 },
    );
  });

  it('amountToWire refuses text that is not a canonical amount', () => {
    for (const bad of ['20,000', '1e5', '0.10', '01', '1234567890123456']) expect(() => amountToWire(bad)).toThrow(RangeError);
  });

  it('groupAmount shows any typed form of a value grouped, and reads back as that value', () => {
    fc.assert(
      fc.property(canonical(6), fc.constantFrom('', ',', ' '), (value, sep) => {
        const grouped = groupAmount(typed(value, sep, 0, false), 6);
        return /^\d{1,3}(,\d{3})*(\.\d+)?$/.test(grouped) && (parseAmount(grouped, 6) as { value?: string }).value === value;
      }),
    );
  });

  it('groupAmount adds no decimals, and leaves what does not read as an amount as it is', () => {
    expect(groupAmount('25000', 2)).toBe('25,000');
    expect(groupAmount('1250.50', 6)).toBe('1,250.5');
    expect(groupAmount('25000.505', 2)).toBe('25000.505');
    expect(groupAmount('20,5', 2)).toBe('20,5');
  });

  it('formatting Naira and reading it back gives the same value', () => {
    fc.assert(fc.property(canonical(2), (value) => (parseAmount(formatAmount(value, 'NGN'), 2) as { value?: string }).value === value));
  });

  it('compareAmounts agrees with exact integer comparison', () => {
    fc.assert(
      fc.property(canonical(6), canonical(6), (a, b) => {
        const scaled = (v: string) => BigInt((v.split('.')[0] ?? '') + (v.split('.')[1] ?? '').padEnd(6, '0'));
        const expected = scaled(a) < scaled(b) ? -1 : scaled(a) > scaled(b) ? 1 : 0;
        return compareAmounts(a, b) === expected && compareAmounts(b, a) === -expected;
      }),
    );
  });

  it('compareAmounts is exact where floats are not', () => {
    expect(compareAmounts('20000', '20000.00')).toBe(0);
    expect(compareAmounts('0.3', '0.30000000000000004')).toBe(-1);
    expect(compareAmounts('19999.99', '20000')).toBe(-1);
    expect(compareAmounts('9007199254740993', '9007199254740992')).toBe(1);
  });
});

describe('formatAmount', () => {
  it('formats Naira with the symbol, thousands and kobo', () => {
    expect(formatAmount('20000', 'NGN')).toBe('₦20,000.00');
    expect(formatAmount(2_000_000, 'NGN')).toBe('₦2,000,000.00');
    expect(formatAmount('25639.55', 'NGN')).toBe('₦25,639.55');
  });

  it('formats stablecoins with 2 to 6 decimals and the asset name', () => {
    expect(formatAmount('20', 'USDT')).toBe('20.00 USDT');
    expect(formatAmount('20.123456', 'USDC')).toBe('20.123456 USDC');
    expect(formatAmount('1234.5', 'USDT')).toBe('1,234.50 USDT');
  });

  it('formats long values exactly, from the text rather than a float', () => {
    expect(formatAmount('123456789012.123456', 'USDT')).toBe('123,456,789,012.123456 USDT');
  });

  it('declares the decimals chosen per asset', () => {
    expect(ASSET_DECIMALS).toEqual({ NGN: 2, USDT: 6, USDC: 6 });
  });
});
