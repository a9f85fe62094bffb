import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BuyRamp, SellRamp } from '../src/index';
import '../src/react/styles.css';

// The host's own page: the widgets only ever talk to the host's signer, never to the ramp service.
const root = document.getElementById('root');
if (!root) throw new Error('demo/index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <section aria-labelledby="buy-title">
      <h2 id="buy-title">Buy stablecoin with Naira</h2>
      <BuyRamp signer="/api/ramp" />
    </section>
    <section aria-labelledby="sell-title">
      <h2 id="sell-title">Sell stablecoin for Naira</h2>
      <SellRamp signer="/api/ramp" />
    </section>
  </StrictMode>,
);
