import { describe, expect, it } from 'vitest';
import { defaultMessages } from '../../../src/react/messages/defaults';
import { firstStepMessages, loadLaterMessages, mergeMessages } from '../../../src/react/messages/messages';
import { sellFirstMessages } from '../../../src/react/sell/messages';

// The later steps' strings load after the first paint; a set of messages merged before they arrive
// (the first render's) must read them once they have, with the host's replacements still winning.
describe('messages split at the first step', () => {
  it('fills a set merged before the later strings loaded, keeping the host’s replacements', async () => {
    const early = mergeMessages({ buyTitle: 'Top up' }, { payStepTitle: 'Pay now', reviewStepTitle: undefined });
    expect(early.buyTitle).toBe('Top up');
    expect(early.payStepTitle).toBe('Pay now');
    expect(early.continue).toBe(defaultMessages.continue);
    expect(early.reviewStepTitle).toBeUndefined();
    // A sell's first paint has its own first step's strings, and the buy's only with the later ones.
    const sell = mergeMessages(sellFirstMessages);
    expect(sell.sellAmountLabel).toBe('Amount to sell');
    expect(sell.amountLabel).toBeUndefined();

    await loadLaterMessages();
    expect(early.reviewStepTitle).toBe('Review');
    expect(early.payStepTitle).toBe('Pay now');
    expect(early.buyTitle).toBe('Top up');
    expect(sell.amountLabel).toBe('Amount in naira');
    for (const key of Object.keys(defaultMessages) as (keyof typeof defaultMessages)[]) {
      if (key !== 'buyTitle' && key !== 'payStepTitle') expect(early[key], key).toBe(defaultMessages[key]);
    }
  });

  it('exports every string as defaultMessages, the first step’s among them', () => {
    expect(Object.keys(defaultMessages).length).toBeGreaterThan(Object.keys(firstStepMessages).length);
    for (const [key, value] of Object.entries(firstStepMessages)) expect(defaultMessages[key as keyof typeof firstStepMessages]).toBe(value);
    expect(defaultMessages.receiptStepTitle).toBe('Request received');
  });
});
