import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { sponsorshipDetailsHref } from '../../../config/paths';
import { PackageCard } from '../packages/PackageCard';
import type { useHomeSponsorship } from './use-home-sponsorship';

type Sponsorship = ReturnType<typeof useHomeSponsorship>;

/** The PLATINUM, GOLD and SILVER cards, each with a REGISTER button to the sponsorship form. */
export function SponsorshipSection({ sponsorship }: { sponsorship: Sponsorship }) {
  return (
    <section className="packages section" aria-labelledby="packages-heading">
      <div className="container">
        <p className="section-eyebrow">Partner with us</p>
        <h2 id="packages-heading" className="section-title">
          Sponsorship categories
        </h2>
        <p className="section-intro">
          Put your brand before 100,000+ visitors, 200+ exhibitors and hosted buyers from over 60 countries. Choose the
          package that fits your ambitions.
        </p>
        {sponsorship.status === 'ready' ? (
          <div className="packages__grid">
            {sponsorship.data.sponsorshipPackages.map((pkg) => (
              <PackageCard
                key={pkg.id}
                pkg={pkg}
                currency={sponsorship.data.site.currency}
                action={
                  <Link
                    to={sponsorshipDetailsHref(pkg.id)}
                    className={buttonClassName(pkg.rank === 1 ? 'accent' : 'primary')}
                  >
                    REGISTER<span className="visually-hidden"> as a {pkg.title} sponsor</span>
                  </Link>
                }
              />
            ))}
          </div>
        ) : sponsorship.status === 'error' ? (
          <Alert title="The sponsorship packages could not be loaded." className="packages__problem">
            <p>Please check your connection and try again.</p>
            <Button variant="secondary" onClick={sponsorship.retry}>
              Try again
            </Button>
          </Alert>
        ) : (
          <div className="packages__grid" aria-busy="true">
            <p className="visually-hidden" role="status">
              Loading the sponsorship packages…
            </p>
            {[1, 2, 3].map((n) => (
              <div key={n} className="package-skeleton" aria-hidden="true" />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
