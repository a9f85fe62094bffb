import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './snippet-blocks';

// A host looks an option up in the README's tables: every option the types accept has its row.
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');
const readme = read('README.md');

const TABLES = [
  ['### Signer options', 'src/server/signer/options.ts', 'RampSignerOptions'],
  ['### Webhooks', 'src/server/webhooks/config.ts', 'RampWebhookOptions'],
] as const;

// One program for every file the tables document: the compiler reads their shared imports once.
const program = ts.createProgram(
  TABLES.map(([, path]) => join(repoRoot, path)),
  { noEmit: true, skipLibCheck: true, types: [] },
);

/** The property names of an exported interface, its own and those it extends, as the compiler reads them. */
function membersOf(path: string, name: string): string[] {
  const source = program.getSourceFile(join(repoRoot, path));
  const found = source?.statements.find((node): node is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(node) && node.name.text === name);
  if (!found) throw new Error(`${path} declares no interface ${name}`);
  const checker = program.getTypeChecker();
  return checker.getPropertiesOfType(checker.getTypeAtLocation(found.name)).map((member) => member.name);
}

/** The names in backticks in the first column of the first table after a heading. */
function tableNames(heading: string): string[] {
  const start = readme.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`README has no heading "${heading}"`);
  const lines = readme.slice(start).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, index) => index > first && !line.startsWith('|'));
  return lines.slice(first, end).flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Za-z]+)/g)].map((match) => match[1]!));
}

describe("README's option tables", () => {
  it.each(TABLES)('%s lists every option of %s', (heading, path, name) => {
    const members = membersOf(path, name);
    expect(members.length).toBeGreaterThan(3);
    expect(members.filter((member) => !tableNames(heading).includes(member))).toEqual([]);
  });
});
