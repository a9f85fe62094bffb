import type { UseFormReturn } from 'react-hook-form';
import { createReference } from '../../core';
import type { BuyFormValues } from './form';

/** When a payment window opened now closes (ISO time). */
const closesAt = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/**
 * The transfer's narration (the request's reference) and, with the host's `minutes`, when its payment
 * window closes: made as the person reaches the pay step, so the step's first render shows them. Ones
 * already there are kept (going back and coming again, a reload, the host's values): one transfer, one
 * reference.
 */
export function openNarration(form: UseFormReturn<BuyFormValues>, minutes: number | undefined): void {
  if (!form.getValues('reference')) form.setValue('reference', createReference());
  if (minutes && !form.getValues('payBy')) form.setValue('payBy', closesAt(minutes));
}
