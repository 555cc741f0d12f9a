import { useTranslation } from '../../../lib/i18n/translation';
import { HOME } from './home-i18n';
import type { HomeSponsorship } from './use-home-sponsorship';

/** Approved sponsors by tier, logos sized by tier; hidden until there is at least one. */
export function SponsorWall({ tiers }: { tiers: HomeSponsorship['sponsorWall'] }) {
  const { t } = useTranslation(HOME);
  if (tiers.every((tier) => tier.sponsors.length === 0)) return null;
  return (
    <section className="sponsor-wall section" aria-labelledby="sponsor-wall-heading">
      <div className="container">
        <p className="section-eyebrow">{t('sponsorWall.eyebrow')}</p>
        <h2 id="sponsor-wall-heading" className="section-title">
          {t('sponsorWall.title')}
        </h2>
        {tiers.map(({ package: tier, sponsors }) => (
          <div key={tier.id} className={`sponsor-tier sponsor-tier--rank-${Math.min(tier.rank, 3)}`}>
            <h3 className="sponsor-tier__title">{t('sponsorWall.tier', { tier: tier.title })}</h3>
            <ul className="sponsor-tier__list">
              {sponsors.map((sponsor) => (
                <li key={sponsor.id} className="sponsor-tile">
                  {sponsor.logo ? (
                    <img src={sponsor.logo} alt={sponsor.company} loading="lazy" decoding="async" />
                  ) : (
                    <span className="sponsor-tile__name">{sponsor.company}</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
