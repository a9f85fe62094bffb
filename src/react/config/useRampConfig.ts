import { useMemo, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_LIMITS, NETWORKS } from '../../core';
import type { Network, RampLimits } from '../../core';
import { identityCache } from '../form/identityCache';
import { mergeMessages } from '../messages/messages';
import type { RampMessages } from '../messages/messages';
import { createRampQueryClient } from '../signer/queries';
import { useRampContext } from './RampProvider';
import type { Signer, SharedOptions } from './types';

/** Shared options after merging a widget's own over its provider's, with defaults filled in. */
export type RampConfig = {
  signer: Signer;
  limits: RampLimits;
  networks: readonly Network[];
  locale: string;
  timeoutMs?: number;
  /**
   * The strings, host's replacements over the defaults. The later steps' defaults arrive with their
   * code right after mount (the first render has the first step's); `defaultMessages` holds them all.
   */
  messages: RampMessages;
  queryClient: QueryClient;
};

// The same overrides (or none) give the same wording object, so what is built from it (the form's
// schema and resolver) is built once, not per mount.
const mergedMessages = identityCache((first: Partial<RampMessages>, provided: Partial<RampMessages> | undefined, own: Partial<RampMessages> | undefined) =>
  mergeMessages(first, provided, own),
);

/** Merges a widget's options over the nearest `<RampProvider>`'s and the defaults (`firstMessages`: the flow's first step's strings). */
export function useRampConfig(
  options: SharedOptions & { messages?: Partial<RampMessages>; queryClient?: QueryClient },
  widget: string,
  firstMessages: Partial<RampMessages>,
): RampConfig {
  const context = useRampContext();
  const [ownClient] = useState(createRampQueryClient);
  const signer = options.signer ?? context?.signer;
  if (signer === undefined || signer === '') {
    throw new Error(`naira-ramp: ${widget} needs a signer. Pass signer="/api/ramp" (your signer's mount) or wrap it in <RampProvider signer=…>.`);
  }
  const limits = options.limits ?? context?.limits;
  const networks = options.networks ?? context?.networks;
  const networksKey = (networks ?? NETWORKS).join();
  const buy = limits?.buy;
  const sell = limits?.sell;
  const mergedLimits = useMemo(() => ({ buy: buy ?? DEFAULT_LIMITS.buy, sell: sell ?? DEFAULT_LIMITS.sell }), [buy, sell]);
  // The key keeps a new array literal with the same networks from counting as a change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const mergedNetworks = useMemo(() => (networks?.length ? networks : NETWORKS), [networksKey]);
  const messages = mergedMessages(firstMessages, context?.messages, options.messages);
  const locale = options.locale ?? context?.locale ?? 'en-NG';
  const timeoutMs = options.timeoutMs ?? context?.timeoutMs;
  const queryClient = options.queryClient ?? context?.queryClient ?? ownClient;
  // One object while nothing in it changes, so the parts given it (the quote line) skip a parent's re-render.
  return useMemo(
    () => ({ signer, limits: mergedLimits, networks: mergedNetworks, locale, timeoutMs, messages, queryClient }),
    [signer, mergedLimits, mergedNetworks, locale, timeoutMs, messages, queryClient],
  );
}
