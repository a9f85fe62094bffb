import { SellRamp } from 'naira-ramp';

export function CashOut() {
  return <SellRamp signer="/api/ramp" onStatusChange={(status) => console.log('The sale is', status)} />;
}
