import type { RampColors } from './types';

/** A token pair the widget draws one on the other, and the contrast WCAG 2.2 AA asks of it. */
export type TokenPair = { fore: keyof RampColors; back: keyof RampColors; minimum: number; what: string };

/** Every pair the stylesheet draws: text at 4.5:1 (1.4.3), borders, focus ring and selected state at 3:1 (1.4.11). */
export const TOKEN_PAIRS: readonly TokenPair[] = [
  { fore: 'text', back: 'background', minimum: 4.5, what: 'text' },
  { fore: 'text', back: 'surface', minimum: 4.5, what: 'text in fields and cards' },
  { fore: 'muted', back: 'background', minimum: 4.5, what: 'hints' },
  { fore: 'muted', back: 'surface', minimum: 4.5, what: 'details in cards' },
  { fore: 'danger', back: 'background', minimum: 4.5, what: 'error text' },
  { fore: 'danger', back: 'surface', minimum: 4.5, what: 'alert titles' },
  { fore: 'success', back: 'background', minimum: 4.5, what: '"Copied"' },
  { fore: 'success', back: 'surface', minimum: 4.5, what: 'the Completed chip' },
  { fore: 'onPrimary', back: 'primary', minimum: 4.5, what: 'button text' },
  { fore: 'primary', back: 'background', minimum: 3, what: 'the selected option and deposit box outline' },
  { fore: 'border', back: 'background', minimum: 3, what: 'field borders' },
  { fore: 'focus', back: 'background', minimum: 3, what: 'the focus ring' },
];

/** WCAG 2.2 relative luminance of an sRGB colour given as 0–255 channels. */
export function relativeLuminance([red, green, blue]: readonly number[]): number {
  const linear = (channel = 0) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG contrast ratio of two sRGB colours, from 1 to 21. */
export function contrastRatio(one: readonly number[], other: readonly number[]): number {
  const [light, dark] = [relativeLuminance(one), relativeLuminance(other)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
