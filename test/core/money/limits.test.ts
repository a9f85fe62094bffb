import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, checkAmountLimits } from '../../../src/core';

describe('checkAmountLimits', () => {
  it('defaults to buy ₦20,000–₦2,000,000 and sell 20–10,000', () => {
    expect(DEFAULT_LIMITS).toEqual({ buy: { min: 20000, max: 2000000 }, sell: { min: 20, max: 10000 } });
  });

  it('names the formatted limit a buy amount breaks', () => {
    expect(checkAmountLimits('19999.99', DEFAULT_LIMITS.buy, 'NGN')?.message).toBe('Amount must be at least ₦20,000.00');
    expect(checkAmountLimits('2000000.01', DEFAULT_LIMITS.buy, 'NGN')?.message).toBe('Amount must be at most ₦2,000,000.00');
  });

  it('accepts the limits themselves', () => {
    expect(checkAmountLimits('20000', DEFAULT_LIMITS.buy, 'NGN')).toBeUndefined();
    expect(checkAmountLimits('2000000', DEFAULT_LIMITS.buy, 'NGN')).toBeUndefined();
    expect(checkAmountLimits('20', DEFAULT_LIMITS.sell, 'USDT')).toBeUndefined();
  });

  it('refuses a runaway sell amount naming the default maximum, and takes a configured one', () => {
    expect(checkAmountLimits('999999999999', DEFAULT_LIMITS.sell, 'USDT')?.message).toBe('Amount must be at most 10,000.00 USDT');
    expect(checkAmountLimits('999999999999', { min: 20 }, 'USDC')).toBeUndefined();
    expect(checkAmountLimits('19.999999', DEFAULT_LIMITS.sell, 'USDC')?.message).toBe('Amount must be at least 20.00 USDC');
    expect(checkAmountLimits('5001', { min: 20, max: 5000 }, 'USDT')?.message).toBe('Amount must be at most 5,000.00 USDT');
  });

  it('uses configured limits, such as the service’s documented ₦15,000 minimum', () => {
    expect(checkAmountLimits('15000', { min: 15000, max: 2000000 }, 'NGN')).toBeUndefined();
    expect(checkAmountLimits('14999', { min: 15000 }, 'NGN')?.message).toBe('Amount must be at least ₦15,000.00');
  });

  it('compares exactly, not in floating point', () => {
    expect(checkAmountLimits('20.000001', { min: 20.000001 }, 'USDT')).toBeUndefined();
    expect(checkAmountLimits('20.000000', { min: 20.000001 }, 'USDT')?.message).toBe('Amount must be at least 20.000001 USDT');
  });

  it('handles limits too large or small for plain String()', () => {
    expect(checkAmountLimits('1', { min: 1e-7 }, 'USDT')).toBeUndefined();
    expect(checkAmountLimits('1000', { min: 1, max: 1e21 }, 'USDT')).toBeUndefined();
  });
});
