import { useQuery } from '@apollo/client/react';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminUsersQuery, Role, UserOrderField } from '../../../gql/graphql';
import type { Column } from '../components/DataTable';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { FilterSelect } from '../components/FilterSelect';
import { PageHeader } from '../components/PageHeader';
import { fullName } from '../../../lib/names';
import { ROLE_LABELS, shortId } from '../format';
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
  query AdminUsers($page: PageInput, $search: String, $orderBy: UserOrder, $role: Role) {
    adminUsers(page: $page, search: $search, orderBy: $orderBy, role: $role) {
      total
      items {
        ...AdminUserRowFields
      }
    }
  }
`);

type UserRow = AdminUsersQuery['adminUsers']['items'][number];

const FILTERS = ['role'] as const;
const ORDER_FIELDS = {
  firstName: 'FIRST_NAME',
  lastName: 'LAST_NAME',
  email: 'EMAIL',
  role: 'ROLE',
  country: 'COUNTRY',
} satisfies Record<string, UserOrderField>;

/** The role filter; the URL keeps the CSV export's `role` values, 'Admin', 'User' and 'CheckIn'. */
const ROLES: { value: string; label: string; role: Role }[] = [
  { value: 'Admin', label: ROLE_LABELS.ADMIN, role: 'ADMIN' },
  { value: 'User', label: ROLE_LABELS.USER, role: 'USER' },
  { value: 'CheckIn', label: ROLE_LABELS.CHECK_IN, role: 'CHECK_IN' },
];

const COLUMNS: Column<UserRow>[] = [
  { key: 'id', header: 'User Id', render: (u) => <code title={u.id}>{shortId(u.id)}</code> },
  { key: 'role', header: 'Role', sortKey: 'role', render: (u) => ROLE_LABELS[u.role] },
  { key: 'firstName', header: 'First Name', sortKey: 'firstName', render: (u) => u.firstName },
  { key: 'lastName', header: 'Last Name', sortKey: 'lastName', render: (u) => u.lastName },
  ...contactColumns<UserRow>({ address: false }),
];

export function AllUsersPage() {
  const controls = useListState(FILTERS, ORDER_FIELDS);
  const { state, exportQuery, setFilter } = controls;
  const role = ROLES.find((r) => r.value === state.filters.role)?.role ?? null;
  const query = useQuery(AdminUsersDocument, { variables: { ...controls.listArgs, role } });

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
            options={ROLES}
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
