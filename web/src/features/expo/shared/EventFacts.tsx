import { DEFAULT_EXPO_NAME, formatEventDates, type SiteConfig } from '../../../lib/site-config';

/** When and where the convention takes place, from the site configuration. */
export function EventFacts({ site }: { site: SiteConfig | null }) {
  return (
    <section className="info-card info-card--dark event-facts" aria-labelledby="event-facts-heading">
      <h2 id="event-facts-heading">{site?.expoName ?? DEFAULT_EXPO_NAME}</h2>
      {site ? (
        <dl className="event-facts__list">
          <div>
            <dt>When</dt>
            <dd>{formatEventDates(site.expoStartDate, site.expoEndDate)}</dd>
          </div>
          <div>
            <dt>Where</dt>
            <dd>{site.expoVenue}</dd>
          </div>
        </dl>
      ) : (
        <p>Africa’s premier international beauty and lifestyle convention.</p>
      )}
    </section>
  );
}
