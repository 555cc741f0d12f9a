import '../styles/tokens.css';
import '../styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { restoreSession } from '../lib/auth/session';
import { routes } from './routes';

// Started before the first render and not awaited: the page paints at once, and the header and the
// guards follow the session as soon as the server has answered.
void restoreSession();

const router = createBrowserRouter(routes);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A transition lets React render the first page in slices that yield to the browser, instead of one
// long task that would keep a slow phone from responding (Lighthouse's total blocking time).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
