import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BuyRamp, RampProvider, SellRamp } from 'naira-ramp';
import 'naira-ramp/styles.css';

// One provider shares the signer (and theme, locale, strings) with both widgets.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RampProvider signer="/api/ramp">
      <main>
        <BuyRamp onSuccess={(record) => console.log('Bought', record.transaction_id)} />
        <SellRamp onSuccess={(record) => console.log('Sold', record.transaction_id)} />
      </main>
    </RampProvider>
  </StrictMode>,
);
