import type { ArgTypes } from '@storybook/react-vite';
import type { RampTheme } from '../../src/react/config/types';
import type { RampToken } from '../../src/react/theme/types';

/** Each theme token as its own story arg, so the Controls panel can edit it. */
export type ThemeArgs = { [K in RampToken as `theme_${K}`]?: string };

type Token = RampToken;

const TOKENS: Record<Token, { variable: string; description: string; color: boolean }> = {
  primary: { variable: '--nr-color-primary', description: 'Buttons, links, selected options', color: true },
  onPrimary: { variable: '--nr-color-on-primary', description: 'Text on primary-coloured surfaces', color: true },
  background: { variable: '--nr-color-background', description: 'Widget background', color: true },
  surface: { variable: '--nr-color-surface', description: 'Cards, inputs and option tiles', color: true },
  text: { variable: '--nr-color-text', description: 'Body text', color: true },
  muted: { variable: '--nr-color-muted', description: 'Hints and secondary text', color: true },
  border: { variable: '--nr-color-border', description: 'Input and card borders', color: true },
  danger: { variable: '--nr-color-danger', description: 'Error text and invalid borders', color: true },
  success: { variable: '--nr-color-success', description: 'Success accents on the receipt', color: true },
  focus: { variable: '--nr-color-focus', description: 'Focus ring', color: true },
  fontFamily: { variable: '--nr-font-family', description: 'Font stack', color: false },
  fontSize: { variable: '--nr-font-size', description: 'Base font size (any CSS length)', color: false },
  radius: { variable: '--nr-radius', description: 'Corner radius of inputs, buttons and cards', color: false },
  spacing: { variable: '--nr-space', description: 'Base spacing unit', color: false },
};

/** Every token, in the order the Theming page lists them. */
export const THEME_TOKENS = Object.entries(TOKENS).map(([token, info]) => ({ token: token as Token, ...info }));

/** Controls for every theme token, grouped under "Theme tokens". */
export const themeArgTypes: ArgTypes<ThemeArgs> = Object.fromEntries(
  THEME_TOKENS.map(({ token, variable, description, color }) => [
    `theme_${token}`,
    {
      name: `theme.${token}`,
      description: `${description} (\`${variable}\`)`,
      control: color ? { type: 'color', presetColors: ['#0b6b3a', '#5b21b6', '#b42318', '#ffffff', '#10151c'] } : { type: 'text' },
      table: { category: 'Theme tokens (controls of these stories: the `theme` prop takes them as one object)', type: { summary: 'string' }, defaultValue: { summary: 'the stylesheet’s' } },
    },
  ]),
);

/** Splits the token args from the component's own props and builds the `theme` object from them. */
export function splitThemeArgs<P extends object>(args: P & ThemeArgs): { props: P; theme: RampTheme | undefined } {
  const props: Record<string, unknown> = {};
  const theme: Record<string, string> = {};
  for (const [key, value] of Object.entries(args)) {
    if (key.startsWith('theme_')) {
      if (typeof value === 'string' && value) theme[key.slice('theme_'.length)] = value;
    } else props[key] = value;
  }
  return { props: props as P, theme: Object.keys(theme).length ? (theme as RampTheme) : undefined };
}

/** A brand theme: a deep violet, rounder corners and a wider rhythm (contrast checked against white). */
export const BRAND_THEME: RampTheme = {
  primary: '#5b21b6',
  onPrimary: '#ffffff',
  background: '#fbfaff',
  surface: '#f1edfb',
  text: '#1e1b2e',
  muted: '#4c4565',
  border: '#736a8f',
  focus: '#c2410c',
  fontFamily: "Georgia, 'Times New Roman', serif",
  radius: '0.9rem',
  spacing: '0.3rem',
};

/** The brand theme as story args, for stories that start from it. */
export const BRAND_ARGS: ThemeArgs = Object.fromEntries(Object.entries(BRAND_THEME).map(([token, value]) => [`theme_${token}`, value]));
