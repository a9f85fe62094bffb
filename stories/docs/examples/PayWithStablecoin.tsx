import { useState } from 'react';
import { BuyRamp, RampDialog } from '../../../src';
import type { Signer } from '../../../src';

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
