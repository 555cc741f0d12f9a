import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import type { GraphQLContext } from '../graphql/context.js';
import type { Services } from '../services.js';
import type { PageLanguage } from './page-language.js';
import { executeAnonymously } from './public-responses.js';

/*
 * Server rendering of the marketplace's public pages. The web app's server entry
 * (web/src/app/entry-server.tsx, built into web/dist-server) renders a page's body; the API gives it
 * an executor that runs GraphQL in this process as an anonymous visitor, and puts the body, the
 * page's Apollo cache and the links to the page's code and styles into the served HTML.
 */

/** Where `vite build --ssr` puts the server renderer (the same relative place from src/ and dist/). */
export const WEB_SERVER_DIST = path.resolve(import.meta.dirname, '../../../web/dist-server');

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export interface GraphQLResult {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

export type GraphQLExecutor = (request: GraphQLRequest) => Promise<GraphQLResult>;

export interface ServerRenderedPage {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** Links React hoisted out of the tree (a preload of the cover photo): they go into the head. */
  head: string;
  /** The Apollo cache as JSON, already safe inside a `<script>` element. */
  state: string;
}

/** The contract of entry-server.tsx's `render`. */
export type RenderPage = (
  url: string,
  execute: GraphQLExecutor,
  language?: PageLanguage,
) => Promise<ServerRenderedPage | null>;

/** The id the web app reads the cache from (web/src/lib/server-rendered.ts). */
const APOLLO_STATE_ELEMENT_ID = 'apollo-state';

/** The contract of entry-server.tsx's `isUnknownPath`: no page of the web app lives at the address. */
export type IsUnknownPath = (pathname: string) => boolean;

/** The server renderer, or undefined when the web app's server bundle has not been built. */
export async function loadPageRenderer(
  dir = WEB_SERVER_DIST,
): Promise<{ page: RenderPage; isUnknownPath: IsUnknownPath } | undefined> {
  const file = path.join(dir, 'entry-server.js');
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { render?: RenderPage; isUnknownPath?: IsUnknownPath };
  if (typeof module.render !== 'function') throw new Error(`${file} exports no render function`);
  if (typeof module.isUnknownPath !== 'function') throw new Error(`${file} exports no isUnknownPath function`);
  return { page: module.render, isUnknownPath: module.isUnknownPath };
}

/**
 * Runs an operation against the API's schema in this process, as an anonymous visitor: what is
 * rendered is the same for everyone (no pickup address, no viewer's own data) and may be cached.
 */
export function anonymousExecutor(apollo: ApolloServer<GraphQLContext>, services: Services): GraphQLExecutor {
  return async (request) => {
    const { result } = await executeAnonymously(apollo, services, request, {
      requestId: 'server-render',
      ip: undefined,
      userAgent: undefined,
    });
    const { data, errors } = result;
    return {
      ...(data !== undefined ? { data } : {}),
      ...(errors ? { errors: errors.map((e) => ({ message: e.message, extensions: e.extensions })) } : {}),
    };
  };
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * The `<link>` elements for a lazily loaded module of the web app and everything it imports, read from
 * Vite's manifest: the browser fetches the page's code at once, in parallel with the entry script (no
 * waterfall before hydration), and the page's styles before the first paint (no unstyled flash).
 */
export function moduleLinks(dist: string, moduleSource: string): string {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, scripts = new Set<string>(), styles = new Set<string>(), seen = new Set<string>()) => {
    const chunk = manifest[key];
    if (chunk && !seen.has(key)) {
      seen.add(key);
      scripts.add(chunk.file);
      chunk.css?.forEach((file) => styles.add(file));
      chunk.imports?.forEach((imported) => closure(imported, scripts, styles, seen));
    }
    return { scripts, styles };
  };
  // The entry script, its imports and its styles are in index.html already.
  const entryKey = Object.keys(manifest).find((key) => (manifest[key] as { isEntry?: boolean }).isEntry);
  const inIndex = entryKey ? closure(entryKey) : { scripts: new Set<string>(), styles: new Set<string>() };
  const page = closure(moduleSource);
  return [
    ...[...page.styles]
      .filter((f) => !inIndex.styles.has(f))
      .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...[...page.scripts]
      .filter((f) => !inIndex.scripts.has(f))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('\n    ');
}

/**
 * The one inline script of a server-rendered page. It fetches the page's code (its `data-code`: the
 * entry module first, then the modules to preload) once the page has painted its content: a phone on a
 * slow network spends its bandwidth on the styles and the cover photo first, and shows the page the
 * server rendered sooner, then hydrates it. A page that cannot paint now (a background tab, a browser
 * without paint timing) fetches its code at once, and none waits more than three seconds.
 * The Content-Security-Policy allows this script by its hash (HYDRATION_LOADER_HASH), and no other.
 */
export const HYDRATION_LOADER = [
  '(function(){',
  'var d=document,me=d.currentScript,started=false;',
  'function load(){',
  'if(started)return;started=true;',
  "var code=me.getAttribute('data-code').split(' ');",
  'for(var i=1;i<code.length;i++){',
  "var link=d.createElement('link');link.rel='modulepreload';link.crossOrigin='anonymous';link.href=code[i];d.head.appendChild(link);",
  '}',
  "var script=d.createElement('script');script.type='module';script.crossOrigin='anonymous';script.src=code[0];d.head.appendChild(script);",
  '}',
  'var P=window.PerformanceObserver;',
  "if(d.visibilityState!=='visible'||!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return load();",
  'new P(function(list,observer){',
  "if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();load();}",
  "}).observe({type:'paint',buffered:true});",
  'setTimeout(load,3000);',
  '})();',
].join('');

/** The CSP source that allows HYDRATION_LOADER (and nothing else inline). */
export const HYDRATION_LOADER_HASH = `'sha256-${createHash('sha256').update(HYDRATION_LOADER).digest('base64')}'`;

const MODULE_SCRIPT = /\s*<script type="module"[^>]*?\ssrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;

/**
 * Takes the page's code out of its head (the entry module and the modules it preloads) and gives it
 * to HYDRATION_LOADER at the end of the body, so nothing but the styles and the cover photo competes
 * with the first paint of markup the server already rendered.
 */
function withCodeAfterPaint(html: string): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((m) => m[1]!);
  if (entries.length !== 1) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const code = [...entries, ...preloads].map((url) => url.replace(/[^\w./-]/g, encodeURIComponent)).join(' ');
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `  <script data-code="${code}">${HYDRATION_LOADER}</script>\n  </body>`);
}

