import { FIRST_FIELD_TEXTS } from '../../core';
import type { RampMessages } from '../messages/messages';

/**
 * The strings only a buy's first step shows: its title, the amount in naira and the vendor list's states.
 * A buy's first paint carries them; a sell widget gets them with the later strings.
 */
export const buyFirstMessages = {
  // The vendor rule's own text (core), so the widget and the signer say the same.
  ...FIRST_FIELD_TEXTS,
  buyTitle: 'Buy NGN stablecoin',
  amountLabel: 'Amount in naira',
  vendorLegend: 'Payment vendor',
  vendorsEmpty: 'No payment vendors are available right now. Please try again later.',
  vendorsFailed: 'The list of payment vendors could not be loaded.',
} satisfies Partial<RampMessages>;
