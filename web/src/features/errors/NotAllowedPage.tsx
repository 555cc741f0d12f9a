import { useTranslation } from '../../lib/i18n/translation';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../components/ui/Button';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { ERRORS } from './errors-i18n';
import './errors.css';

/** For a signed-in user who opens a page of the admin area. */
export function NotAllowedPage() {
  const { t } = useTranslation(ERRORS);
  usePageTitle(t('notAllowed.pageTitle'));
  return (
    <div className="container page page--medium error-page">
      <p className="error-page__code" aria-hidden="true">
        403
      </p>
      <h1>{t('notAllowed.title')}</h1>
      <p>{t('notAllowed.text')}</p>
      <div className="error-page__actions">
        <Link to={paths.root} className={buttonClassName('secondary')}>
          {t('home')}
        </Link>
        <Link to={paths.user.dashboard} className={buttonClassName('primary')}>
          {t('notAllowed.dashboard')}
        </Link>
      </div>
    </div>
  );
}
