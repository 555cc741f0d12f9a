import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { adminDetailsHref, paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminBookingsQuery, BookingOrderField } from '../../../gql/graphql';
import { BOOKING_STATUS_LABELS, bookingStatusLabel, returnLabel } from '../../../lib/booking-format';
import { formatInstant, formatZonedClock } from '../../../lib/date-time';
import { formatPrice } from '../../../lib/money';
import { fullName } from '../../../lib/names';
import { DataTable, type Column } from '../components/DataTable';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { FilterSelect } from '../components/FilterSelect';
import { PageHeader } from '../components/PageHeader';
import { StatusBadge } from '../components/StatusBadge';
import { orDash, shortId } from '../format';
import { AdminList } from '../lists/AdminList';
import { statusOf, statusOptions } from '../lists/status-filter';
import { useListState } from '../lists/use-list-state';

const AdminBookingsDocument = graphql(`
  query AdminBookings($page: PageInput, $search: String, $orderBy: BookingOrder, $status: BookingStatus, $toolId: ID) {
    adminBookings(page: $page, search: $search, orderBy: $orderBy, status: $status, toolId: $toolId) {
      total
      items {
        id
        code
        status
        outcomeLabel
        overdue
        price {
          amount
          currency
          formatted
        }
        rentalCircle
        amount {
          amount
          currency
          formatted
        }
        pickupDate
        endDate
        endTime
        timeZone
        tool {
          id
          name
        }
        renter {
          id
          firstName
          lastName
        }
      }
    }
  }
`);

export type BookingRow = AdminBookingsQuery['adminBookings']['items'][number];

const FILTERS = ['status', 'toolId'] as const;

/** The columns' sort keys (as the URL and the CSV export name them) and the order field each stands for. */
const ORDER_FIELDS = {
  code: 'CODE',
  endsAt: 'ENDS_AT',
  status: 'STATUS',
  amount: 'AMOUNT',
} satisfies Record<string, BookingOrderField>;

const STATUS_OPTIONS = statusOptions(BOOKING_STATUS_LABELS);

/** The old admin list's columns (id … returning date), where the tool is, then renter, status and amount. */
function bookingColumns(): Column<BookingRow>[] {
  return [
    { key: 'id', header: 'Id', render: (b) => <code title={b.id}>{shortId(b.id)}</code> },
    { key: 'tool', header: 'Tool Name', render: (b) => b.tool.name, className: 'cell-name' },
    { key: 'code', header: 'Booking Code', sortKey: 'code', render: (b) => <code>{b.code}</code> },
    { key: 'price', header: 'Price', render: (b) => formatPrice(b.price, b.rentalCircle) },
    {
      key: 'pickupDate',
      header: 'Pickup Date',
      render: (b) => orDash(b.pickupDate && formatInstant(b.pickupDate, b.timeZone)),
    },
    {
      key: 'endsAt',
      header: 'Returning Date',
      sortKey: 'endsAt',
      render: (b) => formatZonedClock(b.endDate, b.endTime, b.timeZone, { weekday: false }),
    },
    { key: 'return', header: 'Return', render: (b) => returnLabel(b.status) },
    { key: 'renter', header: 'Renter', render: (b) => fullName(b.renter) },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      render: (b) => (
        <span className="badge-row">
          <StatusBadge status={b.status} label={bookingStatusLabel(b.status, b.outcomeLabel)} />
          {b.overdue && <StatusBadge status="overdue" label="Overdue" />}
        </span>
      ),
    },
    { key: 'amount', header: 'Amount', sortKey: 'amount', render: (b) => b.amount.formatted },
  ];
}

export function AllRentalBookingsPage() {
  const controls = useListState(FILTERS, ORDER_FIELDS);
  const { state, listArgs, exportQuery, setFilter, toggleSort } = controls;
  const toolId = state.filters.toolId || null;
  const { data, previousData, loading, error, refetch } = useQuery(AdminBookingsDocument, {
    variables: { ...listArgs, status: statusOf(BOOKING_STATUS_LABELS, state.filters.status), toolId },
  });
  const page = (data ?? previousData)?.adminBookings;
  const toolName = toolId ? page?.items.find((b) => b.tool.id === toolId)?.tool.name : undefined;
  const everyTool = new URLSearchParams(exportQuery);
  everyTool.delete('toolId');

  return (
    <div className="admin-page">
      <PageHeader
        title="All Tool Bookings"
        intro="Every booking of the marketplace, newest first: paid, in progress, returned, cancelled and unpaid checkouts."
      />
      {toolId && (
        <p className="list-scope">
          Showing the bookings of {toolName ? <strong>{toolName}</strong> : 'one tool'} only.{' '}
          <Link to={`${paths.admin.allRentalBookings}${everyTool.size ? `?${everyTool}` : ''}`}>Show every tool</Link>
        </p>
      )}
      <AdminList
        controls={controls}
        searchLabel="Search bookings"
        searchHint="Each word matches the start of a booking code, a tool name or the renter’s name."
        filters={
          <FilterSelect
            label="Status"
            value={state.filters.status}
            options={STATUS_OPTIONS}
            allLabel="Any status"
            onChange={(value) => setFilter('status', value)}
          />
        }
        tools={<ExportCsvButton kind="bookings" query={exportQuery} />}
        total={page?.total ?? null}
        current={data !== undefined}
        noun={['booking', 'bookings']}
        error={error}
        onRetry={() => void refetch()}
      >
        <DataTable
          caption="All tool bookings"
          columns={bookingColumns()}
          rows={page?.items ?? []}
          rowKey={(b) => b.id}
          rowHref={(b) => adminDetailsHref(paths.admin.bookingDetails, b.id)}
          rowName={(b) => `${b.code}, ${b.tool.name}`}
          sortBy={state.sortBy}
          sortDirection={state.sortDirection}
          onSort={toggleSort}
          busy={loading}
          emptyText={loading ? 'Loading…' : 'No bookings match.'}
          columnsKey="All tool bookings"
        />
      </AdminList>
    </div>
  );
}
