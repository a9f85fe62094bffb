import { useMemo, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_LIMITS, NETWORKS } from '../../core';
import type { Network, RampLimits } from '../../core';
import { identityCache } from '../hooks/identityCache';
import { firstMessages } from '../messages/first';
import type { Language } from '../messages/languages';
import { mergeMessages } from '../messages/words';
import type { FirstMessages, RampMessages } from '../messages/types';
import { createRampQueryClient } from './queryClient';
import { useRampContext } from './RampProvider';
import { readSupport } from './support';
import type { SupportChannel } from './support';
import type { Signer, SharedOptions } from './types';
import { useLanguage } from './useLanguage';
import { useSteadySigner } from './useSteadySigner';

/** Shared options after merging a widget's own over its provider's, with defaults filled in. */
export type RampConfig = {
  signer: Signer;
  limits: RampLimits;
  networks: readonly Network[];
  /** The language shown. */
  language: Language;
  /** Its tag: the root's `lang`, and how dates are written. */
  locale: string;
  /** The languages of the header's switch, or undefined when there is none. */
  languages?: readonly Language[];
  /** True while the language's catalogue is on its way (the widget shows nothing rather than English first). */
  waiting: boolean;
  timeoutMs?: number;
  /**
   * The first paint's strings: the language's (English: the first paint's defaults, the rest coming with
   * the later steps; another language: all of them) with the host's replacements.
   */
  messages: FirstMessages;
  /** The host's replacements of any string (the provider's, then the widget's); the later steps lay them over their own defaults. */
  messageOverrides: Partial<RampMessages>;
  queryClient: QueryClient;
  /** The host's support channel (`support`), when it gave one. */
  support: SupportChannel | undefined;
};

// The same overrides (or none) give the same objects, so what is built from them (the form's schema
// and resolver, the later steps' strings) is built once, not per mount.
const mergedOverrides = identityCache((provided: Partial<RampMessages> | undefined, own: Partial<RampMessages> | undefined) => mergeMessages<Partial<RampMessages>>({}, provided, own));
const mergedFirst = identityCache((base: FirstMessages, overrides: Partial<RampMessages>) => mergeMessages<FirstMessages>(base, overrides));

/** Merges a widget's options over the nearest `<RampProvider>`'s and the defaults. */
export function useRampConfig(options: SharedOptions & { messages?: Partial<RampMessages>; queryClient?: QueryClient }, widget: string): RampConfig {
  const context = useRampContext();
  const [ownClient] = useState(createRampQueryClient);
  // A provider's signer is steady already, one for every widget inside it (they share its lists).
  const signer = useSteadySigner(options.signer) ?? context?.signer;
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
  const messageOverrides = mergedOverrides(context?.messages, options.messages);
  const { language, tag: locale, offered: languages, catalogue, waiting } = useLanguage(options.locale ?? context?.locale, options.languages ?? context?.languages);
  const messages = mergedFirst(catalogue ?? firstMessages, messageOverrides);
  const timeoutMs = options.timeoutMs ?? context?.timeoutMs;
  const queryClient = options.queryClient ?? context?.queryClient ?? ownClient;
  const supportText = options.support ?? context?.support;
  const support = useMemo(() => readSupport(supportText), [supportText]);
  // One object while nothing in it changes, so the parts given it (the quote line) skip a parent's re-render.
  return useMemo(
    () => ({ signer, limits: mergedLimits, networks: mergedNetworks, language, locale, languages, waiting, timeoutMs, messages, messageOverrides, queryClient, support }),
    [signer, mergedLimits, mergedNetworks, language, locale, languages, waiting, timeoutMs, messages, messageOverrides, queryClient, support],
  );
}
