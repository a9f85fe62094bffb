import type { RampMessages } from '../messages/messages';

/**
 * The strings only a sell's first step shows: its title, the amount and the coin. A sell's first paint
 * carries them; a buy widget gets them with the later strings.
 */
export const sellFirstMessages = {
  sellTitle: 'Sell stablecoin',
  sellAmountLabel: 'Amount to sell',
  assetLabel: 'Stablecoin',
} satisfies Partial<RampMessages>;
