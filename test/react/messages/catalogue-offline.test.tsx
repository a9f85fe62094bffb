import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { BuyRamp } from '../../../src';
import { firstMessages } from '../../../src/react/messages/first';
import { CATALOGUES } from '../../../src/react/messages/languages';
import { createChain, renderRamp } from '../support';

it('shows English when the language’s catalogue cannot be fetched, rather than nothing', async () => {
  // The connection dropped as the Igbo catalogue's chunk was asked for.
  const load = vi.spyOn(CATALOGUES.ig, 'load').mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
  renderRamp(<BuyRamp signer={createChain().signer} locale="ig-NG" />);
  const root = await screen.findByRole('region', { name: firstMessages.buyTitle });
  expect(load).toHaveBeenCalled();
  expect(root.getAttribute('lang')).toBe('en-NG');
  expect(root.getAttribute('aria-busy')).toBeNull();
  expect(await screen.findByRole('radio', { name: /Adaeze/ })).toBeTruthy();
});
