import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { usePageTitle } from '../../lib/use-page-title';
import { NotFoundPage } from './NotFoundPage';
import './errors.css';

/**
 * Shown when a route fails to render, most often when a lazily loaded area cannot be downloaded
 * (offline, or a new version was deployed meanwhile): a reload fixes both.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  usePageTitle('Something went wrong');
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);

  return (
    <div className="container page page--medium error-page">
      <h1>Something went wrong</h1>
      <p>This page could not be loaded. Check your connection and try again.</p>
      <div className="error-page__actions">
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </div>
    </div>
  );
}
