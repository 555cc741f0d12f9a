import { useQuery } from '@apollo/client/react';
import { adminDetailsHref, paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminUsersQuery, Role } from '../../../gql/graphql';
import { DataTable, type Column } from '../components/DataTable';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { FilterSelect } from '../components/FilterSelect';
import { PageHeader } from '../components/PageHeader';
import { fullName, orDash, shortId } from '../format';
import { AdminList } from '../lists/AdminList';
import { useListState } from '../lists/use-list-state';

const AdminUsersDocument = graphql(`
  query AdminUsers($list: ListInput, $role: Role) {
    adminUsers(list: $list, role: $role) {
      total
      items {
        id
        role
        firstName
        lastName
        email
        phone
        country
        state
        city
      }
    }
  }
`);

type UserRow = AdminUsersQuery['adminUsers']['items'][number];

const FILTERS = ['role'] as const;
const ROLES: Role[] = ['Admin', 'User'];

const COLUMNS: Column<UserRow>[] = [
  { key: 'id', header: 'User Id', render: (u) => <code title={u.id}>{shortId(u.id)}</code> },
  { key: 'role', header: 'Role', sortKey: 'role', render: (u) => u.role },
  { key: 'firstName', header: 'First Name', sortKey: 'firstName', render: (u) => u.firstName },
  { key: 'lastName', header: 'Last Name', sortKey: 'lastName', render: (u) => u.lastName },
  { key: 'email', header: 'Email', sortKey: 'email', render: (u) => u.email },
  { key: 'phone', header: 'Phone', render: (u) => orDash(u.phone) },
  { key: 'country', header: 'Country', sortKey: 'country', render: (u) => orDash(u.country) },
  { key: 'state', header: 'State', render: (u) => orDash(u.state) },
  { key: 'city', header: 'City', render: (u) => orDash(u.city) },
];

export function AllUsersPage() {
  const controls = useListState(FILTERS);
  const { state, listInput, exportQuery, setFilter, toggleSort } = controls;
  const role = ROLES.find((r) => r === state.filters.role) ?? null;
  const { data, previousData, loading, error, refetch } = useQuery(AdminUsersDocument, {
    variables: { list: listInput, role },
  });
  const page = (data ?? previousData)?.adminUsers;

  return (
    <div className="admin-page">
      <PageHeader title="All Users" intro="Everyone with an account on the site." />
      <AdminList
        controls={controls}
        searchLabel="Search users"
        searchHint="Each word matches the start of a name or e-mail address."
        filters={
          <FilterSelect
            label="Role"
            value={state.filters.role}
            options={ROLES.map((r) => ({ value: r, label: r }))}
            onChange={(value) => setFilter('role', value)}
          />
        }
        tools={<ExportCsvButton kind="users" query={exportQuery} />}
        total={page?.total ?? null}
        current={data !== undefined}
        noun={['user', 'users']}
        error={error}
        onRetry={() => void refetch()}
      >
        <DataTable
          caption="All users"
          columns={COLUMNS}
          rows={page?.items ?? []}
          rowKey={(u) => u.id}
          rowHref={(u) => adminDetailsHref(paths.admin.userDetails, u.id)}
          rowName={fullName}
          sortBy={state.sortBy}
          sortDirection={state.sortDirection}
          onSort={toggleSort}
          busy={loading}
          emptyText={loading ? 'Loading…' : 'No users match.'}
        />
      </AdminList>
    </div>
  );
}
