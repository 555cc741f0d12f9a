import type { HomeSponsorship } from './use-home-sponsorship';

/** Approved sponsors by tier, logos sized by tier; hidden until there is at least one. */
export function SponsorWall({ tiers }: { tiers: HomeSponsorship['sponsorWall'] }) {
  if (tiers.every((tier) => tier.sponsors.length === 0)) return null;
  return (
    <section className="sponsor-wall section" aria-labelledby="sponsor-wall-heading">
      <div className="container">
        <p className="section-eyebrow">With thanks to</p>
        <h2 id="sponsor-wall-heading" className="section-title">
          Our sponsors
        </h2>
        {tiers.map(({ package: tier, sponsors }) => (
          <div key={tier.id} className={`sponsor-tier sponsor-tier--rank-${Math.min(tier.rank, 3)}`}>
            <h3 className="sponsor-tier__title">{tier.title} sponsors</h3>
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
