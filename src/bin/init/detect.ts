import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Framework } from './plan';

/** The host's package.json, as far as `init` reads it. */
export type HostPackage = { dependencies?: Record<string, string>; devDependencies?: Record<string, string>; scripts?: Record<string, string> };

export function readHostPackage(dir: string): HostPackage {
  const path = join(dir, 'package.json');
  if (!existsSync(path)) throw new Error(`No package.json in ${dir}: run naira-ramp init in your app's folder.`);
  return JSON.parse(readFileSync(path, 'utf8')) as HostPackage;
}

/** Where a Next.js app keeps its App Router: `app/` or `src/app/`; undefined without one. */
export function appRouterDir(dir: string): string | undefined {
  return ['src/app', 'app'].find((folder) => existsSync(join(dir, folder)));
}

/** The framework the app in `dir` is built on, or why it cannot tell. */
export function detectFramework(dir: string, pkg: HostPackage): Framework {
  const deps = { ...pkg.dependencies, ...pkg.devDependencies };
  if (deps.next) {
    if (appRouterDir(dir)) return 'next';
    throw new Error('This Next.js app has no app/ (or src/app/) folder: init writes App Router route handlers.');
  }
  const vite = Boolean(deps.vite && deps.react);
  if (vite && deps.express) throw new Error('This app has both Vite with React and Express: name the one init writes for with --framework vite (a Vite plugin and a component) or --framework express (a server and a plain page).');
  if (vite) return 'vite';
  if (deps.express) return 'express';
  throw new Error('No framework init knows was found in package.json (it knows Next.js with the App Router, Vite with React, and Express). Name one with --framework next, --framework vite or --framework express.');
}
