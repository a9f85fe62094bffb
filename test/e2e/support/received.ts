import type { Page, Request } from 'playwright-core';
import type { MockRampService, ReceivedRequest } from '../../../src/mock';

/** The one POST the mock received on this path since the last reset; fails when there were more or none. */
export function onlyPost(mock: MockRampService, path: string): ReceivedRequest {
  const posts = mock.received.filter((request) => request.method === 'POST' && request.path === path);
  if (posts.length !== 1) throw new Error(`Expected one POST to ${path}, the mock received ${posts.length}`);
  return posts[0]!;
}

/** Records the POSTs the page sends to its signer, with headers and JSON body, as the browser sent them. */
export function recordSignerPosts(page: Page): Array<{ path: string; headers: Record<string, string>; body: unknown }> {
  const posts: Array<{ path: string; headers: Record<string, string>; body: unknown }> = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() !== 'POST' || !url.pathname.startsWith('/api/ramp/')) return;
    posts.push({ path: url.pathname, headers: request.headers(), body: request.postDataJSON() as unknown });
  });
  return posts;
}
