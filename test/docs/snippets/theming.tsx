import { BuyRamp } from 'naira-ramp';

// The Theming page's examples: tokens through the theme prop, and a colour of its own for dark mode.
export const Tokens = () => (
  <BuyRamp
    signer="/api/ramp"
    appearance="light"
    theme={{ primary: '#5b21b6', radius: '0.9rem', fontFamily: 'Georgia, serif' }}
  />
);

export const PerMode = () => (
  <BuyRamp signer="/api/ramp" appearance="auto" theme={{ primary: '#0f5132', dark: { primary: '#6fcf97' } }} />
);
