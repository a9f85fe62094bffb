import { describe, expect, it } from 'vitest';
import { runInit } from '../../../src/bin/init/run';
import { example, expressApp, read, scripts, tempDir, viteApp } from './support';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const written = ['server/ramp.mjs', 'server/checkout.mjs', 'public/checkout.html', 'public/checkout.js', 'public/icon.svg', '.env.example'];

describe('naira-ramp init in an Express app', () => {
  it("finds Express and writes examples/express-html's router, listening server, page and settings, with the scripts that run the server and the mock", () => {
    const dir = expressApp();
    const lines = runInit([], dir);
    expect(lines[0]).toBe(`naira-ramp init: Express in ${dir}`);
    for (const path of written) expect(read(dir, path), path).toBe(example('express-html', path));
    expect(read(dir, '.env.local')).toBe(example('express-html', '.env.example').replace('# Copy to .env.local. ', '# '));
    expect(scripts(dir)).toEqual({
      test: 'echo "Error: no test specified" && exit 1',
      checkout: 'node --env-file=.env.local server/checkout.mjs',
      mock: 'naira-ramp-mock --env-file .env.local',
    });
    // The app's own entry is left alone.
    expect(read(dir, 'index.js')).toBe("const express = require('express');\nexpress().listen(3000);\n");
    expect(lines.slice(-2)).toEqual([
      '  npm run mock       # in one terminal: the mock ramp service, reading .env.local',
      '  npm run checkout   # in another; then open /checkout.html (or app.use(rampRoutes) from server/ramp.mjs in your own server)',
    ]);
  });

  it('writes the same scripts the example runs, so the README commands work in both', () => {
    const dir = expressApp();
    runInit([], dir);
    const own = (JSON.parse(example('express-html', 'package.json')) as { scripts: Record<string, string> }).scripts;
    expect({ checkout: scripts(dir).checkout, mock: scripts(dir).mock }).toEqual({ checkout: own.checkout, mock: own.mock });
  });

  it('takes --framework express in an app where it finds Vite too, and asks which where both are', () => {
    const both = viteApp();
    const pkg = JSON.parse(read(both, 'package.json')) as { dependencies: Record<string, string> };
    writeFileSync(join(both, 'package.json'), JSON.stringify({ ...pkg, dependencies: { ...pkg.dependencies, express: '^5.1.0' } }));
    expect(() => runInit([], both)).toThrow(/both Vite with React and Express: name the one init writes for with --framework vite .* or --framework express/);
    expect(runInit(['--framework', 'express'], both)[0]).toBe(`naira-ramp init: Express in ${both}`);
    expect(read(both, 'server/checkout.mjs')).toBe(example('express-html', 'server/checkout.mjs'));
  });

  it('says what it knows when it finds no framework, or is given one it does not know', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'package.json'), '{}');
    expect(() => runInit([], dir)).toThrow(/knows Next\.js with the App Router, Vite with React, and Express\)\. Name one with --framework next, --framework vite or --framework express/);
    expect(() => runInit(['--framework', 'remix'], dir)).toThrow('--framework takes next, vite, express (got "remix").');
    expect(() => runInit(['--frame'], dir)).toThrow(/^Unknown argument --frame\./);
  });
});
