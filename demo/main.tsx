import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BuyRamp, SellRamp } from '../src/index';
import '../src/react/styles.css';
import type { Backend } from './server';

type Appearance = 'light' | 'dark' | 'auto';
const APPEARANCES: readonly Appearance[] = ['light', 'dark', 'auto'];

/** The host page's own theme switch; the widgets follow it through their `appearance` prop. */
function AppearanceSwitch({ value, onChange }: { value: Appearance; onChange: (next: Appearance) => void }) {
  return (
    <fieldset className="appearance">
      <legend>Theme</legend>
      <div className="options">
        {APPEARANCES.map((option) => (
          <label key={option}>
            <input type="radio" name="appearance" value={option} checked={value === option} onChange={() => onChange(option)} />
            {option === 'auto' ? 'Auto (system)' : option[0]!.toUpperCase() + option.slice(1)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const seconds = (ms: number) => new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(ms / 1000);

/** What the demo's server drives, said on the page: on the mock nothing is real, and every outcome comes by itself. */
function BackendNote() {
  const [backend, setBackend] = useState<Backend>();
  useEffect(() => {
    fetch('/demo-backend.json').then((response) => response.json() as Promise<Backend>).then(setBackend, () => undefined);
  }, []);
  if (!backend) return null;
  return (
    <p role="note" className="backend">
      {backend.mock
        ? `On the mock ramp service: no money moves, the vendors' accounts are made up and the deposit addresses never funded, and each transaction completes by itself ${backend.settleAfterMs === 0 ? 'at once' : `${seconds(backend.settleAfterMs)} seconds after it is made`}, whatever you pay or send.`
        : 'On the ramp service its server is configured for (RAMP_BASE_URL): with a live key, transfers and payouts are real.'}
    </p>
  );
}

// The host's own page: the widgets only ever talk to the host's signer, never to the ramp service.
function Demo() {
  const [appearance, setAppearance] = useState<Appearance>('auto');
  useEffect(() => {
    document.documentElement.dataset.appearance = appearance;
  }, [appearance]);
  return (
    <>
      <header>
        <div>
          <h1>Demo shop</h1>
          <p>A host page with the buy and sell widgets; its server signs requests at <code>/api/ramp</code>.</p>
          <BackendNote />
        </div>
        <AppearanceSwitch value={appearance} onChange={setAppearance} />
      </header>
      <main>
        <BuyRamp signer="/api/ramp" appearance={appearance} />
        <SellRamp signer="/api/ramp" appearance={appearance} />
      </main>
    </>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('demo/index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <Demo />
  </StrictMode>,
);
