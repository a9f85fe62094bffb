import type { CSSProperties } from 'react';
import type { RampColors, RampMetrics, RampTheme } from './types';

/** Each colour token's custom property, after `--nr-` (both modes) or `--nr-light-` / `--nr-dark-` (one mode). */
export const COLOR_VARIABLES: Record<keyof RampColors, string> = {
  primary: 'color-primary',
  onPrimary: 'color-on-primary',
  background: 'color-background',
  surface: 'color-surface',
  text: 'color-text',
  muted: 'color-muted',
  border: 'color-border',
  danger: 'color-danger',
  success: 'color-success',
  focus: 'color-focus',
};

/** Each metric token's custom property, the same in both modes. */
export const METRIC_VARIABLES: Record<keyof RampMetrics, string> = {
  fontFamily: '--nr-font-family',
  fontSize: '--nr-font-size',
  radius: '--nr-radius',
  spacing: '--nr-space',
};

/** Turns theme tokens into the inline custom properties the stylesheet reads. */
export function themeToStyle(theme: RampTheme | undefined): CSSProperties {
  const style: Record<string, string> = {};
  if (!theme) return style;
  for (const [token, name] of Object.entries(COLOR_VARIABLES) as [keyof RampColors, string][]) {
    if (theme[token]) style[`--nr-${name}`] = theme[token];
    if (theme.light?.[token]) style[`--nr-light-${name}`] = theme.light[token];
    if (theme.dark?.[token]) style[`--nr-dark-${name}`] = theme.dark[token];
  }
  for (const [token, variable] of Object.entries(METRIC_VARIABLES) as [keyof RampMetrics, string][]) {
    if (theme[token]) style[variable] = theme[token];
  }
  return style as CSSProperties;
}
