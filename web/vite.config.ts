import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { deskShellOnly } from './vite-plugins/desk-shell';
import { graphqlDocuments } from './vite-plugins/graphql-documents';
import { messages } from './vite-plugins/messages';
import { precompress } from './vite-plugins/precompress';

// The API serves the built client itself in production; in dev and preview these prefixes go to it.
const api = 'http://127.0.0.1:4000';
const toApi: ProxyOptions = { target: api };
const dist = path.join(import.meta.dirname, 'dist');

/*
 * The check-in desk's service worker, and the only one of the site: served from /check-in-sw.js and
 * registered by the desk page (features/admin/check-in/desk-app.ts) with the desk's address as its scope,
 * so it sees no other page. It precaches the desk's shell (deskShellOnly, and index.html) and fetches the
 * desk page network first, so a desk reloaded without a network still opens. No registration script and no
 * manifest link are put into index.html: public pages load nothing of it. The manifest is
 * public/check-in.webmanifest, linked by the desk page.
 */
const deskWorker = VitePWA({
  injectRegister: false,
  manifest: false,
  filename: 'check-in-sw.js',
  scope: '/admin/check-in',
  workbox: {
    globPatterns: [
      'index.html',
      'assets/**/*.{js,css,woff2}',
      'favicon.svg',
      'check-in-icon-*.png',
      'check-in.webmanifest',
    ],
    manifestTransforms: [deskShellOnly(dist)],
    navigateFallback: null,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) => request.mode === 'navigate' && url.pathname.startsWith('/admin/check-in'),
        handler: 'NetworkFirst',
        // The page as the server sends it while online; offline the last one kept, or the precached shell
        // when the desk has not been opened under the worker yet.
        options: {
          cacheName: 'check-in-desk-page',
          networkTimeoutSeconds: 5,
          expiration: { maxEntries: 4 },
          precacheFallback: { fallbackURL: 'index.html' },
        },
      },
    ],
    clientsClaim: true,
    skipWaiting: true,
    cleanupOutdatedCaches: true,
  },
});

/*
 * Two builds: the browser's app into dist/ (with a manifest: the server links each server-rendered
 * page's chunks and styles from it), and with `--ssr src/app/entry-server.tsx` the server renderer
 * into dist-server/. The renderer bundles its dependencies: the production image has no devDependencies.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [
    graphqlDocuments(path.join(import.meta.dirname, 'src/gql')),
    messages(path.join(import.meta.dirname, 'src/locales')),
    react(),
    precompress(),
    ...(isSsrBuild ? [] : [deskWorker]),
  ],
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : { outDir: 'dist', emptyOutDir: true, manifest: true },
  ssr: { noExternal: true },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: {
      // ws: subscriptions (graphql-ws) share the /graphql path with queries and mutations.
      '/graphql': { target: api, ws: true },
      '/api/': toApi,
      '/uploads/': toApi,
      '/places/': toApi,
      '/health': toApi,
    },
  },
  // `vite preview` reuses server.proxy, so the built client can be checked against a running API.
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
  },
}));
