import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@contract/': fileURLToPath(new URL('./contract/', import.meta.url)),
    },
  },
  test: {
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default leaves one core idle; on CI's two cores both run files (7.6 → 5.5 min).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          // One PostgreSQL cluster and a seeded template for the run (tests/fixtures/postgres.ts).
          globalSetup: ['tests/postgres-global-setup.ts'],
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/*.test.ts'],
          // These files mock no module and keep their state in the database each one makes, so a
          // worker loads the server's modules once, not once per file (import was a fifth of the run).
          isolate: false,
          // Passwords, PINs and codes hashed at scrypt's N=1024, not 16384: the bursts of guesses
          // spent most of their time hashing. server/auth/passwords.test.ts proves the default.
          env: { SCRYPT_COST: '1024' },
          setupFiles: ['server/testing/file-setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'sw/**/*.test.ts'] },
      },
      {
        // Component tests: rendered with src/testing/render.tsx in jsdom.
        extends: true,
        test: { name: 'components', include: ['src/**/*.test.tsx'], environment: 'jsdom', setupFiles: ['src/testing/dom-setup.ts'] },
      },
    ],
  },
});
