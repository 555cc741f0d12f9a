import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type ProxyOptions } from 'vite';
import { graphqlDocuments } from './vite-plugins/graphql-documents';
import { messages } from './vite-plugins/messages';
import { precompress } from './vite-plugins/precompress';

// The API serves the built client itself in production; in dev and preview these prefixes go to it.
const api = 'http://127.0.0.1:4000';
const toApi: ProxyOptions = { target: api };

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
