// A Server Component rendering the widgets straight from the package: the package's own
// 'use client' marks the boundary, so the host needs no wrapper file of its own.
import { BuyRamp, SellRamp } from 'naira-ramp';

export default function Page() {
  return (
    <main>
      <h1>Shop</h1>
      <BuyRamp signer="/api/ramp" />
      <SellRamp signer="/api/ramp" />
    </main>
  );
}
