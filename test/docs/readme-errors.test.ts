import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_STATUS, type RampErrorCode } from '../../src/core';
import { repoRoot } from './snippet-blocks';

// A host reads what each error means from the README's table of statuses and codes; the signer answers
// each code with ERROR_STATUS's status. The two must say the same.
const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');

/** Each `status | code` pair the table names (a row like "404 / 405 | a / b" pairs them in order). */
function tablePairs(): Array<[number, string]> {
  const start = readme.indexOf('| status | code | when |');
  if (start < 0) throw new Error('README has no table of statuses and codes');
  const rows = readme.slice(start).split('\n').slice(2);
  const table = rows.slice(0, rows.findIndex((row) => !row.startsWith('|')));
  return table.flatMap((row) => {
    const [statuses = '', codes = ''] = row.split('|').slice(1, 3);
    const numbers = [...statuses.matchAll(/\d{3}/g)].map(([status]) => Number(status));
    const names = [...codes.matchAll(/`([a-z_]+)`/g)].map(([, code]) => code!);
    // One status for every code in the row, or one status each.
    return names.map((code, index): [number, string] => [numbers.length === names.length ? numbers[index]! : numbers[0]!, code]);
  });
}

describe("README's table of error statuses", () => {
  const pairs = tablePairs();

  it.each(Object.entries(ERROR_STATUS).filter(([, status]) => status > 0))('says %s as the signer answers it, %i', (code, status) => {
    expect(pairs).toContainEqual([status, code]);
  });

  it('names only codes the signer has', () => {
    expect(pairs.length).toBeGreaterThan(10);
    for (const [, code] of pairs) expect(Object.keys(ERROR_STATUS)).toContain(code as RampErrorCode);
  });
});
