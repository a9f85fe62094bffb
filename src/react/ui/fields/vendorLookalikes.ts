import { LOOKALIKE_TABLE, lookalikeKey } from '../../../core';
import type { Vendor } from '../../../core';

// In a chunk of its own with the table of look-alike characters (UTS #39): only a list whose names may
// read alike loads it.

/** The fewest last digits (at least four) that differ between every two of `numbers`; all of them when none do. */
function endingLength(numbers: readonly string[]): number {
  const longest = Math.max(...numbers.map((number) => number.length));
  for (let length = 4; length < longest; length++) {
    if (new Set(numbers.map((number) => number.slice(-length))).size === numbers.length) return length;
  }
  return longest;
}

/**
 * For each vendor whose name and bank render like another's (the same `lookalikeKey`: "Аdaeze Okonkwo",
 * with a Cyrillic А, and "Adaeze Okonkwo", both at Access Bank), the last digits of its account that
 * tell them apart.
 */
export function vendorEndings(vendors: readonly Vendor[]): Map<Vendor, string> {
  const groups = new Map<string, Vendor[]>();
  for (const vendor of vendors) {
    const key = `${lookalikeKey(vendor.name, LOOKALIKE_TABLE)}\n${lookalikeKey(vendor.bank, LOOKALIKE_TABLE)}`;
    groups.set(key, [...(groups.get(key) ?? []), vendor]);
  }
  const endings = new Map<Vendor, string>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const length = endingLength(group.map((vendor) => vendor.number));
    for (const vendor of group) endings.set(vendor, vendor.number.slice(-length));
  }
  return endings;
}
