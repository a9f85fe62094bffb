import type { BuyRampProps, SellRampProps } from '../index';
import type { CallbackProp } from './events';
import * as read from './readers';
import type { Reader } from './readers';

/**
 * Every prop of `<BuyRamp>` and `<SellRamp>` the elements carry as a property of the same name: all
 * but the callbacks (dispatched as events) and `className`/`style` (the element's own `class` and
 * `style`, custom properties and `::part()` do their work from outside the shadow root).
 */
export const PROPERTIES = [
  'signer',
  'limits',
  'networks',
  'locale',
  'languages',
  'timeoutMs',
  'support',
  'reference',
  'persist',
  'persistPaid',
  'persistKey',
  'statusPolling',
  'defaultValues',
  'lockedValues',
  'messages',
  'queryClient',
  'theme',
  'appearance',
  // The buy widget's alone; a sell element ignores it.
  'paymentWindowMinutes',
  // The sell widget's alone; a buy element ignores it.
  'sendDeposit',
] as const satisfies readonly (keyof BuyRampProps | keyof SellRampProps)[];

/** A prop the elements carry as a property. */
export type PropertyName = (typeof PROPERTIES)[number];

// Fails to compile, naming the prop, when a widget gains one the elements neither carry nor dispatch.
type NothingLeft<T extends never> = T;
type Unmapped<P> = Exclude<keyof P, PropertyName | CallbackProp | 'className' | 'style'>;
type _EveryBuyPropMapped = NothingLeft<Unmapped<BuyRampProps>>;
type _EverySellPropMapped = NothingLeft<Unmapped<SellRampProps>>;

/** How each property reads what it is given: its own type, or the string its attribute (or a template) gives. */
export const READERS: Record<PropertyName, Reader> = {
  signer: read.signer,
  limits: read.object,
  networks: read.networks,
  locale: read.text,
  languages: read.languages,
  timeoutMs: read.milliseconds,
  support: read.text,
  reference: read.reference,
  persist: read.onOrOff,
  persistPaid: read.onOrOff,
  persistKey: read.text,
  statusPolling: read.object,
  defaultValues: read.object,
  lockedValues: read.object,
  messages: read.object,
  queryClient: read.object,
  theme: read.object,
  appearance: read.appearance,
  paymentWindowMinutes: read.minutes,
  sendDeposit: read.callback,
};

/** The string-valued props, also settable as attributes (kebab-case), each read into its property. */
export const ATTRIBUTES: Record<string, PropertyName> = {
  signer: 'signer',
  appearance: 'appearance',
  locale: 'locale',
  support: 'support',
  reference: 'reference',
  'persist-key': 'persistKey',
  persist: 'persist',
  'persist-paid': 'persistPaid',
  'timeout-ms': 'timeoutMs',
  'payment-window-minutes': 'paymentWindowMinutes',
  networks: 'networks',
  languages: 'languages',
};

const isAttribute = new Set<string>(Object.values(ATTRIBUTES));

/**
 * The object- and function-valued props, which have no attribute, by the names a page might write one
 * under in its HTML (`locked-values`, or `lockedValues`, which HTML lowercases): such an attribute is
 * refused in the console, naming the property to set from script, never silently left unread.
 */
export const SCRIPT_ONLY: Record<string, PropertyName> = Object.fromEntries(
  PROPERTIES.filter((name) => !isAttribute.has(name)).flatMap((name) => [
    [name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), name],
    [name.toLowerCase(), name],
  ]),
);