/** The page with its rendered body, its cache (JSON, never executed) and its code's links. */
export function withRenderedBody(html: string, page: ServerRenderedPage, links: string): string {
  // React's hoisted preloads (the largest paint's photo) go first, so the browser asks for the photo
  // alongside the styles rather than after every script; the page's own styles go last, and its code
  // comes once the page has painted (withCodeAfterPaint).
  const firstLink = html.search(/<(?:link|script)\b/);
  const withPreloads =
    page.head && firstLink !== -1 ? `${html.slice(0, firstLink)}${page.head}\n    ${html.slice(firstLink)}` : html;
  return withCodeAfterPaint(
    withPreloads
      .replace('</head>', () => (links ? `  ${links}\n  </head>` : '</head>'))
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${page.html}</div>\n    <script type="application/json" id="${APOLLO_STATE_ELEMENT_ID}">${page.state}</script>`,
      ),
  );
}

/** The marketplace pages' server rendering for the app, or undefined when the renderer is not built. */
export async function serverRendering(apollo: ApolloServer<GraphQLContext>, services: Services, dir = WEB_SERVER_DIST) {
  const renderer = await loadPageRenderer(dir);
  return renderer ? { ...renderer, execute: anonymousExecutor(apollo, services), logger: services.logger } : undefined;
}
