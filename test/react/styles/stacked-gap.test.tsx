import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { BuyRamp, SellRamp } from '../../../src';
import { createChain } from '../support';

// Two widgets written one after the other, as the README's quick starts write them.
const signer = createChain().signer;
const boxes = (selector: string) => [...document.querySelectorAll(selector)].map((element) => element.getBoundingClientRect());

afterEach(() => document.body.replaceChildren());

describe('stacked widgets', () => {
  it('keep a gap between them in a plain block', async () => {
    await page.viewport(1280, 900);
    render(
      <main>
        <BuyRamp signer={signer} />
        <SellRamp signer={signer} />
      </main>,
    );
    const [buy, sell] = boxes('.naira-ramp');
    expect(sell!.top - buy!.bottom).toBeGreaterThanOrEqual(16);
  });

  it('still line up at the top side by side in a grid', async () => {
    await page.viewport(1280, 900);
    render(
      <main style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '24px', alignItems: 'start' }}>
        <BuyRamp signer={signer} />
        <SellRamp signer={signer} />
      </main>,
    );
    const [buy, sell] = boxes('.naira-ramp');
    expect(sell!.top).toBe(buy!.top);
  });
});
