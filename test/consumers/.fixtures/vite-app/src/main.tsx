// A host's Vite + React app: both widgets and the one stylesheet, as the README shows them.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BuyRamp, SellRamp, type BuyRecord } from 'naira-ramp';
import 'naira-ramp/styles.css';

function Shop() {
  const [bought, setBought] = useState<BuyRecord | null>(null);
  return (
    <main>
      <h1>Shop</h1>
      {bought && <p role="status">Bought: {bought.transaction_id}</p>}
      <BuyRamp signer="/api/ramp" onSuccess={setBought} />
      <SellRamp signer="/api/ramp" appearance="dark" />
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
createRoot(root).render(
  <StrictMode>
    <Shop />
  </StrictMode>,
);
