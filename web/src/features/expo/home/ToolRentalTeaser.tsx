import { useTranslation } from '../../../lib/i18n/translation';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { HOME } from './home-i18n';

/** The way from the expo's home page to the tool-rental marketplace, open to visitors. */
export function ToolRentalTeaser() {
  const { t } = useTranslation(HOME);
  return (
    <section className="section tool-teaser" aria-labelledby="tool-teaser-heading">
      <div className="container tool-teaser__inner">
        <p className="section-eyebrow">{t('toolTeaser.eyebrow')}</p>
        <h2 id="tool-teaser-heading" className="section-title">
          {t('toolTeaser.title')}
        </h2>
        <p className="section-intro">{t('toolTeaser.text')}</p>
        <Link to={paths.tools} className={buttonClassName('primary', 'tool-teaser__cta')}>
          {t('toolTeaser.cta')}
        </Link>
      </div>
    </section>
  );
}
