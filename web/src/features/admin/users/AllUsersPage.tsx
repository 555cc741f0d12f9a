import { useQuery } from '@apollo/client/react';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminUsersQuery, Role } from '../../../gql/graphql';
import type { Column } from '../components/DataTable';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { FilterSelect } from '../components/FilterSelect';
import { PageHeader } from '../components/PageHeader';
import { fullName } from '../../../lib/names';
import { shortId } from '../format';
import { contactColumns, ListTable } from '../layout/ListTable';
import { useListState } from '../lists/use-list-state';

/** A user's row in the list; the details page reads these too. */
export const AdminUserRowFields = graphql(`
  fragment AdminUserRowFields on User {
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
`);

const AdminUsersDocument = graphql(`
  query AdminUsers($list: ListInput, $role: Role) {
    adminUsers(list: $list, role: $role) {
      total
      items {
        ...AdminUserRowFields
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
  ...contactColumns<UserRow>({ address: false }),
];

export function AllUsersPage() {
  const controls = useListState(FILTERS);
  const { state, exportQuery, setFilter } = controls;
  const role = ROLES.find((r) => r === state.filters.role) ?? null;
  const query = useQuery(AdminUsersDocument, { variables: { list: controls.listInput, role } });

  return (
    <div className="admin-page">
      <PageHeader title="All Users" intro="Everyone with an account on the site." />
      <ListTable
        controls={controls}
        query={query}
        page={(data) => data.adminUsers}
        noun={['user', 'users']}
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
        caption="All users"
        columns={COLUMNS}
        detailsPath={paths.admin.userDetails}
        rowName={fullName}
      />
    </div>
  );
}
