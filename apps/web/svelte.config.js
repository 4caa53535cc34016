import adapter from '@sveltejs/adapter-node';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
  preprocess: vitePreprocess(),
  compilerOptions: { runes: true },
  kit: {
    // `npm start` runs build/index.js; PORT, HOST, ORIGIN and ADDRESS_HEADER come from adapter-node.
    adapter: adapter({ out: 'build' }),
  },
};

export default config;
