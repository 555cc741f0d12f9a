import { Trans, useTranslation } from '../../../lib/i18n/translation';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { intlLocale } from '../../../lib/i18n/i18n';
import { DEFAULT_EXPO_NAME, useSiteConfig } from '../../../lib/site-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { ContactBlock } from '../contact/ContactBlock';
import { ExpoPage } from '../shared/ExpoPage';
import { PRIVACY } from './privacy-i18n';
import './privacy.css';

/** When this policy last changed in substance; said at the top, as people comparing versions look for it. */
const LAST_UPDATED = new Date('2026-11-24T12:00:00Z');

/** What we keep, by the occasion we keep it on (privacy.json's `what.<key>`). */
const KEPT = ['register', 'sponsor', 'write', 'marketplace', 'pay'] as const;

/**
 * What the site keeps about people, why, who sees it, and how to have it corrected or removed. Every
 * statement here describes what the application does: change the page when the data it keeps changes.
 */
export function PrivacyPage() {
  const { t, language } = useTranslation(PRIVACY);
  const site = useSiteConfig();
  const expoName = site?.expoName ?? DEFAULT_EXPO_NAME;
  const email = site?.contactEmail;
  usePageTitle(t('pageTitle'), t('description', { expoName }));
  const lastUpdated = new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(LAST_UPDATED);
  // The ways to write to us: the address when one is configured, and the form.
  const writeToUs = {
    mail: email ? <a href={`mailto:${email}`} /> : <span />,
    form: <Link to={paths.contactUs} />,
  };

  return (
    <ExpoPage
      eyebrow={t('eyebrow', { date: lastUpdated })}
      title={t('title')}
      intro={t('intro', { expoName })}
      aside={<ContactBlock site={site} />}
    >
      <div className="form-card privacy">
        <section aria-labelledby="privacy-who">
          <h2 id="privacy-who">{t('who.title')}</h2>
          <p>
            <Trans
              t={t}
              i18nKey={email ? 'who.textWithEmail' : 'who.text'}
              values={{ expoName, email }}
              components={writeToUs}
            />
          </p>
        </section>

        <section aria-labelledby="privacy-what">
          <h2 id="privacy-what">{t('what.title')}</h2>
          <dl className="privacy__list">
            {KEPT.map((key) => [
              <dt key={`${key}-term`}>{t(`what.${key}.term`)}</dt>,
              <dd key={`${key}-details`}>{t(`what.${key}.details`)}</dd>,
            ])}
          </dl>
        </section>

        <section aria-labelledby="privacy-storage">
          <h2 id="privacy-storage">{t('storage.title')}</h2>
          <p>{t('storage.text')}</p>
        </section>

        <section aria-labelledby="privacy-who-sees">
          <h2 id="privacy-who-sees">{t('whoSees.title')}</h2>
          <p>{t('whoSees.text')}</p>
        </section>

        <section aria-labelledby="privacy-how-long">
          <h2 id="privacy-how-long">{t('howLong.title')}</h2>
          <p>{t('howLong.text')}</p>
        </section>

        <section aria-labelledby="privacy-rights">
          <h2 id="privacy-rights">{t('rights.title')}</h2>
          <ul>
            <li>{t('rights.stopNews')}</li>
            <li>
              <Trans t={t} i18nKey="rights.registration" components={{ page: <Link to={paths.myRegistration} /> }} />
            </li>
            <li>
              <Trans t={t} i18nKey="rights.profile" components={{ page: <Link to={paths.user.myProfile} /> }} />
            </li>
            <li>
              <Trans
                t={t}
                i18nKey={email ? 'rights.otherWithEmail' : 'rights.other'}
                values={{ email }}
                components={writeToUs}
              />
            </li>
          </ul>
        </section>
      </div>
    </ExpoPage>
  );
}
