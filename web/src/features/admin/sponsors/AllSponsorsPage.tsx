import { useQuery } from '@apollo/client/react';
import { adminDetailsHref, paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminSponsorsQuery } from '../../../gql/graphql';
import { DataTable, type Column } from '../components/DataTable';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { FilterSelect } from '../components/FilterSelect';
import { PageHeader } from '../components/PageHeader';
import { StatusBadge } from '../components/StatusBadge';
import { orDash, shortId } from '../format';
import { AdminList } from '../lists/AdminList';
import { useListState } from '../lists/use-list-state';
import { SPONSOR_STATUSES, sponsorStatusLabel } from './sponsor-status';

const AdminSponsorsDocument = graphql(`
  query AdminSponsors($list: ListInput, $packageId: ID, $status: String) {
    adminSponsors(list: $list, packageId: $packageId, status: $status) {
      total
      items {
        id
        year
        package {
          id
          title
        }
        company
        email
        phone
        country
        state
        city
        address
        status
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

const COLUMNS: Column<SponsorRow>[] = [
  { key: 'id', header: 'Sponsor’s Id', render: (s) => <code title={s.id}>{shortId(s.id)}</code> },
  { key: 'year', header: 'Year', render: (s) => s.year },
  { key: 'category', header: 'Category', sortKey: 'package', render: (s) => s.package.title },
  { key: 'company', header: 'Company', sortKey: 'company', render: (s) => s.company },
  { key: 'email', header: 'Email', sortKey: 'email', render: (s) => s.email },
  { key: 'phone', header: 'Phone', render: (s) => s.phone },
  { key: 'country', header: 'Country', sortKey: 'country', render: (s) => s.country },
  { key: 'state', header: 'State', render: (s) => orDash(s.state) },
  { key: 'city', header: 'City', render: (s) => orDash(s.city) },
  { key: 'address', header: 'Address', render: (s) => orDash(s.address), className: 'cell-wrap' },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    render: (s) => <StatusBadge status={s.status} label={sponsorStatusLabel(s.status)} />,
  },
];

export function AllSponsorsPage() {
  const controls = useListState(FILTERS);
  const { state, listInput, exportQuery, setFilter, toggleSort } = controls;
  const packages = useQuery(SponsorPackagesDocument);
  const { data, previousData, loading, error, refetch } = useQuery(AdminSponsorsDocument, {
    variables: { list: listInput, packageId: state.filters.package || null, status: state.filters.status || null },
  });
  const page = (data ?? previousData)?.adminSponsors;

  return (
    <div className="admin-page">
      <PageHeader title="All Sponsors" intro="Sponsorship applications; approved sponsors show on the home page." />
      <AdminList
        controls={controls}
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
            <FilterSelect
              label="Status"
              value={state.filters.status}
              options={SPONSOR_STATUSES}
              allLabel="Any status"
              onChange={(value) => setFilter('status', value)}
            />
          </>
        }
        tools={<ExportCsvButton kind="sponsors" query={exportQuery} />}
        total={page?.total ?? null}
        current={data !== undefined}
        noun={['sponsor', 'sponsors']}
        error={error}
        onRetry={() => void refetch()}
      >
        <DataTable
          caption="All sponsors"
          columns={COLUMNS}
          rows={page?.items ?? []}
          rowKey={(s) => s.id}
          rowHref={(s) => adminDetailsHref(paths.admin.sponsorDetails, s.id)}
          rowName={(s) => s.company}
          sortBy={state.sortBy}
          sortDirection={state.sortDirection}
          onSort={toggleSort}
          busy={loading}
          emptyText={loading ? 'Loading…' : 'No sponsors match.'}
        />
      </AdminList>
    </div>
  );
}
