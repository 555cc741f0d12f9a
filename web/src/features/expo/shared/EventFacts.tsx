import { useTranslation } from '../../../lib/i18n/translation';
import { DEFAULT_EXPO_NAME, formatEventDates, type SiteConfig } from '../../../lib/site-config';
import { EXPO_SHARED } from './expo-shared-i18n';

/** When and where the convention takes place, from the site configuration. */
export function EventFacts({ site }: { site: SiteConfig | null }) {
  const { t, language } = useTranslation(EXPO_SHARED);
  return (
    <section className="info-card info-card--dark event-facts" aria-labelledby="event-facts-heading">
      <h2 id="event-facts-heading">{site?.expoName ?? DEFAULT_EXPO_NAME}</h2>
      {site ? (
        <dl className="event-facts__list">
          <div>
            <dt>{t('eventFacts.when')}</dt>
            <dd>{formatEventDates(site.expoStartDate, site.expoEndDate, language)}</dd>
          </div>
          <div>
            <dt>{t('eventFacts.where')}</dt>
            <dd>{site.expoVenue}</dd>
          </div>
        </dl>
      ) : (
        <p>{t('eventFacts.tagline')}</p>
      )}
    </section>
  );
}
