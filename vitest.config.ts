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
          name: 'unit',
          // One PostgreSQL cluster and a seeded template for the run (tests/fixtures/postgres.ts).
          globalSetup: ['tests/postgres-global-setup.ts'],
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'contract/**/*.test.ts', 'sw/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/*.test.ts'],
        },
      },
      {
        // Component tests: rendered with src/testing/render.tsx in jsdom.
        extends: true,
        test: { name: 'components', include: ['src/**/*.test.tsx'], environment: 'jsdom', setupFiles: ['src/testing/dom-setup.ts'] },
      },
    ],
  },
});
