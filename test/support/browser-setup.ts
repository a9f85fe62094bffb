import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// How long findBy… and waitFor wait for a state: a hang guard, not a speed limit. Testing Library's
// one second ran out on a 2-core machine with builds beside it, where a step can take longer to show.
configure({ asyncUtilTimeout: 10_000 });

// The widgets keep their flow in sessionStorage; every test starts in a fresh tab's state.
beforeEach(() => sessionStorage.clear());
afterEach(() => cleanup());
