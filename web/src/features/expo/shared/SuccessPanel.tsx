import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/Button';
import { CheckIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';

/** The card a sent form ends on: a check mark, what happens next (`children`) and the way back home. */
export function SuccessPanel({ children }: { children: ReactNode }) {
  return (
    <div className="form-card success-panel">
      <span className="success-panel__mark" aria-hidden="true">
        <CheckIcon />
      </span>
      {children}
      <div className="success-panel__actions">
        <Link to={paths.root} className={buttonClassName('primary')}>
          Back to the home page
        </Link>
      </div>
    </div>
  );
}
