import { BuyRamp, SellRamp } from '../index';
import type { BuyRampProps, SellRampProps } from '../index';
import { RampElement } from './RampElement';

/** `<naira-buy-ramp>`: the buy checkout (`<BuyRamp>`) as a custom element. */
export class NairaBuyRampElement extends RampElement<BuyRampProps> {
  constructor() {
    super('buy', BuyRamp);
  }
}

/** `<naira-sell-ramp>`: the sell checkout (`<SellRamp>`) as a custom element. */
export class NairaSellRampElement extends RampElement<SellRampProps> {
  constructor() {
    super('sell', SellRamp);
  }
}

/** The tag names and their classes. */
export const RAMP_ELEMENTS = { 'naira-buy-ramp': NairaBuyRampElement, 'naira-sell-ramp': NairaSellRampElement } as const;

/**
 * Defines both elements, once: a second call, or a page that already defined a tag, changes nothing.
 *
 * @example
 * ```ts
 * import { defineRampElements } from 'naira-ramp/elements';
 *
 * // Importing the entry defines both elements; a page whose registry is not ready then defines them later.
 * defineRampElements();
 * document.body.insertAdjacentHTML('beforeend', '<naira-buy-ramp signer="/api/ramp"></naira-buy-ramp>');
 * ```
 */
export function defineRampElements(registry: CustomElementRegistry = customElements): void {
  for (const [tag, element] of Object.entries(RAMP_ELEMENTS)) {
    if (!registry.get(tag)) registry.define(tag, element);
  }
}
