import { defineConfig } from 'vitest/config';

// Server helpers are plain TypeScript with relative imports, so their tests need no SvelteKit plugin.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
  },
});
