import type { BuyRampProps, Network, SellRampProps } from '../index';
import type { RampWidgetProps } from './RampElement';
import type { RampTemplateEventMap } from './events';

/** A number as a template writes it: `30000` or `"30000"`. */
export type RampNumberAttribute = number | `${number}`;

/**
 * What a template (Vue, Svelte, JSX for custom elements) may set on `<naira-buy-ramp>` or
 * `<naira-sell-ramp>`: each property in its own type or its attribute's string form, under its
 * property name and, for the string-valued ones, its attribute name too.
 */
export type RampElementProps<Props extends RampWidgetProps> = {
  signer?: Props['signer'];
  /** Networks offered, in order: a list, or a string separated by spaces or commas (`"solana stellar"`). */
  networks?: readonly Network[] | string;
  appearance?: Props['appearance'];
  locale?: string;
  /** Languages offered in the header's switch: a list, or a string separated by spaces or commas (`"en-NG pcm yo"`). */
  languages?: readonly string[] | string;
  support?: string;
  reference?: string | number;
  persist?: boolean | 'true' | 'false';
  persistPaid?: boolean | 'true' | 'false';
  'persist-paid'?: boolean | 'true' | 'false';
  persistKey?: string;
  'persist-key'?: string;
  timeoutMs?: RampNumberAttribute;
  'timeout-ms'?: RampNumberAttribute;
  limits?: Props['limits'];
  statusPolling?: Props['statusPolling'];
  defaultValues?: Props['defaultValues'];
  lockedValues?: Props['lockedValues'];
  messages?: Props['messages'];
  queryClient?: Props['queryClient'];
  theme?: Props['theme'];
} & (Props extends BuyRampProps ? { paymentWindowMinutes?: RampNumberAttribute; 'payment-window-minutes'?: RampNumberAttribute } : object);

/** `<naira-buy-ramp>`'s template props. */
export type NairaBuyRampProps = RampElementProps<BuyRampProps>;
/** `<naira-sell-ramp>`'s template props. */
export type NairaSellRampProps = RampElementProps<SellRampProps>;

/** Svelte 5's event attributes: `onramp-success={(event) => …}`, each typed with its event. */
export type RampSvelteEventHandlers = { [Name in keyof RampTemplateEventMap as `on${Name}`]?: (event: RampTemplateEventMap[Name]) => void };

/** The prop Vue checks a template listener against: `@ramp-success` is `onRampSuccess`. */
export type RampVueListenerName<Name extends string, Done extends string = 'on'> = Name extends `${infer Head}-${infer Tail}` ? RampVueListenerName<Tail, `${Done}${Capitalize<Head>}`> : `${Done}${Capitalize<Name>}`;

/** Vue's listeners as props: `@ramp-success="…"` is `onRampSuccess`, each typed with its event. */
export type RampVueEventHandlers = { [Name in keyof RampTemplateEventMap as RampVueListenerName<Name>]?: (event: RampTemplateEventMap[Name]) => void };
