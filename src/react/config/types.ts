import type { AmountLimits, Network } from '../../core';

/** A function with `fetch`'s signature; the widget calls it with a path such as `/vendors`. */
export type SignerFetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Where the widget sends its requests: the mount URL of the host's signer, or a `fetch`-like function. */
export type Signer = string | SignerFetch;

/** Colour scheme of the widget: fixed light, fixed dark, or following the user's system setting. */
export type Appearance = 'light' | 'dark' | 'auto';

/** Which flow a widget or event belongs to. */
export type RampFlow = 'buy' | 'sell';

export type { RampTheme } from '../theme/types';

/** Buy and sell amount limits; either may be given alone. */
export type RampLimitsInput = { buy?: AmountLimits; sell?: AmountLimits };

/** Options shared by both widgets, settable on `<RampProvider>` or on each widget. */
export type SharedOptions = {
  /**
   * The host's signer: its mount URL (e.g. `/api/ramp`) or a `fetch`-signature function (where a page adds its
   * `Authorization` header). An inline function may be new at each render: the widget calls the latest one given.
   */
  signer?: Signer;
  /** Amount limits; default buy ₦20,000–₦2,000,000 (the service's) and sell 20–10,000 USDT/USDC (the service states no maximum). */
  limits?: RampLimitsInput;
  /** Networks offered, in display order; defaults to every supported network. */
  networks?: readonly Network[];
  /**
   * The language shown, as a BCP 47 tag: `en-NG` (the default), `pcm-NG` or `pcm` (Nigerian Pidgin), `yo-NG`,
   * `ha-NG`, `ig-NG`; a tag without a catalogue falls back to its language, then to English. Amounts are
   * written the same in every language ("₦25,000.00"); dates take the language's month names where the browser has them.
   */
  locale?: string;
  /** Languages offered in a small switch in the header (`['en-NG', 'pcm', 'yo', 'ha', 'ig']`); the pick is remembered for the tab. */
  languages?: readonly string[];
  /** Milliseconds before a request to the signer is abandoned as timed out; 30 000 by default. */
  timeoutMs?: number;
  /**
   * Where a person asks about a request: a web address (`https://…`), an email address or a phone
   * number, shown as a link beside the reference to quote when a request is not completed or its
   * outcome is unknown. Without it the widget names the business and makes no contact up.
   */
  support?: string;
};
