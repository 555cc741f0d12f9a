import type { ReactNode } from 'react';
import { adminDetailsHref } from '../../../config/paths';
import { DataTable, type Column } from '../components/DataTable';
import { FilterSelect, type FilterOption } from '../components/FilterSelect';
import { orDash } from '../format';
import { AdminList } from '../lists/AdminList';
import type { ContactRecord } from './RecordPage';
import type { ListControls } from '../lists/use-list-state';

/** The parts of a list query's state (Apollo's `useQuery` result) that the list shows. */
interface ListQuery<D> {
  /** Undefined while the answer for the list in the URL is on its way. */
  data?: D | undefined;
  /** The last answer, shown meanwhile. */
  previousData?: D | undefined;
  loading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface ListTableProps<F extends string, D, T extends { id: string }> {
  controls: ListControls<F>;
  query: ListQuery<D>;
  /** The page of rows in an answer, e.g. `(data) => data.adminUsers`. */
  page: (data: D) => { total: number; items: readonly T[] };
  /** For the count and the empty table, e.g. ['user', 'users']. */
  noun: [singular: string, plural: string];
  searchLabel: string;
  searchHint: string;
  filters?: ReactNode;
  tools?: ReactNode;
  caption: string;
  columns: readonly Column<T>[];
  /** The details page a row leads to (with the row's id). */
  detailsPath: string;
  /** Names a row for its link, read as 'Details of …'. */
  rowName: (row: T) => string;
}

/**
 * An admin list of records: search, filters, count, the sortable table (each row leading to its details
 * page) and the pager, all following the list state in the URL.
 */
export function ListTable<F extends string, D, T extends { id: string }>({
  controls,
  query,
  page: pageOf,
  noun,
  caption,
  columns,
  detailsPath,
  rowName,
  ...list
}: ListTableProps<F, D, T>) {
  const { data, previousData, loading, error, refetch } = query;
  const answer = data ?? previousData;
  const page = answer === undefined ? undefined : pageOf(answer);
  const { state, toggleSort } = controls;
  return (
    <AdminList
      controls={controls}
      total={page?.total ?? null}
      current={data !== undefined}
      noun={noun}
      error={error}
      onRetry={() => void refetch()}
      {...list}
    >
      <DataTable
        caption={caption}
        columns={columns}
        rows={page?.items ?? []}
        rowKey={(row) => row.id}
        rowHref={(row) => adminDetailsHref(detailsPath, row.id)}
        rowName={rowName}
        sortBy={state.sortBy}
        sortDirection={state.sortDirection}
        onSort={toggleSort}
        busy={loading}
        emptyText={loading ? 'Loading…' : `No ${noun[1]} match.`}
        columnsKey={caption}
      />
    </AdminList>
  );
}

/** The 'Status' filter of a list whose records have a status (the `status` filter of the URL). */
export function StatusFilter({
  controls,
  options,
}: {
  controls: ListControls<'status'>;
  options: readonly FilterOption[];
}) {
  return (
    <FilterSelect
      label="Status"
      value={controls.state.filters.status}
      options={options}
      allLabel="Any status"
      onChange={(value) => controls.setFilter('status', value)}
    />
  );
}

/** The e-mail, phone and place columns of a list of people or companies; the street address is optional. */
export function contactColumns<T extends ContactRecord>({ address = true } = {}): Column<T>[] {
  const columns: Column<T>[] = [
    {
      key: 'email',
      header: 'Email',
      sortKey: 'email',
      render: (r) => <EmailCell email={r.email} />,
      className: 'cell-email',
    },
    { key: 'phone', header: 'Phone', render: (r) => orDash(r.phone) },
    { key: 'country', header: 'Country', sortKey: 'country', render: (r) => orDash(r.country) },
    { key: 'state', header: 'State', render: (r) => orDash(r.state) },
    { key: 'city', header: 'City', render: (r) => orDash(r.city) },
  ];
  if (!address) return columns;
  return [...columns, { key: 'address', header: 'Address', render: (r) => orDash(r.address), className: 'cell-wrap' }];
}

/** An e-mail address that may break after its '@' (and only there), so a long one does not widen the table. */
function EmailCell({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
