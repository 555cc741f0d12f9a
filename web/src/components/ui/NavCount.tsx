import { useTranslation } from '../../lib/i18n/translation';
import { FORMS } from '../forms-i18n';
import './NavCount.css';

/** A count beside a navigation link (cart lines, unread messages); nothing when it is zero. */
export function NavCount({ count, what }: { count: number; what: string }) {
  const { t } = useTranslation(FORMS);
  if (!count) return null;
  return (
    <span className="nav-count">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t('navCount', { number: count, what })}</span>
    </span>
  );
}
