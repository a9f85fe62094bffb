'use client';

import { BuyRamp, SellRamp } from 'naira-ramp';
import 'naira-ramp/styles.css';

export default function Checkout() {
  return (
    <main>
      <BuyRamp signer="/api/ramp" onSuccess={(record) => console.log('Bought', record.transaction_id)} />
      <SellRamp signer="/api/ramp" onSuccess={(record) => console.log('Sold', record.transaction_id)} />
    </main>
  );
}
