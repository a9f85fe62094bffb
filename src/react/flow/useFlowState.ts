import { useSyncExternalStore } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { FlowState } from '../../core';
import type { FlowEngine } from './engine';

/** The flow's state, read from its engine's store; a server renders the state the flow starts in. */
export function useFlowState<V extends FieldValues, S extends string, R>(engine: FlowEngine<V, S, R>): FlowState<S, R> {
  return useSyncExternalStore(engine.subscribe, engine.getSnapshot, engine.getSnapshot);
}
