import { useTranslation } from '../../lib/i18n/translation';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { usePageTitle } from '../../lib/use-page-title';
import { ERRORS } from './errors-i18n';
import { NotFoundPage } from './NotFoundPage';
import './errors.css';

/**
 * Shown when a route fails to render, most often when a lazily loaded area cannot be downloaded
 * (offline, or a new version was deployed meanwhile): a reload fixes both.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation(ERRORS);
  usePageTitle(t('routeError.title'));
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);

  return (
    <div className="container page page--medium error-page">
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.text')}</p>
      <div className="error-page__actions">
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </div>
    </div>
  );
}
