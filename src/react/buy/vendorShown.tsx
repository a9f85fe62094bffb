import type { ReactNode } from 'react';
import type { Vendor } from '../../core';
import { isolated } from '../ui/isolate';

/**
 * The chosen vendor in one line, "Adaeze Okonkwo, Access Bank 0123456789": `value` as text, `display`
 * with the name and bank from the service's list each set apart from the rest (see `isolated`), so a
 * name written right to left cannot reorder the bank or the number. Empty while the vendor is not known.
 */
export function vendorShown(vendor: Vendor | undefined): { value: string; display?: ReactNode } {
  if (!vendor) return { value: '' };
  return {
    value: `${vendor.name}, ${vendor.bank} ${vendor.number}`,
    display: (
      <>
        {isolated(vendor.name)}, {isolated(vendor.bank)} {vendor.number}
      </>
    ),
  };
}
