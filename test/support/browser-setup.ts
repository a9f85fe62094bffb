import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// The widgets keep their flow in sessionStorage; every test starts in a fresh tab's state.
beforeEach(() => sessionStorage.clear());
afterEach(() => cleanup());
