import { describe, expect, it, vi } from 'vitest';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import * as z from 'zod/mini';
import { formResolver } from '../../../src/react/form/resolver';

// A widget's first paint, and each list's arrival (which gives the form a new resolver), build no schema:
// the first step's is built when a field is first judged, once, and judges as it did when built eagerly.

const options = (names: string[]) => ({ fields: {}, names, shouldUseNativeValidation: false }) as unknown as ResolverOptions<FieldValues>;

describe('formResolver', () => {
  it("builds the first step's schema at the first validation, once", async () => {
    const firstFields = vi.fn(() => ({ amount: z.string().check(z.minLength(1, 'Enter an amount')) }));
    const whole = vi.fn(() => Promise.reject(new Error('not needed')));
    const resolver = formResolver<FieldValues>(firstFields, whole);
    expect(firstFields).not.toHaveBeenCalled();

    const empty = await resolver({ amount: '' }, undefined, options(['amount']));
    expect(empty.errors.amount?.message).toBe('Enter an amount');
    expect((await resolver({ amount: '25000' }, undefined, options(['amount']))).errors).toEqual({});
    expect(firstFields).toHaveBeenCalledTimes(1);
    expect(whole).not.toHaveBeenCalled();
  });

  it('judges the first fields alone when the whole schema cannot load', async () => {
    const resolver = formResolver<FieldValues>(
      () => ({ amount: z.string().check(z.minLength(1, 'Enter an amount')) }),
      () => Promise.reject(new Error('offline')),
    );
    const result = await resolver({ amount: '', walletAddress: '' }, undefined, options(['walletAddress']));
    expect(result.errors.amount?.message).toBe('Enter an amount');
  });
});
