import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// The widgets keep their flow in sessionStorage; every test starts in a fresh tab's state.
beforeEach(() => sessionStorage.clear());
afterEach(() => cleanup());
// A step that comes with code fetched after a click can take more than a second on a loaded machine:
// the `findBy…` and `waitFor` queries wait up to 5 s for the state they look for (never a fixed sleep).
configure({ asyncUtilTimeout: 5000 });
