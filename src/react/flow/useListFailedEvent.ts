import { useEffect } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { RampError } from '../../core';
import type { RampEvent } from './events';
import type { RampFlow } from '../config/types';

/** Fires `list_failed` once for each failed load of a list (a retry that fails again is a new failure). */
export function useListFailedEvent(
  query: UseQueryResult<unknown, Error>,
  list: 'vendors' | 'banks',
  flow: RampFlow,
  emit: (event: RampEvent) => void,
): void {
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!error) return;
    emit({ type: 'list_failed', flow, list, code: error instanceof RampError ? error.code : 'network' });
    // errorUpdatedAt changes once per failed fetch; the error object alone may be reused.
  }, [error, errorUpdatedAt, emit, flow, list]);
}
