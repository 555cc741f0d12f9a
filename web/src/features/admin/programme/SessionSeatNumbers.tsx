import { useQuery } from '@apollo/client/react';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { adminDetailsHref, paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminSessionSeatCountsQuery } from '../../../gql/graphql';
import { formatProgrammeDay } from '../../../lib/programme';
import { DataTable, type Column } from '../components/DataTable';

const AdminSessionSeatCountsDocument = graphql(`
  query AdminSessionSeatCounts {
    adminSessionSeatCounts {
      seats
      booked
      offered
      waiting
      seatsLeft
      session {
        id
        title
        day
        startTime
        endTime
      }
    }
  }
`);

type Row = AdminSessionSeatCountsQuery['adminSessionSeatCounts'][number];

const COLUMNS: Column<Row>[] = [
  { key: 'day', header: 'Day', render: (r) => formatProgrammeDay(r.session.day, 'short') },
  { key: 'time', header: 'Time', render: (r) => `${r.session.startTime}–${r.session.endTime}` },
  { key: 'title', header: 'Session', render: (r) => r.session.title, className: 'cell-wrap' },
  { key: 'seats', header: 'Seats', render: (r) => r.seats },
  { key: 'booked', header: 'Booked', render: (r) => r.booked },
  { key: 'offered', header: 'Offered', render: (r) => r.offered },
  { key: 'waiting', header: 'In line', render: (r) => r.waiting },
  { key: 'left', header: 'Free', render: (r) => r.seatsLeft },
];

/**
 * The sessions with seats and where their seats stand: booked, offered to the line (held until the
 * offer is answered or expires), people in line, seats free.
 */
export function SessionSeatNumbers() {
  const { data, loading, error, refetch } = useQuery(AdminSessionSeatCountsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const rows = data?.adminSessionSeatCounts;
  return (
    <section aria-labelledby="session-seats-heading" className="session-seat-numbers">
      <h2 id="session-seats-heading">Seats at sessions</h2>
      <p>
        Sessions with seats are booked by attendees from their registration page. When one is full they join its line; a
        seat freed is offered to the first in line by e-mail and held for them for a while.
      </p>
      {error && !rows ? (
        <QueryProblem error={error} onRetry={() => void refetch()} />
      ) : (
        <DataTable
          caption="Seats at sessions"
          columnsKey="SessionSeats"
          columns={COLUMNS}
          rows={rows ?? []}
          rowKey={(r) => r.session.id}
          rowHref={(r) => adminDetailsHref(paths.admin.programmeSessionDetails, r.session.id)}
          rowName={(r) => r.session.title}
          busy={loading}
          emptyText={loading ? 'Loading…' : 'No session has seats: give a masterclass or workshop a number of seats.'}
        />
      )}
    </section>
  );
}
