import '../styles/tokens.css';
import '../styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { restoreSession } from '../lib/auth/session';
import { startInLanguage } from '../lib/i18n/i18n';
import { isServerRendered } from '../lib/server-rendered';
import { routes } from './routes';

// Started before the first render and not awaited: the page paints at once, and the header and the
// guards follow the session as soon as the server has answered.
void restoreSession();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Loads the code of every lazy route the address matches and puts it on its route, so the router
 * starts on the page itself rather than on the fallback shown while code loads (which is not what the
 * server rendered).
 */
async function loadMatchedRoutes(routeList: RouteObject[]) {
  const matches = matchRoutes(routeList, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start(root: HTMLElement) {
  // The server rendered this page (the marketplace's public pages): hydrate its markup once the
  // page's code is here. Anywhere else the app renders from scratch.
  const serverRendered = isServerRendered();
  // The strings of the code already here, in the page's language, fetched alongside the page's code.
  // Should they fail to come, the page renders anyway and fetches them again as it draws them.
  const strings = startInLanguage(serverRendered).catch((error: unknown) => {
    console.error('The page’s strings could not be loaded', error);
  });
  if (serverRendered) await loadMatchedRoutes(routes);
  await strings;
  const app = (
    <StrictMode>
      {/* `hydrationData` (there is no loader data) tells the router the page is already on screen: its
          ScrollRestoration leaves the first render where the visitor has scrolled to meanwhile, instead
          of taking them back to the top when the code arrives. */}
      <RouterProvider router={createBrowserRouter(routes, serverRendered ? { hydrationData: {} } : undefined)} />
    </StrictMode>
  );
  // A transition lets React render the first page in slices that yield to the browser, instead of one
  // long task that would keep a slow phone from responding (Lighthouse's total blocking time).
  startTransition(() => {
    if (serverRendered) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

void start(container);
