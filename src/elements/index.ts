import { defineRampElements } from './rampElements';
import type { NairaBuyRampElement, NairaSellRampElement } from './rampElements';
import type { RampElementEventMap, RampTemplateEventMap } from './events';

export { NairaBuyRampElement, NairaSellRampElement, RAMP_ELEMENTS, defineRampElements } from './rampElements';
export type { RampElement, RampWidgetProps } from './RampElement';
export type { RampAnalyticsEventMap, RampDomEventName, RampElementEventMap, RampRecordDetail, RampStatus, RampStep, RampTemplateEventMap } from './events';
export { PARTS } from './parts';
export type { NairaBuyRampProps, NairaSellRampProps, RampElementProps, RampNumberAttribute, RampSvelteEventHandlers, RampVueEventHandlers, RampVueListenerName } from './template-types';
export type { RampPart } from './parts';

declare global {
  interface HTMLElementTagNameMap {
    'naira-buy-ramp': NairaBuyRampElement;
    'naira-sell-ramp': NairaSellRampElement;
  }
  // The events bubble to `document` and `window`, so each listener there is typed as on the element.
  interface GlobalEventHandlersEventMap extends RampElementEventMap, RampTemplateEventMap {}
}

// Importing this module defines `<naira-buy-ramp>` and `<naira-sell-ramp>` (in a browser; a server render defines nothing).
if (typeof customElements !== 'undefined') defineRampElements();
