import type { BuyRampProps, BuyRecord, RampError, RampEvent, RampEventType, RampFlow, SellRampProps, SellRecord } from '../index';

/** A transaction's status as the widgets report it (`pending`, `completed` or `failed`). */
export type RampStatus = Parameters<NonNullable<BuyRampProps['onStatusChange']>>[0];

/** A step of either flow, as `onStepChange` names it. */
export type RampStep = Parameters<NonNullable<BuyRampProps['onStepChange']>>[0] | Parameters<NonNullable<SellRampProps['onStepChange']>>[0];

/** The `detail` of an event that carries a record: the flow, the record of that flow, and `T`. */
export type RampRecordDetail<T = object> = ({ flow: 'buy'; record: BuyRecord } & T) | ({ flow: 'sell'; record: SellRecord } & T);

/** The DOM event name of an analytics event type: `step_viewed` is `ramp:step-viewed` (snake case to kebab case). */
export type RampDomEventName<Type extends string, Done extends string = 'ramp:'> = Type extends `${infer Head}_${infer Tail}` ? RampDomEventName<Tail, `${Done}${Head}-`> : `${Done}${Type}`;

/** The DOM event of each analytics event (`onEvent`): `ramp:step-viewed`, `ramp:submit-failed`, ... with the event as `detail`. */
export type RampAnalyticsEventMap = { [Type in RampEventType as RampDomEventName<Type>]: CustomEvent<Extract<RampEvent, { type: Type }>> };

/** Every event the elements dispatch: one per callback prop, and one per analytics event. All bubble and are composed. */
export type RampElementEventMap = RampAnalyticsEventMap & {
  /** `onSuccess`: a request was accepted; `detail.record` is the service's record. */
  'ramp:success': CustomEvent<RampRecordDetail>;
  /** `onError`: a submission failed; `detail.error` is the `RampError` (code, status, fields). */
  'ramp:error': CustomEvent<{ flow: RampFlow; error: RampError }>;
  /** `onStepChange`: the visible step changed. */
  'ramp:step-change': CustomEvent<{ flow: RampFlow; step: RampStep }>;
  /** `onStatusChange`: the transaction's status changed, with the latest record. */
  'ramp:status-change': CustomEvent<RampRecordDetail<{ status: RampStatus }>>;
};

/**
 * The same events under `ramp-` names (`ramp-success`, `ramp-step-viewed`, ...), dispatched right after
 * each `ramp:` one with the same detail, for templates whose attribute names cannot hold a colon: Svelte 5's
 * `onramp-success={...}` (its `onramp:success` warns `attribute_illegal_colon`). Listen to one form, not both.
 */
export type RampTemplateEventMap = { [Name in keyof RampElementEventMap as Name extends `ramp:${infer Rest}` ? `ramp-${Rest}` : never]: RampElementEventMap[Name] };

/** The callback props the events replace. */
export type CallbackProp = 'onSuccess' | 'onError' | 'onStepChange' | 'onStatusChange' | 'onEvent';

type Dispatch = (name: keyof RampElementEventMap | keyof RampTemplateEventMap, detail: unknown) => void;

/**
 * The widget's callbacks, each dispatching its DOM event on the element, then its `ramp-` twin: the
 * analytics events by their own name, the others by the callback's. Made once per element, so the widget sees the same
 * functions on every render.
 */
export function callbacksFor(flow: RampFlow, dispatchOne: Dispatch): Record<CallbackProp, (...args: never[]) => void> {
  const dispatch = (name: keyof RampElementEventMap, detail: unknown) => {
    dispatchOne(name, detail);
    dispatchOne(name.replace('ramp:', 'ramp-') as keyof RampTemplateEventMap, detail);
  };
  return {
    onSuccess: (record: unknown) => dispatch('ramp:success', { flow, record }),
    onError: (error: RampError) => dispatch('ramp:error', { flow, error }),
    onStepChange: (step: RampStep) => dispatch('ramp:step-change', { flow, step }),
    onStatusChange: (status: RampStatus, record: unknown) => dispatch('ramp:status-change', { flow, status, record }),
    onEvent: (event: RampEvent) => dispatch(`ramp:${event.type.replaceAll('_', '-')}` as keyof RampElementEventMap, event),
  };
}

/** A bubbling, composed `CustomEvent`, so a listener on `document` hears it from any element, in any shadow tree. */
export function rampEvent(name: string, detail: unknown): CustomEvent {
  return new CustomEvent(name, { detail, bubbles: true, composed: true });
}
