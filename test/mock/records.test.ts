import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatServiceDate } from '../../src/mock';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

describe('service date format', () => {
  it('writes the documented example', () => {
    expect(formatServiceDate(new Date(Date.UTC(2023, 4, 11, 23, 59)))).toBe('May 11, 2023');
  });

  it('is `<Month> <day>, <year>` in English whatever the date', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(Date.UTC(1970, 0, 1)), max: new Date(Date.UTC(2200, 0, 1)), noInvalidDate: true }), (date) => {
        const text = formatServiceDate(date);
        const match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(text);
        expect(match).not.toBeNull();
        expect(MONTHS.indexOf(match?.[1] ?? '')).toBe(date.getUTCMonth());
        expect(Number(match?.[2])).toBe(date.getUTCDate());
        expect(Number(match?.[3])).toBe(date.getUTCFullYear());
      }),
    );
  });
});
