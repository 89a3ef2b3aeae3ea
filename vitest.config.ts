import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Two projects: `unit` (unit and API tests against a real database: PGlite, or the
// PostgreSQL server named by DATABASE_URL) and `e2e` (headless Chromium against a real
// server built from dist/). `npm test` runs both; .ci/run also reruns the database tests.
export default defineConfig({
  plugins: [react()],
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'seed/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-browser-errors.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
