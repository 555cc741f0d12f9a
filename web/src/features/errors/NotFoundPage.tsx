import { Link } from 'react-router-dom';
import { buttonClassName } from '../../components/ui/Button';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/use-page-title';
import './errors.css';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <div className="container page page--medium error-page">
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <div className="error-page__actions">
        <Link to={paths.root} className={buttonClassName('primary')}>
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
