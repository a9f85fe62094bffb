import type { FieldValues } from 'react-hook-form';
import type { FlowEvent, FlowState } from '../../core';
import type { SendAnswer } from './sending';
import type { RampEvent } from './events';
import type { FlowSpec } from './types';

/** What the engine hands the parts of its actions: the flow's options now, its state, how to change it, to report and to take an answer. */
export type EngineParts<V extends FieldValues, S extends string, R> = {
  spec: () => FlowSpec<V, S, R>;
  state: () => FlowState<S, R>;
  /** Applies an event; true when the state changed. */
  apply: (event: FlowEvent<S, R>) => boolean;
  emit: (event: RampEvent) => void;
  flow: FlowSpec<V, S, R>['flow'];
  /** Takes the answer to a request sent under `reference`: what it means for the flow, the host's callbacks. */
  heard: (answer: SendAnswer<R>, reference: string) => void;
  /** Its widget went (unmounted) while a request was on its way: a widget put back under its key may take that request's answer. */
  gone?: boolean;
};
