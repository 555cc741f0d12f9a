import { useTranslation } from '../../lib/i18n/translation';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../components/ui/Button';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { ERRORS } from './errors-i18n';
import './errors.css';

export function NotFoundPage() {
  const { t } = useTranslation(ERRORS);
  usePageTitle(t('notFound.title'));
  return (
    <div className="container page page--medium error-page">
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <div className="error-page__actions">
        <Link to={paths.root} className={buttonClassName('primary')}>
          {t('home')}
        </Link>
      </div>
    </div>
  );
}
