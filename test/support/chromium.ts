import { existsSync } from 'node:fs';

/** Flags that keep Chromium off the network and working as root in CI. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Finds Chromium: `CHROMIUM_PATH`, else Debian's `/usr/bin/chromium`; otherwise says how to get one. */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(
    (path): path is string => Boolean(path),
  );
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      'Browser tests need Chromium. Install it (Debian/Ubuntu: `apt-get install -y chromium`) ' +
        'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
  }
  return found;
}
