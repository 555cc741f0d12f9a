import { Link } from 'react-router-dom';
import { buttonClassName } from '../../components/ui/Button';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/use-page-title';
import './errors.css';

/** For a signed-in user who opens a page of the admin area. */
export function NotAllowedPage() {
  usePageTitle('Not allowed');
  return (
    <div className="container page page--medium error-page">
      <p className="error-page__code" aria-hidden="true">
        403
      </p>
      <h1>You are not allowed to see this page</h1>
      <p>This page is for administrators only. If you think you should have access, please contact the organisers.</p>
      <div className="error-page__actions">
        <Link to={paths.root} className={buttonClassName('secondary')}>
          Go to the home page
        </Link>
        <Link to={paths.user.dashboard} className={buttonClassName('primary')}>
          Go to your dashboard
        </Link>
      </div>
    </div>
  );
}
