import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { HOME } from './home-i18n';
import { useBlink } from './use-blink';

/** The blinking 'AIBEx 2026 REGISTRATION' banner with its button. */
export function RegistrationBanner({ expoName }: { expoName: string }) {
  const { t } = useTranslation(HOME);
  return (
    <section className="reg-banner" aria-labelledby="reg-banner-heading">
      <div className="container reg-banner__inner">
        <BlinkingHeading id="reg-banner-heading">{t('registration.title', { expoName })}</BlinkingHeading>
        <p className="reg-banner__text">{t('registration.text')}</p>
        <Link to={paths.registration} className={buttonClassName('accent', 'reg-banner__cta')}>
          {t('registration.cta')}
        </Link>
      </div>
    </section>
  );
}

/** Its own component so that only the heading re-renders on each blink. */
function BlinkingHeading({ id, children }: { id: string; children: ReactNode }) {
  const on = useBlink();
  return (
    <h2 id={id} className="reg-banner__title" data-blink={on ? 'on' : 'off'}>
      {children}
    </h2>
  );
}
