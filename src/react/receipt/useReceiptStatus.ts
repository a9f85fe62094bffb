import type { FieldValues } from 'react-hook-form';
import type { StatusAnswer } from '../../core';
import type { RampConfig } from '../config/useRampConfig';
import type { FlowEngine } from '../flow/engine';
import type { ReceiptStatus } from '../flow/types';
import { useFlowState } from '../flow/useFlowState';
import type { StatusPolling } from '../signer/polling';
import { useTransactionStatus } from './useTransactionStatus';

/** The reference the record carries, when it carries one. */
function referenceOf(record: unknown): string | undefined {
  const reference = record !== null && typeof record === 'object' ? (record as { reference?: unknown }).reference : undefined;
  return typeof reference === 'string' && reference ? reference : undefined;
}

/**
 * The receipt's status query for a flow: while the receipt is on screen, follows the accepted request's
 * reference through `read` (the flow's seam supplies it), and tells the flow's engine of each new status.
 */
export function useReceiptStatus<V extends FieldValues, S extends string, R>(
  engine: FlowEngine<V, S, R>,
  { read, config, polling }: { read: (reference: string, signal: AbortSignal) => Promise<StatusAnswer<R>>; config: RampConfig; polling?: StatusPolling },
): ReceiptStatus<R> {
  const { step, submission, status } = useFlowState(engine);
  const accepted = step === engine.shape.receipt && submission.status === 'succeeded' ? submission : undefined;
  const reference = accepted && (referenceOf(accepted.record) ?? (accepted.reference || undefined));
  return useTransactionStatus<R>({
    signer: config.signer,
    client: config.queryClient,
    reference,
    read,
    polling,
    known: status,
    onChange: (next, record) => engine.statusChanged(next, record, reference ?? ''),
  });
}
