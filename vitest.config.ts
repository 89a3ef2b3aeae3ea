import { availableParallelism } from 'node:os';
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
          globalSetup: ['tests/setup/migrated-template.ts'],
          // Vitest's default is one worker per core but one; these tests wait on the database
          // as much as they compute, so two run well even on two cores.
          maxWorkers: Math.max(2, availableParallelism() - 1),
          // A worker keeps its module cache from file to file: each file builds its own app and
          // database, and the server's per-app state hangs off the app (WeakMaps), so nothing
          // leaks between files; importing the server once per worker instead of once per file
          // halves the run (PostgreSQL 309 → 151 s, PGlite 417 → 211 s, here). A file that
          // mocks a module resets the cache first (enumeration.test.ts).
          isolate: false,
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
          setupFiles: ['tests/setup/fail-on-browser-errors.ts', 'tests/setup/record-cookies-seen.ts'],
          globalSetup: ['tests/setup/demo-world-template.ts'],
          // Each file has its own portal, database and Chromium, so files run side by side: two
          // at a time (Vitest's default would be one on a two-core machine), a third off the run.
          fileParallelism: true,
          maxWorkers: 2,
          // As in the unit project, a worker keeps its modules from file to file: each file
          // imported Playwright and axe again, some two seconds of a worker's time a file. A
          // file's own state is its portal and browser (e2e-context.ts), made anew for each.
          isolate: false,
          // Two files share the two cores, so a long walk gets twice a lone run's time.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // expect.poll waits for something a user would wait for (a page loaded after Back, a
          // search answered); Vitest's one-second default is shorter than that takes on a
          // loaded two-core machine, and a passing poll returns as soon as it passes.
          expect: { poll: { timeout: 15_000 } },
          // In CI a browser test that fails gets one more try (ADR 0014): a lone timing fault on
          // a loaded machine must not cost a run, yet the test command names every test that
          // passed only then, and a test that fails twice fails the run.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
