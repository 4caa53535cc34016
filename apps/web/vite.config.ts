import adapter from '@sveltejs/adapter-node';
import { sveltekit } from '@sveltejs/kit/vite';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    sveltekit({
      preprocess: vitePreprocess(),
      compilerOptions: { runes: true },
      // `npm start` runs build/index.js; PORT, HOST, ORIGIN and ADDRESS_HEADER come from adapter-node.
      adapter: adapter({ out: 'build' }),
    }),
  ],
  server: { port: 3000 },
  preview: { port: 3000 },
});
