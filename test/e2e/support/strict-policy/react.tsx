import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BuyRamp, SellRamp } from '../../../../src/index';
import '../../../../src/react/styles.css';

// A React host under a strict policy: the widgets as a bundler builds them, the stylesheet as a file.
// The signer's URL is the page's (the test serves the page on a second origin, pointing at the first).
const root = document.getElementById('root')!;
const signer = root.dataset.signer!;
createRoot(root).render(
  <StrictMode>
    <BuyRamp signer={signer} theme={{ primary: '#0f5132' }} />
    <SellRamp signer={signer} theme={{ primary: '#0f5132' }} />
  </StrictMode>,
);
