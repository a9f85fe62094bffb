import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInit } from '../../../src/bin/init/run';
import { example, read, scripts, viteApp } from './support';

const vite = (path: string) => example('vite', path);

describe('naira-ramp init in a create-vite react-ts app', () => {
  it("finds Vite with React and writes examples/vite's server, plugin, component and settings, the plugin into vite.config.ts and the server into tsconfig.node.json", () => {
    const dir = viteApp();
    const lines = runInit([], dir);
    expect(lines[0]).toBe(`naira-ramp init: Vite + React in ${dir}`);
    for (const path of ['server/ramp.js', 'server/vite-plugin.js', 'server/index.js', 'src/Checkout.tsx', '.env.example']) expect(read(dir, path)).toBe(vite(path));
    expect(read(dir, '.env.local')).toBe(vite('.env.example').replace('# Copy to .env.local. ', '# '));
    expect(read(dir, 'vite.config.ts')).toBe(`import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { rampSigner } from './server/vite-plugin.js'

// https://vite.dev/config/
export default defineConfig({
  plugins: [react(), rampSigner()],
})
`);
    const tsconfig = read(dir, 'tsconfig.node.json');
    expect(tsconfig).toContain('"include": ["vite.config.ts", "server"]');
    expect(tsconfig).toMatch(/"compilerOptions": \{\n {4}"allowJs": true,\n {4}"checkJs": true,\n {4}"tsBuildInfoFile"/);
    expect(scripts(dir)).toMatchObject({ mock: 'naira-ramp-mock --env-file .env.local', start: 'node server/index.js', build: 'tsc -b && vite build' });
    expect(lines).toContain('  add to  vite.config.ts');
  });

  it('edits vite.config.ts and tsconfig.node.json once: a second run leaves them as the first left them', () => {
    const dir = viteApp();
    runInit([], dir);
    const [config, tsconfig] = [read(dir, 'vite.config.ts'), read(dir, 'tsconfig.node.json')];
    const lines = runInit([], dir);
    expect(lines).toContain('  unchanged  vite.config.ts');
    expect(lines).toContain('  unchanged  tsconfig.node.json');
    expect([read(dir, 'vite.config.ts'), read(dir, 'tsconfig.node.json')]).toEqual([config, tsconfig]);
  });

  it('says what to do by hand where a file is not as create-vite wrote it', () => {
    const custom = viteApp();
    writeFileSync(join(custom, 'vite.config.ts'), "import { defineConfig } from 'vite'\nimport preact from '@preact/preset-vite'\nexport default defineConfig({ plugins: [preact()] })\n");
    const lines = runInit(['--framework', 'vite'], custom);
    expect(lines).toContain("  not as expected, left as it is  vite.config.ts: add import { rampSigner } from './server/vite-plugin.js' and rampSigner() to its plugins");
    expect(lines).toContain('Some changes could not be made: make them by hand, as said above.');
  });
});
