import { defineConfig } from 'vitest/config';

// Server helpers are plain TypeScript with relative imports, so their tests need no SvelteKit plugin.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The tsconfig here extends the one `svelte-kit sync` generates; a fresh clone must have it written first.
    globalSetup: ['../../tools/svelte-kit-sync.ts'],
  },
});
