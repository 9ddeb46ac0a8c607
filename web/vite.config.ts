/**
 * Vite build of the dashboard: web/ → web/dist (served by src/dashboard/static.ts).
 * No inline script may be emitted: the UI's CSP is `script-src 'self'`.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/',
  plugins: [preact({ prerender: { enabled: false } })],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2020',
    // The polyfill would be injected inline; every browser we target supports modulepreload.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    sourcemap: false,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/auth': 'http://127.0.0.1:8080', '/oidc': 'http://127.0.0.1:8080' },
  },
});
