// Storybook's Vitest plugin applies the project annotations (.storybook/preview and every addon's,
// the a11y check included) by itself; this file is the stories project's place for test-only set-up.
import { configure } from 'storybook/test';

// How long a play function's findBy… and waitFor wait for a state: a hang guard, not a speed limit.
// Testing Library's one second ran out on a 2-core machine with builds beside it.
configure({ asyncUtilTimeout: 10_000 });
