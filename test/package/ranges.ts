/**
 * Whether a version satisfies a range made of caret ranges or lower bounds joined by `||`
 * (`^18.3 || ^19`, downshift's `>=16.12.0`), the forms our peer ranges and our dependencies' React
 * peers use. Any other form throws, so a range this cannot judge is never passed by mistake.
 */
export function satisfiesCaretRange(version: string, range: string): boolean {
  const [major, minor, patch] = version.split('.').map(Number) as [number, number, number];
  return range.split('||').some((part) => {
    const match = /^(\^|>=)(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(part.trim());
    if (!match || match[2] === '0') throw new Error(`Cannot judge the range "${range}" (only ^ or >= major[.minor[.patch]] with major > 0)`);
    const [low, lowMinor, lowPatch] = [Number(match[2]), Number(match[3] ?? 0), Number(match[4] ?? 0)];
    if (match[1] === '>=' && major !== low) return major > low;
    if (major !== low) return false;
    return minor > lowMinor || (minor === lowMinor && patch >= lowPatch);
  });
}

/** A package.json `sideEffects` glob as a regular expression over package-relative paths. */
export function globToRegExp(glob: string): RegExp {
  const pattern = glob
    .replace(/^\.\//, '')
    .split(/(\*\*\/|\*)/)
    .map((part) => (part === '**/' ? '(?:.*/)?' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  // A pattern without a slash matches the file name in any folder, as bundlers read sideEffects.
  return new RegExp(glob.includes('/') ? `^${pattern}$` : `(?:^|/)${pattern}$`);
}
