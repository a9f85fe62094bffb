import { defineRampElements } from './rampElements';
import type { NairaBuyRampElement, NairaSellRampElement } from './rampElements';
import type { RampElementEventMap } from './events';

export { NairaBuyRampElement, NairaSellRampElement, RAMP_ELEMENTS, defineRampElements } from './rampElements';
export type { RampElement, RampWidgetProps } from './RampElement';
export type { RampAnalyticsEventMap, RampDomEventName, RampElementEventMap, RampRecordDetail, RampStatus, RampStep } from './events';
export { PARTS } from './parts';
export type { RampPart } from './parts';

declare global {
  interface HTMLElementTagNameMap {
    'naira-buy-ramp': NairaBuyRampElement;
    'naira-sell-ramp': NairaSellRampElement;
  }
  // The events bubble to `document` and `window`, so each listener there is typed as on the element.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends RampElementEventMap {}
}

// Importing this module defines `<naira-buy-ramp>` and `<naira-sell-ramp>` (in a browser; a server render defines nothing).
if (typeof customElements !== 'undefined') defineRampElements();
