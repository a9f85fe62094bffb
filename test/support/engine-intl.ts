/**
 * Locale data as two engines have it, recorded by running the same probe in each (Intl.DateTimeFormat with
 * `{ month: 'short' }` on 25 March 2025: the locale each tag resolves to and the month's name; Intl.NumberFormat
 * with `{ style: 'currency', currency: 'NGN' }` on 25000). Chromium 156 (Debian's build) has no Pidgin, Yorùbá,
 * Hausa or Igbo data and answers in en-US; Firefox 153 ESR has all four (ECMA-402 issue 844 reports Chrome
 * writing "11,00 NGN" for yo-NG). A test replays a row through `engineIntl` to pin what the widget writes there.
 */
export const ENGINES = {
  chromium: {
    'en-NG': { resolved: 'en-NG', march: 'Mar', naira: '₦25,000.00' },
    pcm: { resolved: 'en-US', march: 'Mar', naira: 'NGN 25,000.00' },
    yo: { resolved: 'en-US', march: 'Mar', naira: 'NGN 25,000.00' },
    ha: { resolved: 'en-US', march: 'Mar', naira: 'NGN 25,000.00' },
    ig: { resolved: 'en-US', march: 'Mar', naira: 'NGN 25,000.00' },
  },
  firefox: {
    'en-NG': { resolved: 'en-NG', march: 'Mar', naira: '₦25,000.00' },
    pcm: { resolved: 'pcm', march: 'Mach', naira: '₦25,000.00' },
    yo: { resolved: 'yo', march: 'Oṣù Ẹrẹ̀nà', naira: '₦25,000.00' },
    ha: { resolved: 'ha', march: 'Mar', naira: '₦ 25,000.00' },
    ig: { resolved: 'ig', march: 'Maa', naira: '₦25,000.00' },
  },
} as const;

export type Engine = keyof typeof ENGINES;
type Tag = keyof (typeof ENGINES)['firefox'];

/**
 * An `Intl` whose DateTimeFormat and NumberFormat answer for the widget's tags as `engine` does (March only,
 * which is what the tests format) and refuse anything else they are asked, so a formatter that starts
 * depending on other data fails loudly; en-US numbers, identical in every engine, are the real ones.
 */
export function engineIntl(engine: Engine): typeof Intl {
  const row = (tag: string) => {
    const data = ENGINES[engine][tag as Tag];
    if (!data) throw new Error(`no ${engine} data recorded for ${tag}`);
    return data;
  };
  class DateTimeFormat {
    readonly #tag: string;
    constructor(tag: string, options: Intl.DateTimeFormatOptions) {
      if (JSON.stringify(options) !== '{"month":"short"}') throw new Error(`not recorded: ${JSON.stringify(options)}`);
      this.#tag = tag;
    }
    resolvedOptions() {
      return { locale: row(this.#tag).resolved } as Intl.ResolvedDateTimeFormatOptions;
    }
    formatToParts(date: Date): Intl.DateTimeFormatPart[] {
      if (date.getMonth() !== 2) throw new Error('only March is recorded');
      return [{ type: 'month', value: row(this.#tag).march }];
    }
  }
  const RealNumberFormat = Intl.NumberFormat;
  function NumberFormat(tag: string, options?: Intl.NumberFormatOptions) {
    if (tag === 'en-US') return new RealNumberFormat(tag, options);
    return { format: () => row(tag).naira } as unknown as Intl.NumberFormat;
  }
  // Intl's members are not enumerable: copied one by one, the two replaced.
  const intl: Record<string, unknown> = {};
  for (const name of Object.getOwnPropertyNames(Intl)) intl[name] = Intl[name as keyof typeof Intl];
  return Object.assign(intl, { DateTimeFormat, NumberFormat }) as unknown as typeof Intl;
}
