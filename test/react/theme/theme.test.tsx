import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import type { Appearance, RampTheme } from '../../../src/react/config/types';
import { contrastRatio } from '../../../src/react/theme/contrast';
import { createChain, renderRamp } from '../support';

/** A colour as the screen shows it (any CSS colour syntax), read back from a canvas as sRGB. */
function rgb(color: string): number[] {
  const context = document.createElement('canvas').getContext('2d')!;
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
}

async function continueButton(theme: RampTheme, appearance: Appearance) {
  renderRamp(<BuyRamp signer={createChain().signer} theme={theme} appearance={appearance} />);
  await screen.findByRole('radio', { name: /Adaeze/ });
  return getComputedStyle(screen.getByRole('button', { name: 'Continue' }));
}

afterEach(() => vi.restoreAllMocks());

describe('theme per mode', () => {
  it('a top-level colour applies in both modes, as before', async () => {
    for (const appearance of ['light', 'dark'] as const) {
      expect((await continueButton({ primary: '#5b21b6' }, appearance)).backgroundColor).toBe('rgb(91, 33, 182)');
      cleanup();
    }
  });

  it('light and dark values apply each in its own mode, over the top-level one', async () => {
    const theme: RampTheme = { primary: '#0f5132', dark: { primary: '#6fcf97', background: '#0b1410' } };
    expect((await continueButton(theme, 'light')).backgroundColor).toBe('rgb(15, 81, 50)');
    cleanup();
    expect((await continueButton(theme, 'dark')).backgroundColor).toBe('rgb(111, 207, 151)');
    expect(getComputedStyle(document.querySelector('.naira-ramp')!).backgroundColor).toBe('rgb(11, 20, 16)');
  });

  it.each<[string, RampTheme, Appearance]>([
    ['a dark green brand in dark mode', { primary: '#0f5132', radius: '12px' }, 'dark'],
    ['a dark green brand in light mode', { primary: '#0f5132', radius: '12px' }, 'light'],
    ['a yellow brand in light mode', { primary: '#ffd400' }, 'light'],
    ['a yellow brand in dark mode', { primary: '#ffd400' }, 'dark'],
    ['a mid grey, the hardest case', { primary: '#777777' }, 'light'],
    ['a dark mode primary alone', { dark: { primary: '#1d4ed8' } }, 'dark'],
  ])('button text is readable on %s (4.5:1 or more)', async (_, theme, appearance) => {
    const button = await continueButton(theme, appearance);
    expect(contrastRatio(rgb(button.color), rgb(button.backgroundColor))).toBeGreaterThanOrEqual(4.5);
  });

  it('an onPrimary the host gives is kept', async () => {
    const button = await continueButton({ primary: '#fcd34d', onPrimary: '#1c1917' }, 'light');
    expect(button.color).toBe('rgb(28, 25, 23)');
  });
});

describe('the development warning', () => {
  // Each warning is said once per page, so every test here uses colours no other test in this file uses.
  it('names each token pair under WCAG AA, with the mode, the colours and the ratio', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderRamp(<BuyRamp signer={createChain().signer} theme={{ muted: '#a0a0a0', dark: { primary: '#123d2a' } }} appearance="auto" />);
    await screen.findByRole('radio', { name: /Adaeze/ });
    const said = warn.mock.calls.map(([message]) => String(message));
    expect(said).toContainEqual(expect.stringMatching(/^naira-ramp: light mode: muted #a0a0a0 on background #ffffff is 2\.\d\d:1, under WCAG AA's 4\.5:1/));
    expect(said).toContainEqual(expect.stringMatching(/^naira-ramp: dark mode: primary #123d2a on background #10151c is \d\.\d\d:1, under WCAG AA's 3:1/));
    // Button text is chosen for the primary, so it is never among them.
    expect(said.filter((message) => message.includes('onPrimary'))).toEqual([]);
  });

  it('says nothing of the default colours, nor of a mode the widget cannot show', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderRamp(<BuyRamp signer={createChain().signer} appearance="auto" />);
    await screen.findByRole('radio', { name: /Adaeze/ });
    renderRamp(<BuyRamp signer={createChain().signer} theme={{ dark: { text: '#222222' } }} appearance="light" persistKey="second-buy" />);
    await screen.findAllByRole('radio', { name: /Adaeze/ });
    expect(warn).not.toHaveBeenCalled();
  });
});
