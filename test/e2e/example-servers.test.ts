import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../server/support/raw-http';
import { stopGroup } from '../support/process-group';
import { freePort, waitForHttp } from './support/ports';

// The production servers of examples/ that a host copies: a request no URL parser can read must get
// an answer, not end the process for every later visitor.
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const publicDir = mkdtempSync(join(tmpdir(), 'naira-ramp-example-servers-'));
writeFileSync(join(publicDir, 'index.html'), '<!doctype html><title>Shop</title>');

const servers = [
  { name: 'examples/plain-html/server.mjs', home: 200 },
  // Nothing is built here, so its home page is a 404: what matters is that it still answers.
  { name: 'examples/vite/server/index.js', home: 404 },
];

const get = (port: number, target: string) => rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);

afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

describe.each(servers)('$name', ({ name, home }) => {
  let port: number;
  let stop: () => Promise<void>;
  let alive = true;

  beforeAll(async () => {
    port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', '--import', './test/e2e/support/own-package.mjs', name], {
      cwd: repoRoot,
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_DIR: publicDir },
    });
    child.on('exit', () => (alive = false));
    stop = () => stopGroup(child);
    await waitForHttp(`http://127.0.0.1:${port}/`, 60_000, () => alive);
  });
  afterAll(() => stop?.());

  it.each(['//', '/%E0%A4%A', '*'])('answers GET %s with a 4xx and keeps serving', async (target) => {
    const { status } = await get(port, target);
    expect(status >= 400 && status < 500, `status ${status}`).toBe(true);
    expect(alive).toBe(true);
    expect((await get(port, '/')).status).toBe(home);
  });
});
