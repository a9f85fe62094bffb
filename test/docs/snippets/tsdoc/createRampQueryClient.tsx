import { BuyRamp, createRampQueryClient } from 'naira-ramp';

// Made once, outside the component: a widget opened again finds the vendor list in its cache.
const queryClient = createRampQueryClient();

export function TopUp({ open }: { open: boolean }) {
  return open ? <BuyRamp signer="/api/ramp" queryClient={queryClient} /> : null;
}
