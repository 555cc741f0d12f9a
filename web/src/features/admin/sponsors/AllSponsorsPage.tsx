import { useQuery } from '@apollo/client/react';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminSponsorsQuery, SponsorOrderField } from '../../../gql/graphql';
import type { Column } from '../components/DataTable';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { FilterSelect } from '../components/FilterSelect';
import { LiveNotice } from '../components/LiveNotice';
import { PageHeader } from '../components/PageHeader';
import { useListNotice } from '../lists/list-notice';
import { StatusBadge } from '../components/StatusBadge';
import { shortId } from '../format';
import { contactColumns, ListTable, StatusFilter } from '../layout/ListTable';
import { useListState } from '../lists/use-list-state';
import { SPONSOR_STATUS_LABELS, SPONSOR_STATUS_OPTIONS, sponsorStatusOf } from './sponsor-status';

/** A sponsor's row in the list (with its package); the details page reads these too. */
export const AdminSponsorRowFields = graphql(`
  fragment AdminSponsorRowFields on AdminSponsor {
    id
    year
    company
    email
    phone
    country
    state
    city
    address
    status
  }
`);

const AdminSponsorsDocument = graphql(`
  query AdminSponsors(
    $page: PageInput
    $search: String
    $orderBy: SponsorOrder
    $packageId: ID
    $status: SponsorStatus
  ) {
    adminSponsors(page: $page, search: $search, orderBy: $orderBy, packageId: $packageId, status: $status) {
      total
      items {
        ...AdminSponsorRowFields
        package {
          id
          title
        }
      }
    }
  }
`);

const SponsorPackagesDocument = graphql(`
  query SponsorPackageOptions {
    sponsorshipPackages {
      id
      title
    }
  }
`);

type SponsorRow = AdminSponsorsQuery['adminSponsors']['items'][number];

const FILTERS = ['package', 'status'] as const;
const ORDER_FIELDS = {
  package: 'PACKAGE',
  company: 'COMPANY',
  email: 'EMAIL',
  country: 'COUNTRY',
  status: 'STATUS',
} satisfies Record<string, SponsorOrderField>;

const COLUMNS: Column<SponsorRow>[] = [
  { key: 'id', header: 'Sponsor’s Id', render: (s) => <code title={s.id}>{shortId(s.id)}</code> },
  { key: 'year', header: 'Year', render: (s) => s.year },
  { key: 'category', header: 'Category', sortKey: 'package', render: (s) => s.package.title },
  { key: 'company', header: 'Company', sortKey: 'company', render: (s) => s.company },
  ...contactColumns<SponsorRow>(),
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    render: (s) => <StatusBadge status={s.status} label={SPONSOR_STATUS_LABELS[s.status]} />,
  },
];

export function AllSponsorsPage() {
  const controls = useListState(FILTERS, ORDER_FIELDS);
  const { state, exportQuery, setFilter } = controls;
  const packages = useQuery(SponsorPackagesDocument);
  const notice = useListNotice();
  const query = useQuery(AdminSponsorsDocument, {
    variables: {
      ...controls.listArgs,
      packageId: state.filters.package || null,
      status: sponsorStatusOf(state.filters.status),
    },
  });

  return (
    <div className="admin-page">
      <PageHeader title="All Sponsors" intro="Sponsorship applications; approved sponsors show on the home page." />
      <LiveNotice notice={notice} />
      <ListTable
        controls={controls}
        query={query}
        page={(data) => data.adminSponsors}
        noun={['sponsor', 'sponsors']}
        searchLabel="Search sponsors"
        searchHint="Matches the start of the company name or e-mail address."
        filters={
          <>
            <FilterSelect
              label="Category"
              value={state.filters.package}
              options={(packages.data?.sponsorshipPackages ?? []).map((p) => ({ value: p.id, label: p.title }))}
              allLabel="All categories"
              onChange={(value) => setFilter('package', value)}
            />
            <StatusFilter controls={controls} options={SPONSOR_STATUS_OPTIONS} />
          </>
        }
        tools={<ExportCsvButton kind="sponsors" query={exportQuery} />}
        caption="All sponsors"
        columns={COLUMNS}
        detailsPath={paths.admin.sponsorDetails}
        rowName={(s) => s.company}
      />
    </div>
  );
}
