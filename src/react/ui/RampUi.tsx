import { createContext, useContext } from 'react';
import type { FirstMessages, RampMessages } from '../messages/types';

/** What the parts of a rendered widget share: its strings, locale and the "copied" event reporter. */
export type RampUiValue<M extends FirstMessages = FirstMessages> = {
  messages: M;
  locale: string;
  emit: (copied: { field: string }) => void;
};

/** The widget's context, with the first paint's strings; `RampFrame` provides it. */
export const RampUiContext = createContext<RampUiValue | null>(null);

/** The later steps' context, with every string; `LaterUi` provides it around the steps after the first. */
export const LaterUiContext = createContext<RampUiValue<RampMessages> | null>(null);

function required<T>(value: T | null, part: string): T {
  if (value === null) throw new Error(`naira-ramp: ${part} renders only inside <BuyRamp> or <SellRamp>.`);
  return value;
}

/** The first paint's strings and the locale of the widget this part is inside. */
export function useRampUi(): RampUiValue {
  return required(useContext(RampUiContext), 'this part');
}

/** Every string and the locale, for a part of a step after the first. */
export function useLaterUi(): RampUiValue<RampMessages> {
  return required(useContext(LaterUiContext), 'a later step');
}
