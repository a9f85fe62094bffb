import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../src/react/receipt/content';
import { ENGINES, engineIntl } from '../../support/engine-intl';
import type { Engine } from '../../support/engine-intl';

// 25 March 2025, 14:05 in the browser's own time zone (the receipt writes the person's local time).
const WHEN = new Date(2025, 2, 25, 14, 5).toISOString();

/** What the receipt writes in each engine: the month's name where the engine has the language, else numbers. */
const WRITTEN: Record<Engine, Record<string, string>> = {
  chromium: {
    'en-NG': '25 Mar 2025, 14:05',
    pcm: '25/03/2025, 14:05',
    yo: '25/03/2025, 14:05',
    ha: '25/03/2025, 14:05',
    ig: '25/03/2025, 14:05',
  },
  firefox: {
    'en-NG': '25 Mar 2025, 14:05',
    pcm: '25 Mach 2025, 14:05',
    // Firefox's own Yorùbá pattern would write "25 03 2025, 14:5"; the month's name is all it is asked for.
    yo: '25 Oṣù Ẹrẹ̀nà 2025, 14:05',
    ha: '25 Mar 2025, 14:05',
    ig: '25 Maa 2025, 14:05',
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('dates on the receipt', () => {
  it.each(Object.keys(ENGINES) as Engine[])('as %s writes them, in each language', (engine) => {
    vi.stubGlobal('Intl', engineIntl(engine));
    for (const [tag, written] of Object.entries(WRITTEN[engine])) expect(formatDateTime(WHEN, tag), tag).toBe(written);
  });

  it('as this Chromium writes them, which is the recorded Chromium', () => {
    for (const [tag, { resolved }] of Object.entries(ENGINES.chromium)) {
      expect(new Intl.DateTimeFormat(tag, { month: 'short' }).resolvedOptions().locale, tag).toBe(resolved);
      expect(formatDateTime(WHEN, tag), tag).toBe(WRITTEN.chromium[tag]);
    }
  });

  it('writes nothing for a time it cannot read', () => {
    expect(formatDateTime(undefined, 'yo')).toBeUndefined();
    expect(formatDateTime('not a date', 'yo')).toBeUndefined();
  });
});
