import { useState } from 'react';
import { BuyRamp, RampDialog } from 'naira-ramp';

export function BuyButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Buy stablecoin
      </button>
      <RampDialog open={open} onClose={() => setOpen(false)}>
        <BuyRamp signer="/api/ramp" />
      </RampDialog>
    </>
  );
}
