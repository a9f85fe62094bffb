import type { FlowShape } from '../../../src/core';

/** The steps of a flow shaped like the buy flow. */
export type BuyStep = 'amount' | 'pay' | 'proof' | 'destination' | 'review' | 'receipt';
/** The record a creation answer carries, as far as these tests read it. */
export type BuyRecord = { transaction_id: string };

/** A flow shaped like the buy flow: amount and vendor are fixed once the person says they paid, under the narration. */
export const BUY_SHAPE: FlowShape<BuyStep> = {
  steps: ['amount', 'pay', 'proof', 'destination', 'review', 'receipt'],
  review: 'review',
  receipt: 'receipt',
  stepFields: { amount: ['amount', 'vendor'], pay: [], proof: ['bank', 'account'], destination: ['wallet'], review: [], receipt: [] },
  revisit: ['pay'],
  commitment: { step: 'pay', fields: ['amount', 'vendor'], reference: 'narration' },
};
