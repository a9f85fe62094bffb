import { describe, expect, it } from 'vitest';
import { buyFirstMessages } from '../../../src/react/buy/messages';
import { defaultMessages } from '../../../src/react/messages/defaults';
import { comboboxes } from '../../../src/react/ui/fields/lazyComboboxes';
import { mergeMessages } from '../../../src/react/messages/messages';

// The searchable lists' strings (the search hint, "no match", "Showing 50 of 500") are not in the first
// bundle: the lists load after the first paint, and their code counts as loaded only with those strings,
// so a list never shows without its words, even in a set of messages merged before they arrived.

describe('the searchable lists’ strings', () => {
  it('arrive with the lists’ code, in a set merged at the first render', async () => {
    const messages = mergeMessages(buyFirstMessages);
    expect(messages.vendorSearchHint).toBeUndefined();
    await comboboxes.preload();
    expect([messages.vendorSearchHint, messages.vendorNoMatch, messages.showVendors, messages.vendorList, messages.listMore(50, 500)]).toEqual([
      defaultMessages.vendorSearchHint,
      defaultMessages.vendorNoMatch,
      defaultMessages.showVendors,
      defaultMessages.vendorList,
      'Showing 50 of 500. Keep typing to narrow the list.',
    ]);
  });
});
