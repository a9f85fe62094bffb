// Module resolution hooks: `naira-ramp/<entry>` resolves to this repository's sources (compiled by tsx),
// so an example runs against the code under test exactly as written for the published package.
const ENTRIES = { 'naira-ramp/server': 'src/server/index.ts', 'naira-ramp/mock': 'src/mock/index.ts' };

export async function resolve(specifier, context, nextResolve) {
  const source = ENTRIES[specifier];
  return nextResolve(source ? new URL(`../../../${source}`, import.meta.url).href : specifier, context);
}
