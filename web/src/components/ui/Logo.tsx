import { useTranslation } from '../../lib/i18n/translation';
import './Logo.css';

/**
 * The 'AIBEx 2026' wordmark. The text is drawn with `textLength` so it keeps its proportions whichever
 * serif the system provides. Colours come from CSS (currentColor + .logo__accent) so it works on the
 * dark header and footer alike.
 */
export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <svg
      className={['logo', className].filter(Boolean).join(' ')}
      viewBox="0 0 200 44"
      role="img"
      aria-label={t('logo')}
      focusable="false"
    >
      <g className="logo__accent">
        <path fillRule="evenodd" d="M18 4 L32 40 H25.6 L22.8 32.2 H13.2 L10.4 40 H4 Z M15.1 26.8 H20.9 L18 18.6 Z" />
        <path d="M34 3 l1.6 4 4 1.6 -4 1.6 -1.6 4 -1.6 -4 -4 -1.6 4 -1.6 z" />
      </g>
      {/* eslint-disable-next-line i18next/no-literal-string -- the drawn wordmark, a name in every language (the aria-label says it) */}
      <text x="46" y="31" className="logo__word" textLength="96" lengthAdjust="spacingAndGlyphs" fill="currentColor">
        AIBEx
      </text>
      <rect className="logo__accent" x="148" y="12" width="1.5" height="22" />
      <text x="156" y="29" className="logo__year" textLength="42" lengthAdjust="spacingAndGlyphs">
        2026
      </text>
    </svg>
  );
}
