import adapter from '@sveltejs/adapter-node';
import { sveltekit } from '@sveltejs/kit/vite';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';
import { lucideInnerSvg } from './src/lib/ui/lucide-inner-svg.ts';

export default defineConfig({
  plugins: [
    lucideInnerSvg(),
    sveltekit({
      preprocess: vitePreprocess(),
      compilerOptions: { runes: true },
      // `npm start` runs build/index.js; PORT, HOST, ORIGIN and ADDRESS_HEADER come from adapter-node.
      adapter: adapter({ out: 'build' }),
      // Stylesheets up to this size go into the page itself: a phone on a slow network paints without waiting for a
      // second round trip (Lighthouse's first paint on the sheet and the builder, issue 18).
      inlineStyleThreshold: 24_000,
      // Scripts only from this site, each inline one with the response's nonce. Inline `style` attributes stay (Svelte
      // writes computed widths into them), but no <style> element from anywhere else.
      csp: {
        mode: 'auto',
        directives: {
          'default-src': ['self'],
          'script-src': ['self'],
          'style-src': ['self'],
          'style-src-attr': ['unsafe-inline'],
          'img-src': ['self', 'data:'],
          'object-src': ['none'],
          'base-uri': ['self'],
          'frame-ancestors': ['none'],
          'form-action': ['self'],
        },
      },
      // hooks.server.ts makes the cross-site form check itself, so the API can refuse in its own JSON format.
      csrf: { trustedOrigins: ['*'] },
    }),
  ],
  server: { port: 3000 },
  preview: { port: 3000 },
});
