import { defineConfig } from 'vitest/config';

// One run, two projects: fast unit and property tests, then the browser suite against the built app.
export default defineConfig({
  test: {
    reporters: ['default', './tools/summary-reporter.ts'],
    // A fresh clone has no apps/web/.svelte-kit, which the web app's tsconfig extends: generate it first.
    globalSetup: ['./tools/svelte-kit-sync.ts'],
    coverage: {
      provider: 'v8',
      include: ['packages/rules/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 90 },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'tools/**/*.test.ts'],
          hookTimeout: 60_000,
          // Database workflows take a few seconds on a slow or busy machine; CI runs on one of those.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['apps/web-e2e/**/*.e2e.ts'],
          testTimeout: 120_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
