import { NETWORKS } from '../index';
import type { Appearance, BuyRampProps, Network, SellRampProps } from '../index';
import type { CallbackProp } from './events';

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

type Attribute = { property: PropertyName; parse: (value: string, attribute: string) => unknown };

const text = (value: string) => value;

const APPEARANCES: readonly Appearance[] = ['light', 'dark', 'auto'];

function appearance(value: string, attribute: string): Appearance {
  if ((APPEARANCES as readonly string[]).includes(value)) return value as Appearance;
  throw new RangeError(`naira-ramp: the ${attribute} attribute must be light, dark or auto (got "${value}").`);
}

function milliseconds(value: string, attribute: string): number {
  const ms = Number(value);
  if (value.trim() !== '' && Number.isFinite(ms) && ms > 0) return ms;
  throw new RangeError(`naira-ramp: the ${attribute} attribute must be a number of milliseconds above 0 (got "${value}").`);
}

function minutes(value: string, attribute: string): number {
  const count = Number(value);
  if (value.trim() !== '' && Number.isFinite(count) && count > 0) return count;
  throw new RangeError(`naira-ramp: the ${attribute} attribute must be a number of minutes above 0 (got "${value}").`);
}

function networks(value: string, attribute: string): Network[] {
  const names = value.split(/[\s,]+/).filter(Boolean);
  const unknown = names.filter((name) => !(NETWORKS as readonly string[]).includes(name));
  if (unknown.length === 0) return names as Network[];
  throw new RangeError(`naira-ramp: the ${attribute} attribute lists networks from ${NETWORKS.join(', ')}, separated by spaces or commas (got "${unknown.join('", "')}").`);
}

/** The string-valued props, also settable as attributes (kebab-case); each is read into its property. */
export const ATTRIBUTES: Record<string, Attribute> = {
  signer: { property: 'signer', parse: text },
  appearance: { property: 'appearance', parse: appearance },
  locale: { property: 'locale', parse: text },
  support: { property: 'support', parse: text },
  reference: { property: 'reference', parse: text },
  'persist-key': { property: 'persistKey', parse: text },
  // On unless it says "false": persistence is the default, so the attribute exists to turn it off.
  persist: { property: 'persist', parse: (value) => value !== 'false' },
  'timeout-ms': { property: 'timeoutMs', parse: milliseconds },
  'payment-window-minutes': { property: 'paymentWindowMinutes', parse: minutes },
  networks: { property: 'networks', parse: networks },
  // Any tags, space or comma separated: one without a catalogue falls back as `locale` does.
  languages: { property: 'languages', parse: (value) => value.split(/[\s,]+/).filter(Boolean) },
};
