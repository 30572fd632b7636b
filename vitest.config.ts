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
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
    ],
  },
});
