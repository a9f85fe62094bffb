import { createContext, useContext } from 'react';
import type { RampMessages } from '../messages/messages';
import { mergeMessages } from '../messages/messages';

/** What the parts of a rendered widget share: its strings, locale and the "copied" event reporter. */
export type RampUiValue = {
  messages: RampMessages;
  locale: string;
  emit: (copied: { field: string }) => void;
};

/** Context of one rendered widget. */
export const RampUiContext = createContext<RampUiValue>({ messages: mergeMessages(), locale: 'en-NG', emit: () => {} });

/** The strings and locale of the widget this part is inside. */
export function useRampUi(): RampUiValue {
  return useContext(RampUiContext);
}
