import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import 'naira-ramp/styles.css';
import { Shop } from './app.js';

hydrateRoot(document.getElementById('root'), createElement(Shop), {
  // Hydration mismatches end up here: said out loud so the test sees them.
  onRecoverableError: (error) => console.error(`Recoverable error: ${error instanceof Error ? error.message : String(error)}`),
});
