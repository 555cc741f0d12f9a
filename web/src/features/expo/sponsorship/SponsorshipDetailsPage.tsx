import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { buttonClassName } from '../../../components/ui/Button';
import { LoadingState } from '../../../components/ui/LoadingState';
import { paths, sponsorshipDetailsHref } from '../../../config/paths';
import { graphql } from '../../../gql';
import { toFormError } from '../../../lib/errors';
import { DEFAULT_EXPO_NAME, useSiteConfig } from '../../../lib/site-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { PackageCard } from '../packages/PackageCard';
import { findPackage } from '../packages/package-view';
import { ExpoPage } from '../shared/ExpoPage';
import { SponsorshipForm } from './SponsorshipForm';
import './sponsorship.css';

const SponsorshipPackagesDocument = graphql(`
  query SponsorshipPackages {
    site {
      currency
    }
    sponsorshipPackages {
      ...PackageViewFields
    }
  }
`);

const EYEBROW = 'Sponsorship registration';

/**
 * '/sponsorship-details?package=gold': the sponsor form headed by the chosen package. The choice is read
 * from the URL, so it survives a refresh and can be shared; without one (or with an unknown one) the
 * visitor picks a package here.
 */
export function SponsorshipDetailsPage() {
  const [params] = useSearchParams();
  const wanted = params.get('package');
  const site = useSiteConfig();
  const expoName = site?.expoName ?? DEFAULT_EXPO_NAME;
  const { data, loading, error, refetch } = useQuery(SponsorshipPackagesDocument);
  const chosen = data ? findPackage(data.sponsorshipPackages, wanted) : undefined;

  usePageTitle(
    chosen ? `${chosen.title} sponsorship` : 'Sponsorship',
    `Become a sponsor of ${expoName}: choose PLATINUM, GOLD or SILVER and register your company in a minute.`,
  );

  if (!data) {
    return (
      <ExpoPage eyebrow={EYEBROW} title="Become a sponsor">
        <div className="form-card">
          {loading || !error ? (
            <LoadingState label="Loading the sponsorship packages…" />
          ) : (
            <Alert title="The sponsorship packages could not be loaded.">
              <p>{toFormError(error).message}</p>
              <button type="button" className={buttonClassName('secondary')} onClick={() => void refetch()}>
                Try again
              </button>
            </Alert>
          )}
        </div>
      </ExpoPage>
    );
  }

  const currency = data.site.currency;

  if (!chosen) {
    return (
      <ExpoPage
        eyebrow={EYEBROW}
        title="Choose a sponsorship package"
        intro={`Sponsor ${expoName} and meet 100,000+ visitors, 200+ exhibitors and hosted buyers from over 60 countries.`}
        className="sponsorship-choice"
      >
        {wanted && (
          <Alert tone="info" className="sponsorship-choice__notice">
            There is no “{wanted}” package. Please choose one of these.
          </Alert>
        )}
        <div className="sponsorship-choice__grid">
          {data.sponsorshipPackages.map((pkg) => (
            <PackageCard
              key={pkg.id}
              pkg={pkg}
              currency={currency}
              headingLevel="h2"
              action={
                <Link
                  to={sponsorshipDetailsHref(pkg.id)}
                  className={buttonClassName(pkg.rank === 1 ? 'accent' : 'primary')}
                >
                  Choose {pkg.title}
                </Link>
              }
            />
          ))}
        </div>
      </ExpoPage>
    );
  }

  return (
    <ExpoPage
      eyebrow={EYEBROW}
      title={chosen.title}
      intro={`Register your company or organisation as a ${chosen.title} sponsor of ${expoName}. The organisers will confirm by e-mail.`}
      aside={
        <>
          <PackageCard pkg={chosen} currency={currency} headingLevel="h2" className="package-card--compact" />
          <p className="sponsorship-change">
            <Link to={paths.sponsorshipDetails}>Choose another package</Link>
          </p>
        </>
      }
    >
      {/* Keyed by package, so switching packages starts a fresh form. */}
      <SponsorshipForm key={chosen.id} pkg={chosen} />
    </ExpoPage>
  );
}
