import { useEffect } from 'react';
import type { RefObject } from 'react';
import { contrastRatio, TOKEN_PAIRS } from './contrast';
import type { RampColors } from './types';

type Rgb = readonly [number, number, number];
type Mode = 'light' | 'dark';

const warned = new Set<string>();

/** Reads colours as the screen shows them: each is painted over the one below it on a 1×1 canvas. */
function painter() {
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  return (colors: string[]): Rgb | undefined => {
    if (!context) return undefined;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 1, 1);
    for (const color of colors) {
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
    }
    const [red = 0, green = 0, blue = 0] = context.getImageData(0, 0, 1, 1).data;
    return [red, green, blue];
  };
}

const hex = (rgb: Rgb) => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

/** Each colour token as the stylesheet resolves it in `mode`, read from a hidden copy of the widget root. */
function resolvedTokens(root: HTMLElement, mode: Mode): Partial<Record<keyof RampColors, string>> {
  const copy = root.cloneNode(false) as HTMLElement;
  copy.dataset.appearance = mode;
  copy.removeAttribute('id');
  copy.setAttribute('aria-hidden', 'true');
  Object.assign(copy.style, { position: 'absolute', visibility: 'hidden', pointerEvents: 'none' });
  const probe = copy.appendChild(document.createElement('span'));
  root.after(copy);
  const tokens: Partial<Record<keyof RampColors, string>> = {};
  for (const token of new Set(TOKEN_PAIRS.flatMap((pair) => [pair.fore, pair.back]))) {
    probe.style.color = `var(--_${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)})`;
    tokens[token] = getComputedStyle(probe).color;
  }
  copy.remove();
  return tokens;
}

/** Every token pair under WCAG AA in the modes a widget can show, as one sentence each. */
export function contrastProblems(root: HTMLElement, modes: readonly Mode[]): string[] {
  const paint = painter();
  const problems: string[] = [];
  for (const mode of modes) {
    const tokens = resolvedTokens(root, mode);
    for (const { fore, back, minimum, what } of TOKEN_PAIRS) {
      const background = paint([tokens[back] ?? '']);
      const foreground = paint([tokens[back] ?? '', tokens[fore] ?? '']);
      if (!background || !foreground) continue;
      const ratio = contrastRatio(foreground, background);
      if (ratio >= minimum) continue;
      problems.push(
        `${mode} mode: ${fore} ${hex(foreground)} on ${back} ${hex(background)} is ${ratio.toFixed(2)}:1, under WCAG AA's ${minimum}:1 for ${what}. ` +
          `Set theme.${mode}.${fore} or theme.${mode}.${back}.`,
      );
    }
  }
  return problems;
}

/**
 * In development, warns once in the console for each theme token pair under WCAG AA, in every mode the
 * widget can show (`auto`: both), again whenever `look` (what styles the root: theme, class, style) changes.
 */
function useContrastWarningInDevelopment(root: RefObject<HTMLElement | null>, appearance: string, look: unknown) {
  const key = JSON.stringify(look);
  useEffect(() => {
    if (!root.current) return;
    const modes: Mode[] = appearance === 'auto' ? ['light', 'dark'] : [appearance === 'dark' ? 'dark' : 'light'];
    for (const problem of contrastProblems(root.current, modes)) {
      if (warned.has(problem)) continue;
      warned.add(problem);
      console.warn(`naira-ramp: ${problem}`);
    }
  }, [root, appearance, key]);
}

const noWarning = () => {};

/**
 * The contrast warning in development; in a production build, a hook that does nothing, so a host's
 * bundler drops the canvas probe and the WCAG table from what it ships.
 */
export const useContrastWarning = process.env.NODE_ENV === 'production' ? noWarning : useContrastWarningInDevelopment;
