import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { page, server } from 'vitest/browser';

// How long findBy… and waitFor wait for a state: a hang guard, not a speed limit. Testing Library's
// one second ran out on a 2-core machine with builds beside it, where a step can take longer to show.
configure({ asyncUtilTimeout: 10_000 });

// The widgets keep their flow in sessionStorage, and a paid transfer not yet claimed in localStorage: every
// test starts in a fresh tab's state, on a device that keeps nothing.
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => cleanup());

// The browser project's files share one page (see vite.config.ts): each file gives the next the page as
// it found it. What a module keeps for the life of a page (a defined element, a loaded chunk) stays:
// a file that needs it not yet there runs in a page of its own (the browser-fresh project).
let headAtStart: Element[] = [];
let bodyAtStart: ChildNode[] = [];
beforeAll(() => {
  headAtStart = [...document.head.children];
  bodyAtStart = [...document.body.childNodes];
});
afterAll(async () => {
  // The elements' list cache is the page's: files serving a signer at the same URL must not read each other's lists.
  (await import('../../src/elements/RampElement')).pageQueryClient().clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  // What the file put in the page; the stylesheets Vite injects for imported CSS stay with their modules.
  for (const node of [...document.head.children]) if (!headAtStart.includes(node) && !node.hasAttribute('data-vite-dev-id')) node.remove();
  for (const node of [...document.body.childNodes]) if (!bodyAtStart.includes(node)) node.remove();
  (document.activeElement as HTMLElement | null)?.blur();
  window.scrollTo(0, 0);
  const { width, height } = server.config.browser.viewport;
  await page.viewport(width, height);
});
