import { describe, expect, it } from 'vitest';
import { defaultMessages } from '../../../src/react/messages/defaults';
import { firstMessages } from '../../../src/react/messages/first';
import { laterMessages } from '../../../src/react/messages/later';
import { mergeMessages } from '../../../src/react/messages/words';

describe('the default strings', () => {
  it('are the first paint’s and the later steps’, each string in exactly one of them', () => {
    const first = Object.keys(firstMessages);
    const later = Object.keys(laterMessages);
    expect(first.filter((key) => later.includes(key))).toEqual([]);
    expect(Object.keys(defaultMessages).sort()).toEqual([...first, ...later].sort());
    for (const [key, value] of Object.entries({ ...firstMessages, ...laterMessages })) expect(defaultMessages[key as keyof typeof defaultMessages], key).toBe(value);
  });

  it('name every step’s title in the first paint, so the frame can say any step’s progress', () => {
    for (const step of ['amount', 'pay', 'proof', 'destination', 'wallet', 'bank', 'review', 'receipt'] as const) {
      expect(firstMessages[`${step}StepTitle`], step).toMatch(/\w/);
    }
  });

  it('take a host’s replacements over the defaults, and an undefined replacement leaves the default', () => {
    const merged = mergeMessages(defaultMessages, { buyTitle: 'Top up' }, { payStepTitle: 'Pay now', reviewStepTitle: undefined });
    expect(merged.buyTitle).toBe('Top up');
    expect(merged.payStepTitle).toBe('Pay now');
    expect(merged.reviewStepTitle).toBe(defaultMessages.reviewStepTitle);
    expect(defaultMessages.buyTitle).not.toBe('Top up');
  });
});
