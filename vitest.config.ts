import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', './tools/summary-reporter.ts'],
    include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
    coverage: {
      provider: 'v8',
      include: ['packages/rules/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 90 },
    },
  },
});
