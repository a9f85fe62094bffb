import { useMemo } from 'react';
import { asciiLookalikeKey } from '../../../core';
import type { Vendor } from '../../../core';
import { lazyModule } from '../../hooks/lazyModule';
import type * as Lookalikes from './vendorLookalikes';

const lookalikes = lazyModule(() => import('./vendorLookalikes'));

/** Each vendor that reads like another, with the last digits of its account that tell them apart. */
export type VendorEndings = ReadonlyMap<Vendor, string>;

const NONE: VendorEndings = new Map();

/** Whether two vendors may read alike: a name or bank beyond ASCII (the table must say), or two alike in ASCII ("0" for "O"). */
function mayReadAlike(vendors: readonly Vendor[]): boolean {
  const keys = new Set<string>();
  for (const vendor of vendors) {
    const name = asciiLookalikeKey(vendor.name);
    const bank = asciiLookalikeKey(vendor.bank);
    if (name === undefined || bank === undefined || keys.has(`${name}\n${bank}`)) return true;
    keys.add(`${name}\n${bank}`);
  }
  return false;
}

/**
 * The endings of a list: none when no two vendors may read alike; else the table's, or without it (not
 * here yet, or it could not load) nothing can be ruled out: every vendor with its whole account number.
 */
function endingsOf(vendors: readonly Vendor[], module: typeof Lookalikes | undefined): VendorEndings {
  if (!mayReadAlike(vendors)) return NONE;
  return module ? module.vendorEndings(vendors) : new Map(vendors.map((vendor) => [vendor, vendor.number]));
}

/**
 * The endings of the few vendors shown as cards, once known: at once when none may read alike (a list
 * in ASCII with no two alike); else once the look-alike table has loaded or failed (undefined until then).
 */
export function useVendorEndings(vendors: readonly Vendor[]): VendorEndings | undefined {
  const needed = useMemo(() => mayReadAlike(vendors), [vendors]);
  const { module, failed } = lookalikes.useModule(needed);
  return useMemo(() => (needed && !module && !failed ? undefined : endingsOf(vendors, module)), [needed, module, failed, vendors]);
}

/**
 * The ending of one vendor of a long, searchable list, worked out for the whole list the first time an
 * option asks (the menu draws only what matches: a closed list is never read whole). The table loads
 * with the list; until it is here, vendors that may read alike show their whole account numbers.
 */
export function useVendorEndingOf(vendors: readonly Vendor[]): (vendor: Vendor) => string | undefined {
  const { module } = lookalikes.useModule();
  return useMemo(() => {
    let endings: VendorEndings | undefined;
    return (vendor) => (endings ??= endingsOf(vendors, module)).get(vendor);
  }, [vendors, module]);
}
