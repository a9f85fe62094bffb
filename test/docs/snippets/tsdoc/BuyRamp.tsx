import { BuyRamp } from 'naira-ramp';

// The signer is mounted at /api/ramp on the host's server (see createRampSigner).
export function TopUp() {
  return <BuyRamp signer="/api/ramp" onSuccess={(record) => console.log('Requested', record.reference)} />;
}
