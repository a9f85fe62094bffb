import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BuyRamp, SellRamp } from '../src/index';
import '../src/react/styles.css';

type Appearance = 'light' | 'dark' | 'auto';
const APPEARANCES: readonly Appearance[] = ['light', 'dark', 'auto'];

/** The host page's own theme switch; the widgets follow it through their `appearance` prop. */
function AppearanceSwitch({ value, onChange }: { value: Appearance; onChange: (next: Appearance) => void }) {
  return (
    <fieldset className="appearance">
      <legend>Theme</legend>
      {APPEARANCES.map((option) => (
        <label key={option}>
          <input type="radio" name="appearance" value={option} checked={value === option} onChange={() => onChange(option)} />
          {option === 'auto' ? 'Auto (system)' : option[0]!.toUpperCase() + option.slice(1)}
        </label>
      ))}
    </fieldset>
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
