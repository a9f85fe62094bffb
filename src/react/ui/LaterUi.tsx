import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { RampConfig } from '../config/useRampConfig';
import { identityCache } from '../hooks/identityCache';
import { laterMessages } from '../messages/later';
import { mergeMessages } from '../messages/words';
import type { FirstMessages, RampMessages } from '../messages/types';
import { LaterUiContext, useRampUi } from './RampUi';

// The first strings (with the host's replacements) and the later defaults under the host's replacements: built once per wording.
const allMessages = identityCache(
  (first: FirstMessages, overrides: Partial<RampMessages>): RampMessages => mergeMessages<RampMessages>({ ...laterMessages, ...first }, overrides),
);

/** Gives the steps after the first every string: the later defaults arrive with these steps' code. */
export function LaterUi({ config, children }: { config: Pick<RampConfig, 'messages' | 'messageOverrides'>; children: ReactNode }) {
  const ui = useRampUi();
  const messages = allMessages(config.messages, config.messageOverrides);
  const value = useMemo(() => ({ ...ui, messages }), [ui, messages]);
  return <LaterUiContext.Provider value={value}>{children}</LaterUiContext.Provider>;
}
