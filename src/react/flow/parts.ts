import type { FieldValues } from 'react-hook-form';
import type { FlowEvent, FlowState } from '../../core';
import type { RampEvent } from './events';
import type { FlowSpec } from './types';

/** What the engine hands the parts of its actions: the flow's options now, its state, how to change it and to report. */
export type EngineParts<V extends FieldValues, S extends string, R> = {
  spec: () => FlowSpec<V, S, R>;
  state: () => FlowState<S, R>;
  /** Applies an event; true when the state changed. */
  apply: (event: FlowEvent<S, R>) => boolean;
  emit: (event: RampEvent) => void;
  flow: FlowSpec<V, S, R>['flow'];
};
