import { useMemo } from 'react';
import { isAscii, lookalikeKey } from '../../../core';
import type { LookalikeTable, Vendor } from '../../../core';
import { lazyModule } from '../../flow/lazyModule';

const lookalikes = lazyModule(() => import('./lookalikeTable'));

/** The fewest last digits (at least four) that differ between every two of `numbers`; all of them when none do. */
function endingLength(numbers: readonly string[]): number {
  const longest = Math.max(...numbers.map((number) => number.length));
  for (let length = 4; length < longest; length++) {
    if (new Set(numbers.map((number) => number.slice(-length))).size === numbers.length) return length;
  }
  return longest;
}

/** The vendors in groups that render alike: same name and bank by `lookalikeKey`; one group of all when a key is not known. */
function lookalikeGroups(vendors: readonly Vendor[], table: LookalikeTable | undefined): Vendor[][] {
  const groups = new Map<string, Vendor[]>();
  for (const vendor of vendors) {
    const name = lookalikeKey(vendor.name, table);
    const bank = lookalikeKey(vendor.bank, table);
    // Without the table, text beyond ASCII could read like any other: nothing can be ruled out.
    if (name === undefined || bank === undefined) return [[...vendors]];
    const key = `${name}\n${bank}`;
    groups.set(key, [...(groups.get(key) ?? []), vendor]);
  }
  return [...groups.values()];
}

/**
 * For each vendor whose name and bank render like another's ("Аdaeze Okonkwo", with a Cyrillic А, and
 * "Adaeze Okonkwo", both at Access Bank), the last digits of its account that tell them apart.
 */
export function vendorEndings(vendors: readonly Vendor[], table: LookalikeTable | undefined): Map<Vendor, string> {
  const endings = new Map<Vendor, string>();
  for (const group of lookalikeGroups(vendors, table)) {
    if (group.length < 2) continue;
    const length = endingLength(group.map((vendor) => vendor.number));
    for (const vendor of group) endings.set(vendor, vendor.number.slice(-length));
  }
  return endings;
}

/**
 * `vendorEndings` of the few vendors shown as cards, once it can be known: at once for a list in ASCII
 * alone; for one with other text, once the table of look-alike characters has loaded (undefined until
 * then), or could not (then every vendor gets its digits).
 */
export function useVendorEndings(vendors: readonly Vendor[]): ReadonlyMap<Vendor, string> | undefined {
  const needed = useMemo(() => vendors.some((vendor) => !isAscii(vendor.name) || !isAscii(vendor.bank)), [vendors]);
  const { module, failed } = lookalikes.useModule(needed);
  const ready = !needed || module !== undefined || failed;
  const table = module?.LOOKALIKE_TABLE;
  return useMemo(() => (ready ? vendorEndings(vendors, table) : undefined), [ready, vendors, table]);
}

/**
 * The ending of one vendor of a long, searchable list: worked out for the whole list the first time an
 * option asks (the menu draws only what matches, and a closed list is never read whole). The table
 * loads with the list; until it is here, every vendor of a list with text beyond ASCII gets its digits.
 */
export function useVendorEndingOf(vendors: readonly Vendor[]): (vendor: Vendor) => string | undefined {
  const table = lookalikes.useModule().module?.LOOKALIKE_TABLE;
  return useMemo(() => {
    let endings: Map<Vendor, string> | undefined;
    return (vendor) => (endings ??= vendorEndings(vendors, table)).get(vendor);
  }, [vendors, table]);
}
