import { useState } from 'react';
import { BuyRamp, SellRamp, type BuyRecord, type SellRecord } from 'naira-ramp';
import 'naira-ramp/styles.css';

export function Checkout() {
  const [done, setDone] = useState<BuyRecord | SellRecord>();
  return (
    <main>
      {done && <p role="status">Transaction {done.transaction_id} received</p>}
      <BuyRamp signer="/api/ramp" onSuccess={setDone} />
      <SellRamp signer="/api/ramp" onSuccess={setDone} />
    </main>
  );
}
