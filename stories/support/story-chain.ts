import { createRampQueryClient } from '../../src/react/config/queryClient';
import type { QueryClient } from '@tanstack/react-query';
import { createStoryChain } from './chain';
import type { ChainSpec, StoryChain } from './chain';

/** What every widget story is rendered with: its own chain and its own `QueryClient`. */
export type LoadedChain = StoryChain & { queryClient: QueryClient };

/** The widget's own client, with retries kept (twice) but spaced 50 ms apart so failure stories end quickly. */
function storyQueryClient(): QueryClient {
  const client = createRampQueryClient();
  const queries = client.getDefaultOptions().queries;
  client.setDefaultOptions({ queries: { ...queries, retryDelay: 50 } });
  return client;
}

/** A Storybook loader: reads `parameters.chain` and builds a fresh chain before the story renders. */
export async function chainLoader(context: { parameters: { chain?: ChainSpec } }): Promise<{ chain: LoadedChain }> {
  // Every story starts as a fresh tab on a device that keeps nothing: no flow, nor paid transfer, kept from the story before.
  sessionStorage.clear();
  localStorage.clear();
  return { chain: { ...createStoryChain(context.parameters.chain), queryClient: storyQueryClient() } };
}

/** The chain `chainLoader` built for this story. */
export function loadedChain(loaded: Record<string, unknown>): LoadedChain {
  const chain = loaded.chain as LoadedChain | undefined;
  if (!chain) throw new Error('This story needs `loaders: [chainLoader]` on its meta.');
  return chain;
}
