import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BuyRamp, SellRamp } from '../../../src';
import { formatAmount } from '../../../src/core';
import { ENGINES, engineIntl } from '../../support/engine-intl';
import type { Engine } from '../../support/engine-intl';
import { createChain, renderRamp } from '../support';
import { SHIPPED } from './catalogues';

afterEach(() => vi.unstubAllGlobals());

describe.each(Object.keys(ENGINES) as Engine[])('amounts as %s has its locale data', (engine) => {
  it('read the same in every language: symbol, commas, two decimals; coins after the figure', () => {
    vi.stubGlobal('Intl', engineIntl(engine));
    // The engine's own naira for the languages differs ("NGN 25,000.00", "₦ 25,000.00"); the widget's does not.
    expect(new Set(Object.values(ENGINES[engine]).map((row) => row.naira)).size).toBeGreaterThan(1);
    expect(formatAmount('25000', 'NGN')).toBe('₦25,000.00');
    expect(formatAmount('120.5', 'USDC')).toBe('120.50 USDC');
    expect(formatAmount('0.123456', 'USDT')).toBe('0.123456 USDT');
  });

  it.each(SHIPPED)('show in the $language widget as in English', async ({ language, catalogue }) => {
    vi.stubGlobal('Intl', engineIntl(engine));
    renderRamp(
      <>
        <BuyRamp signer={createChain().signer} locale={language} />
        <SellRamp signer={createChain().signer} locale={language} />
      </>,
    );
    expect(await screen.findByText(catalogue.limitsHint('₦20,000.00', '₦2,000,000.00'))).toBeTruthy();
    expect(screen.getByText(catalogue.limitsHint('20.00 USDT', '10,000.00 USDT'))).toBeTruthy();
  });
});
