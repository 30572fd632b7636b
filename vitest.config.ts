import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: fast unit tests (core, web in jsdom) and API tests that start the server in-process.
export default defineConfig({
  plugins: [react()],
  test: {
    // Two cores on the CI machine: keep test processes few.
    poolOptions: { forks: { maxForks: 2, minForks: 1 }, threads: { maxThreads: 2, minThreads: 1 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Core, server, generators and tools run without a DOM: making a jsdom window costs about two
          // seconds per test file on the 2-core machine, more than most of these files take to run.
          include: [
            'runtime/core/**/*.test.{ts,tsx}',
            'runtime/server/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.{ts,tsx}',
            'generators/**/*.test.ts',
            'tools/**/*.test.ts',
          ],
          environment: 'node',
          // A guard against a hang, not a speed limit: a lint of every screen file can take longer than vitest's default 5 s.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-web',
          include: ['runtime/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // A guard against a hang, not a speed limit: on a shared 2-core machine antd's first render in jsdom can take longer than 5 s.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Migrates and seeds each database template once per run (tests/api/testTemplates.ts).
          globalSetup: ['tests/api/globalSetup.ts'],
          testTimeout: 60_000,
          // A guard against a hang: the first test file to need a template builds it in its beforeAll.
          hookTimeout: 300_000,
          pool: 'forks',
        },
      },
    ],
  },
});
