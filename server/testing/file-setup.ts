import { afterAll, vi } from 'vitest';

// Set-up of every server test file (vitest.config.ts). The server files share their worker's
// modules (no isolation), so what one file changes in the test runner is put back when it ends:
// a clock it froze must not date the next file's rows.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
