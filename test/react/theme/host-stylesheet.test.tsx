import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import type { Appearance } from '../../../src/react/config/types';
import perModeCss from '../../docs/snippets/theming-per-mode.css?inline';
import tokensCss from '../../docs/snippets/theming-tokens.css?inline';
import { PerMode, Tokens } from '../../docs/snippets/theming';
import { createChain, serveSignerAtApiRamp } from '../support';

// The Theming page's examples, run: each theme prop, and the stylesheet it says does the same.
beforeAll(() => serveSignerAtApiRamp(createChain({ signer: { basePath: '/api/ramp' } })));
afterAll(() => vi.unstubAllGlobals());

/** The Continue button's colour and corners once the widget has its vendors. */
async function looks(ui: ReactElement) {
  render(ui);
  await screen.findByRole('radio', { name: /Adaeze/ });
  const { backgroundColor, borderTopLeftRadius } = getComputedStyle(screen.getByRole('button', { name: 'Continue' }));
  cleanup();
  return { backgroundColor, borderTopLeftRadius };
}

/** How the widget looks with the host's stylesheet in the page and no theme prop. */
async function withStylesheet(css: string, appearance: Appearance) {
  const style = Object.assign(document.createElement('style'), { textContent: css });
  document.head.append(style);
  try {
    return await looks(<BuyRamp signer="/api/ramp" appearance={appearance} />);
  } finally {
    style.remove();
  }
}

describe("the Theming page's examples", () => {
  it('tokens: the theme prop colours and rounds the widget, and the stylesheet does the same', async () => {
    const byProp = await looks(<Tokens />);
    expect(byProp.backgroundColor).toBe('rgb(91, 33, 182)');
    expect(await withStylesheet(tokensCss, 'light')).toEqual(byProp);
  });

  it('per mode: the top-level colour in light, the dark one in dark, by prop and by stylesheet', async () => {
    // Headless Chromium prefers light, so `auto` shows the light colour.
    expect((await looks(<PerMode />)).backgroundColor).toBe('rgb(15, 81, 50)');
    expect((await withStylesheet(perModeCss, 'light')).backgroundColor).toBe('rgb(15, 81, 50)');
    expect((await withStylesheet(perModeCss, 'dark')).backgroundColor).toBe('rgb(111, 207, 151)');
  });
});
