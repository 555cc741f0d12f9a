import { useQuery } from '@apollo/client/react';
import { useTranslation } from '../../../lib/i18n/translation';
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
import { SPONSORSHIP } from './sponsorship-i18n';
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

/**
 * '/sponsorship-details?package=gold': the sponsor form headed by the chosen package. The choice is read
 * from the URL, so it survives a refresh and can be shared; without one (or with an unknown one) the
 * visitor picks a package here.
 */
export function SponsorshipDetailsPage() {
  const { t } = useTranslation(SPONSORSHIP);
  const [params] = useSearchParams();
  const wanted = params.get('package');
  const site = useSiteConfig();
  const expoName = site?.expoName ?? DEFAULT_EXPO_NAME;
  const { data, loading, error, refetch } = useQuery(SponsorshipPackagesDocument);
  const chosen = data ? findPackage(data.sponsorshipPackages, wanted) : undefined;

  usePageTitle(
    chosen ? t('meta.packageTitle', { title: chosen.title }) : t('meta.title'),
    t('meta.description', { expoName }),
  );
  const eyebrow = t('eyebrow');

  if (!data) {
    return (
      <ExpoPage eyebrow={eyebrow} title={t('loading.title')}>
        <div className="form-card">
          {loading || !error ? (
            <LoadingState label={t('loading.label')} />
          ) : (
            <Alert title={t('loading.failed')}>
              <p>{toFormError(error).message}</p>
              <button type="button" className={buttonClassName('secondary')} onClick={() => void refetch()}>
                {t('loading.retry')}
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
        eyebrow={eyebrow}
        title={t('choice.title')}
        intro={t('choice.intro', { expoName })}
        className="sponsorship-choice"
      >
        {wanted && (
          <Alert tone="info" className="sponsorship-choice__notice">
            {t('choice.unknown', { wanted })}
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
                  {t('choice.choose', { title: pkg.title })}
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
      eyebrow={eyebrow}
      title={chosen.title}
      intro={t('chosen.intro', { title: chosen.title, expoName })}
      aside={
        <>
          <PackageCard pkg={chosen} currency={currency} headingLevel="h2" className="package-card--compact" />
          <p className="sponsorship-change">
            <Link to={paths.sponsorshipDetails}>{t('chosen.another')}</Link>
          </p>
        </>
      }
    >
      {/* Keyed by package, so switching packages starts a fresh form. */}
      <SponsorshipForm key={chosen.id} pkg={chosen} />
    </ExpoPage>
  );
}
