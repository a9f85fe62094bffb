/**
 * An example's signer module without its PostgreSQL store: the examples keep what the signer records in
 * PostgreSQL when DATABASE_URL is set (their store module, and the `pg` package); a new app starts in
 * memory and takes a store later (README "Stores"). Throws when the example no longer reads as expected,
 * so a changed example cannot give a host a file that imports what init did not write.
 */
export function withoutStore(source: string): string {
  const result = source
    .replace(/^import \{ stores \} from '\.\/store(\.js)?';\n/m, '')
    .replace(/^ {2}\/\/ In memory, or in PostgreSQL[^\n]*\n {2}\.\.\.stores,\n/m, '');
  if (/\bstores?\b/.test(result.replace(/^\s*\/\/.*$/gm, ''))) throw new Error('naira-ramp init: the example signer module no longer reads as expected (its store lines).');
  return result;
}
