import { useQuery } from '@apollo/client/react';
import { useTranslation } from '../../../lib/i18n/translation';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/Button';
import { LoadingState } from '../../../components/ui/LoadingState';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { ExhibitorDirectoryQuery } from '../../../gql/graphql';
import { intlLocale } from '../../../lib/i18n/i18n';
import { organisersText } from '../../../lib/i18n/languages';
import { safeWebsite, websiteHost } from '../../../lib/programme';
import { usePageTitle } from '../../../lib/use-page-title';
import { ExpoPage } from '../shared/ExpoPage';
import { FilterGroup } from '../shared/FilterGroup';
import { EXHIBITORS } from './exhibitors-i18n';
import './exhibitors.css';

const ExhibitorDirectoryDocument = graphql(`
  query ExhibitorDirectory {
    exhibitors {
      id
      company
      description
      descriptionFr
      website
      booth
      category
      logo
      sponsorTier {
        id
        title
      }
    }
  }
`);

type Company = ExhibitorDirectoryQuery['exhibitors'][number];

const SPONSORS = 'sponsors';

/** The directory of exhibitors and sponsors, filterable by category (`?category=`) or to the sponsors. */
export function ExhibitorsPage() {
  const { t, language } = useTranslation(EXHIBITORS);
  usePageTitle(t('meta.title'), t('meta.description'));
  const { data, loading, error, refetch } = useQuery(ExhibitorDirectoryDocument);
  const [params] = useSearchParams();
  const band = {
    eyebrow: t('band.eyebrow'),
    title: t('band.title'),
    intro: t('band.intro'),
  };
  if (!data) {
    return (
      <ExpoPage {...band}>
        {error ? <QueryProblem error={error} onRetry={() => void refetch()} /> : loading && <LoadingState />}
      </ExpoPage>
    );
  }
  const companies = data.exhibitors;
  if (companies.length === 0) {
    return (
      <ExpoPage {...band}>
        <div className="form-card directory-empty">
          <h2>{t('empty.title')}</h2>
          <p>{t('empty.text')}</p>
          <p>
            <Link to={paths.home} className={buttonClassName('primary')}>
              {t('empty.packages')}
            </Link>
          </p>
        </div>
      </ExpoPage>
    );
  }

  const categories = [...new Set(companies.flatMap((c) => (c.category ? [c.category] : [])))].sort((a, b) =>
    a.localeCompare(b, intlLocale(language)),
  );
  const hasSponsors = companies.some((c) => c.sponsorTier);
  const asked = params.get('category');
  const filter = asked === SPONSORS && hasSponsors ? SPONSORS : (categories.find((c) => c === asked) ?? null);
  const shown = companies.filter((c) =>
    filter === SPONSORS ? Boolean(c.sponsorTier) : !filter || c.category === filter,
  );
  const href = (value: string | null) =>
    value ? `${paths.exhibitors}?${new URLSearchParams({ category: value })}` : paths.exhibitors;
  const count = shown.length;
  const summary =
    filter === SPONSORS
      ? t('summary.sponsors', { count })
      : filter
        ? t('summary.category', { count, category: filter })
        : t('summary.all', { count });

  return (
    <ExpoPage {...band}>
      <div className="directory">
        {(categories.length > 0 || hasSponsors) && (
          <nav className="page-filters" aria-label={t('filters.label')}>
            <FilterGroup
              id="directory-filter-category"
              label={t('filters.show')}
              options={[
                { label: t('filters.all'), to: href(null), current: !filter },
                ...(hasSponsors
                  ? [{ label: t('filters.sponsors'), to: href(SPONSORS), current: filter === SPONSORS }]
                  : []),
                ...categories.map((c) => ({ label: c, to: href(c), current: filter === c })),
              ]}
            />
          </nav>
        )}
        <p className="directory__summary" role="status">
          {summary}
        </p>
        <ul className="directory__list">
          {shown.map((company) => (
            <CompanyCard key={company.id} company={company} />
          ))}
        </ul>
      </div>
    </ExpoPage>
  );
}

function CompanyCard({ company }: { company: Company }) {
  const { t, language } = useTranslation(EXHIBITORS);
  const website = safeWebsite(company.website);
  const description = organisersText(language, company.description, company.descriptionFr);
  return (
    <li className="company-card">
      <div className="company-card__logo">
        {company.logo ? (
          <img src={company.logo} alt="" loading="lazy" decoding="async" />
        ) : (
          <span className="company-card__monogram" aria-hidden="true">
            {company.company.trim().charAt(0).toUpperCase()}
          </span>
        )}
      </div>
      <div className="company-card__body">
        <h2 className="company-card__name">{company.company}</h2>
        {(company.sponsorTier || company.category) && (
          <p className="company-card__tags">
            {company.sponsorTier && (
              <span className="company-tag company-tag--sponsor">
                {t('company.sponsor', { tier: company.sponsorTier.title })}
              </span>
            )}
            {company.category && <span className="company-tag">{company.category}</span>}
          </p>
        )}
        {description && <p className="company-card__description">{description}</p>}
        {(company.booth || website) && (
          <dl className="company-card__facts">
            {company.booth && (
              <div>
                <dt>{t('company.booth')}</dt>
                <dd>{company.booth}</dd>
              </div>
            )}
            {website && (
              <div>
                <dt>{t('company.website')}</dt>
                <dd>
                  <a href={website} target="_blank" rel="noopener noreferrer">
                    {websiteHost(website)}
                    <span className="visually-hidden"> {t('company.newTab')}</span>
                  </a>
                </dd>
              </div>
            )}
          </dl>
        )}
      </div>
    </li>
  );
}
