import { useState } from 'react';
import { BuyRamp, RampDialog } from 'naira-ramp';
import type { Signer } from 'naira-ramp';

export function PayWithStablecoin({ signer }: { signer: Signer }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Pay with stablecoin
      </button>
      <RampDialog open={open} onClose={() => setOpen(false)}>
        <BuyRamp signer={signer} theme={{ primary: '#0f5132', dark: { primary: '#6fcf97' } }} />
      </RampDialog>
    </>
  );
}
