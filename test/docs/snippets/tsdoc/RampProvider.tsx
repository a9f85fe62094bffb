import { BuyRamp, RampProvider, SellRamp } from 'naira-ramp';

// One signer, look and set of lists for both widgets on the page.
export function Wallet() {
  return (
    <RampProvider signer="/api/ramp" appearance="dark" theme={{ primary: '#0f766e' }}>
      <BuyRamp />
      <SellRamp />
    </RampProvider>
  );
}
