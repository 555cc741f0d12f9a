import { Trans, useTranslation } from '../../../lib/i18n/translation';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { DEFAULT_EXPO_NAME, useSiteConfig } from '../../../lib/site-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { ContactBlock } from '../contact/ContactBlock';
import { EventFacts } from '../shared/EventFacts';
import { ExpoPage } from '../shared/ExpoPage';
import { ABOUT } from './about-i18n';
import './about.css';

/** The five core values of the organisers, each said for the convention and the marketplace (about.json's `values`). */
const CORE_VALUES = ['integrity', 'teamwork', 'innovation', 'professionalism', 'results'] as const;

export function AboutPage() {
  const { t } = useTranslation(ABOUT);
  const site = useSiteConfig();
  const expoName = site?.expoName ?? DEFAULT_EXPO_NAME;
  usePageTitle(t('pageTitle'), t('description', { expoName }));

  return (
    <ExpoPage
      eyebrow={t('eyebrow')}
      title={t('title')}
      intro={t('intro')}
      aside={
        <>
          <ContactBlock site={site} />
          <EventFacts site={site} />
        </>
      }
    >
      <div className="form-card about">
        <section aria-labelledby="about-who-heading">
          <h2 id="about-who-heading">{t('who.title')}</h2>
          <p>{t('who.convention', { expoName })}</p>
          <p>
            <Trans
              t={t}
              i18nKey="who.marketplace"
              components={{ register: <Link to={paths.registration} />, account: <Link to={paths.createAccount} /> }}
            />
          </p>
        </section>

        <div className="about__pair">
          <section className="about__statement" aria-labelledby="about-mission-heading">
            <h2 id="about-mission-heading">{t('mission.title')}</h2>
            <p>{t('mission.text')}</p>
          </section>
          <section className="about__statement" aria-labelledby="about-vision-heading">
            <h2 id="about-vision-heading">{t('vision.title')}</h2>
            <p>{t('vision.text')}</p>
          </section>
        </div>

        <section aria-labelledby="about-values-heading">
          <h2 id="about-values-heading">{t('values.title')}</h2>
          <ol className="about__values">
            {CORE_VALUES.map((value) => (
              <li key={value} className="about__value">
                <h3>{t(`values.${value}.name`)}</h3>
                <p>{t(`values.${value}.text`)}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </ExpoPage>
  );
}
