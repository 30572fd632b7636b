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
          include: ['runtime/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'generators/**/*.test.ts', 'tools/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // A guard against a hang, not a speed limit: on a shared 2-core machine antd's first render in
          // jsdom, or a lint of every screen file, can take longer than vitest's default 5 s.
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
