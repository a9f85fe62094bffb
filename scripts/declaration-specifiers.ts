/**
 * Makes the emitted declarations resolvable under `moduleResolution: node16/nodenext`.
 *
 * The sources import each other without extensions (`./react/BuyRamp`, `../core`), which bundler
 * resolution accepts. tsc copies those specifiers into the .d.ts files as written, and Node-style
 * ESM resolution (our package is `"type": "module"`) cannot follow them, so a node16 project would
 * see the package's types as missing. This rewrites every relative specifier in the declarations
 * to the file Node would load: `./react/BuyRamp.js`, `../core/index.js`.
 *
 * Run: tsx scripts/declaration-specifiers.ts <dir>   (part of `prepack`, after the build)
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// `from '…'`, `import '…'` and `import('…')` with a relative specifier.
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g;
const HAS_EXTENSION = /\.(?:js|mjs|cjs|json|css)$/;

/** The specifier Node resolution can follow, for one relative specifier in `file`. */
export function resolvableSpecifier(file: string, specifier: string): string {
  if (HAS_EXTENSION.test(specifier)) return specifier;
  const target = resolve(dirname(file), specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(target, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(`${file}: no declaration for "${specifier}" (looked for ${target}.d.ts and ${target}/index.d.ts)`);
}

/** Rewrites one declaration file's text; returns it unchanged when every specifier already resolves. */
export function rewriteDeclaration(file: string, text: string): string {
  return text.replace(SPECIFIER, (_match, lead: string, quote: string, specifier: string) => {
    return `${lead}${quote}${resolvableSpecifier(file, specifier)}${quote}`;
  });
}

function declarationFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => path.endsWith('.d.ts') && statSync(path).isFile());
}

/** Rewrites every .d.ts under `dir`; returns how many files changed. */
export function rewriteDeclarations(dir: string): number {
  let changed = 0;
  for (const file of declarationFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    const rewritten = rewriteDeclaration(file, text);
    if (rewritten !== text) {
      writeFileSync(file, rewritten);
      changed += 1;
    }
  }
  return changed;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir || !existsSync(dir)) {
    console.error('Usage: tsx scripts/declaration-specifiers.ts <directory of .d.ts files>');
    process.exit(1);
  }
  const changed = rewriteDeclarations(dir);
  console.log(`Declaration specifiers: ${changed} file(s) rewritten under ${dir}`);
}
