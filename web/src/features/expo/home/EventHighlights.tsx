import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { HOME } from './home-i18n';

/*
 * The expo's highlights, each named once ('competitions' is one highlight, not two).
 * Icons are drawn on a 24-unit grid and are decorative.
 */
type HighlightKey = 'exhibition' | 'masterclasses' | 'competitions' | 'showcase' | 'careers' | 'networking';

/** Each highlight's words are home.json's `highlights.<key>.title` and `.text`. */
const HIGHLIGHTS: readonly { key: HighlightKey; icon: ReactNode }[] = [
  {
    key: 'exhibition',
    icon: <path d="M3 9l2-5h14l2 5M3 9h18M3 9a3 3 0 006 0 3 3 0 006 0 3 3 0 006 0M5 12v8h14v-8M10 20v-5h4v5" />,
  },
  {
    key: 'masterclasses',
    icon: (
      <>
        <rect x="3" y="4" width="18" height="12" rx="1.5" />
        <path d="M12 16v4M8 20h8M7 12l3-3 3 2 4-4" />
      </>
    ),
  },
  {
    key: 'competitions',
    icon: (
      <path d="M8 4h8v5a4 4 0 01-8 0zM8 6H5v1.5A3.5 3.5 0 008.5 11M16 6h3v1.5a3.5 3.5 0 01-3.5 3.5M12 13v4M8.5 20h7M9.5 17h5v3h-5z" />
    ),
  },
  {
    key: 'showcase',
    icon: <path d="M9.5 3l1 4-3 4-3 9h15l-3-9-3-4 1-4M10.5 7h3M7.5 11h9" />,
  },
  {
    key: 'careers',
    icon: <path d="M2.5 9L12 4.5 21.5 9 12 13.5zM6.5 11v4.5c1.5 1.5 3.5 2 5.5 2s4-.5 5.5-2V11M21.5 9v5" />,
  },
  {
    key: 'networking',
    icon: (
      <path d="M5 3h6l-.6 5.5a2.4 2.4 0 01-4.8 0zM13 3h6l-.6 5.5a2.4 2.4 0 01-4.8 0zM8 11v8M16 11v8M5.5 19h5M13.5 19h5" />
    ),
  },
];

export function EventHighlights() {
  const { t } = useTranslation(HOME);
  return (
    <section className="highlights section" aria-labelledby="highlights-heading">
      <div className="container">
        <p className="section-eyebrow">{t('highlights.eyebrow')}</p>
        <h2 id="highlights-heading" className="section-title">
          {t('highlights.title')}
        </h2>
        <ul className="highlights__grid">
          {HIGHLIGHTS.map((item) => (
            <li key={item.key} className="highlight">
              <span className="highlight__icon" aria-hidden="true">
                <svg
                  viewBox="0 0 24 24"
                  width="28"
                  height="28"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.7"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  focusable="false"
                >
                  {item.icon}
                </svg>
              </span>
              <h3 className="highlight__title">{t(`highlights.${item.key}.title`)}</h3>
              <p className="highlight__text">{t(`highlights.${item.key}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className="highlights__more">
          <Link to={paths.programme} className={buttonClassName('primary')}>
            {t('highlights.programme')}
          </Link>
          <Link to={paths.exhibitors} className={buttonClassName('secondary')}>
            {t('highlights.exhibitors')}
          </Link>
        </p>
      </div>
    </section>
  );
}
