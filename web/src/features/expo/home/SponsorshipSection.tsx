import { Trans, useTranslation } from '../../../lib/i18n/translation';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { sponsorshipDetailsHref } from '../../../config/paths';
import { PackageCard } from '../packages/PackageCard';
import { HOME } from './home-i18n';
import type { useHomeSponsorship } from './use-home-sponsorship';

type Sponsorship = ReturnType<typeof useHomeSponsorship>;

/** The PLATINUM, GOLD and SILVER cards, each with a REGISTER button to the sponsorship form. */
export function SponsorshipSection({ sponsorship }: { sponsorship: Sponsorship }) {
  const { t } = useTranslation(HOME);
  return (
    <section className="packages section" aria-labelledby="packages-heading">
      <div className="container">
        <p className="section-eyebrow">{t('sponsorship.eyebrow')}</p>
        <h2 id="packages-heading" className="section-title">
          {t('sponsorship.title')}
        </h2>
        <p className="section-intro">{t('sponsorship.intro')}</p>
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
                    <Trans
                      t={t}
                      i18nKey="sponsorship.register"
                      values={{ package: pkg.title }}
                      components={{ hidden: <span className="visually-hidden" /> }}
                    />
                  </Link>
                }
              />
            ))}
          </div>
        ) : sponsorship.status === 'error' ? (
          <Alert title={t('sponsorship.problem')} className="packages__problem">
            <p>{t('sponsorship.problemHelp')}</p>
            <Button variant="secondary" onClick={sponsorship.retry}>
              {t('sponsorship.retry')}
            </Button>
          </Alert>
        ) : (
          <div className="packages__grid" aria-busy="true">
            <p className="visually-hidden" role="status">
              {t('sponsorship.loading')}
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
