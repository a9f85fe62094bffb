/** Colour tokens: each becomes a `--nr-color-*` custom property, or `--nr-light-color-*` / `--nr-dark-color-*` per mode. */
export type RampColors = {
  /** Buttons, links, selected options (`--nr-color-primary`). */
  primary?: string;
  /** Text on primary-coloured surfaces (`--nr-color-on-primary`); left out, black or white, whichever contrasts more with `primary`. */
  onPrimary?: string;
  /** Widget background (`--nr-color-background`). */
  background?: string;
  /** Cards, inputs and option tiles (`--nr-color-surface`). */
  surface?: string;
  /** Body text (`--nr-color-text`). */
  text?: string;
  /** Hints and secondary text (`--nr-color-muted`). */
  muted?: string;
  /** Input and card borders (`--nr-color-border`). */
  border?: string;
  /** Error text and invalid borders (`--nr-color-danger`). */
  danger?: string;
  /** Success accents on the receipt (`--nr-color-success`). */
  success?: string;
  /** Focus ring colour (`--nr-color-focus`). */
  focus?: string;
};

/** Tokens that are the same in light and dark. */
export type RampMetrics = {
  /** Font stack (`--nr-font-family`). */
  fontFamily?: string;
  /** Base font size, any CSS length (`--nr-font-size`); the person's default size when left out. */
  fontSize?: string;
  /** Corner radius of inputs, buttons and cards (`--nr-radius`). */
  radius?: string;
  /** Base spacing unit (`--nr-space`). */
  spacing?: string;
};

/**
 * Design tokens. Colours given at the top level apply in both modes; `light` and `dark` give a mode its
 * own, over them: `{ primary: '#0f5132', dark: { primary: '#6fcf97' } }`.
 */
export type RampTheme = RampColors &
  RampMetrics & {
    /** Colours for light mode (`--nr-light-color-*`), over the top-level ones. */
    light?: RampColors;
    /** Colours for dark mode (`--nr-dark-color-*`), over the top-level ones. */
    dark?: RampColors;
  };

/** A token that holds one value (every key of the theme but `light` and `dark`). */
export type RampToken = keyof RampColors | keyof RampMetrics;
