import type { CSSProperties } from 'react';
import type { RampTheme } from './types';

const TOKEN_VARIABLES: Record<keyof RampTheme, string> = {
  primary: '--nr-color-primary',
  onPrimary: '--nr-color-on-primary',
  background: '--nr-color-background',
  surface: '--nr-color-surface',
  text: '--nr-color-text',
  muted: '--nr-color-muted',
  border: '--nr-color-border',
  danger: '--nr-color-danger',
  success: '--nr-color-success',
  focus: '--nr-color-focus',
  fontFamily: '--nr-font-family',
  fontSize: '--nr-font-size',
  radius: '--nr-radius',
  spacing: '--nr-space',
};

/** Turns theme tokens into the inline custom properties the stylesheet reads. */
export function themeToStyle(theme: RampTheme | undefined): CSSProperties {
  const style: Record<string, string> = {};
  if (!theme) return style;
  for (const [token, variable] of Object.entries(TOKEN_VARIABLES)) {
    const value = theme[token as keyof RampTheme];
    if (value) style[variable] = value;
  }
  return style as CSSProperties;
}
