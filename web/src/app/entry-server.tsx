import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from 'graphql';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { Observable } from 'rxjs';
import { createApolloCache } from '../lib/apollo-cache';
import { loadAllNamespaces } from '../lib/i18n/i18n';
import type { Language } from '../lib/i18n/languages';
import { PageLanguageProvider } from '../lib/i18n/translation';
import { routes } from './routes';

/*
 * Server rendering of the marketplace's public pages (built by `vite build --ssr` into web/dist-server,
 * loaded by the API's static-web.ts). The API hands in how to run a GraphQL operation in its own process,
 * as an anonymous visitor: this bundle never imports API code and never calls the API over HTTP.
 */

/** One GraphQL operation as the API's executor takes it. */
export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** What the executor answers: a GraphQL result (errors carry their `extensions.code`). */
export interface GraphQLResult {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

export type GraphQLExecutor = (request: GraphQLRequest) => Promise<GraphQLResult>;

export interface ServerRenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /**
   * The resources React hoists out of the tree (the cover photo's `<link rel="preload" as="image">`),
   * which belong in the document's head, not among the elements hydration walks.
   */
  head: string;
  /**
   * The Apollo cache the page was rendered from, as JSON safe inside a `<script>` element
   * (`<` is written `\u003c`, so no `</script>` can end it early).
   */
  state: string;
}

/**
 * Whether no page lives at `pathname`: the router would draw its catch-all "page not found" there. The
 * server answers such an address 404 (a soft 404, the home page's 200, would be indexed as a page).
 */
export function isUnknownPath(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return !matches || matches[matches.length - 1]!.route.path === '*';
}

/** An ApolloLink that runs each operation through the API's in-process executor. */
function executorLink(execute: GraphQLExecutor): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: print(operation.query),
          variables: operation.variables,
          ...(operation.operationName ? { operationName: operation.operationName } : {}),
        }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}

/**
 * Renders the page at `url` (absolute, e.g. `http://localhost/tools?q=drill`) with every query the
 * page makes answered, as the browser's first render will see it: signed out, the session restoring,
 * in `language` (the browser hydrates in the language the page's `<html lang>` says).
 * Answers null when the route redirects (the browser does that itself).
 */
export async function render(
  url: string,
  execute: GraphQLExecutor,
  language: Language = 'en',
): Promise<ServerRenderedPage | null> {
  const handler = createStaticHandler(routes);
  // The lazy route modules are loaded by the handler's query, as the browser loads them before hydrating.
  // Every string of the language is loaded once per process and kept.
  const [context] = await Promise.all([handler.query(new Request(url)), loadAllNamespaces(language)]);
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = new ApolloClient({ ssrMode: true, link: executorLink(execute), cache: createApolloCache() });
  try {
    const { result } = await prerenderStatic({
      tree: (
        <StrictMode>
          {/* Per page: renders of both languages may run at once. */}
          <PageLanguageProvider language={language}>
            <ApolloProvider client={client}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </ApolloProvider>
          </PageLanguageProvider>
        </StrictMode>
      ),
      renderFunction: prerenderToNodeStream,
    });
    const hoisted = /^(?:<link [^>]*\/>)*/.exec(result)![0];
    return {
      html: result.slice(hoisted.length),
      head: hoisted,
      state: JSON.stringify(client.extract()).replace(/</g, '\\u003c'),
    };
  } finally {
    client.stop();
  }
}
