import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'calendar', include: ['calendar/src/**/*.test.ts'] } },
      { test: { name: 'contract', include: ['contract/src/**/*.test.ts'] } },
      { test: { name: 'domain', include: ['domain/src/**/*.test.ts'] } },
      'web/vitest.config.ts',
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
          globalSetup: ['server/test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/tests/**/*.test.ts'],
          globalSetup: ['e2e/src/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // One browser at a time: the machine has two cores.
          fileParallelism: false,
          // A browser test that fails once on a loaded machine runs again; a real fault fails twice and is reported.
          retry: 1,
        },
      },
      {
        // `npm run screenshots`: the pictures in docs/screenshots, taken apart from the tests so a test run changes no file.
        test: {
          name: 'screenshots',
          include: ['e2e/screenshots/**/*.screenshots.ts'],
          globalSetup: ['e2e/src/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
