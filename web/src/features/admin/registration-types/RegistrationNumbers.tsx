import { useQuery } from '@apollo/client/react';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { adminDetailsHref, paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminRegistrationCountsQuery, RegistrationDayFieldsFragment } from '../../../gql/graphql';
import { formatProgrammeDay } from '../../../lib/programme';
import { DataTable, type Column } from '../components/DataTable';
import { DayLimitForm } from './DayLimitForm';

const AdminRegistrationCountsDocument = graphql(`
  query AdminRegistrationCounts {
    adminRegistrationCounts {
      types {
        type {
          id
          name
        }
        registered
        awaitingApproval
        cancelled
        checkedIn
        waiting
        offered
        paid
        awaitingPayment
        revenue {
          currency
          formatted
        }
      }
      days {
        ...RegistrationDayFields
      }
    }
  }
`);

/** How often the numbers are read again while the page is open: the desk and the form move them. */
const REFRESH_MS = 15_000;

type TypeCount = AdminRegistrationCountsQuery['adminRegistrationCounts']['types'][number];
type DayCount = RegistrationDayFieldsFragment;

const number = (n: number) => n.toLocaleString('en');

const COLUMNS: Column<TypeCount>[] = [
  { key: 'name', header: 'Type', render: (c) => c.type.name, className: 'cell-wrap' },
  { key: 'registered', header: 'Registered', render: (c) => number(c.registered), className: 'cell-number' },
  {
    key: 'awaitingApproval',
    header: 'Awaiting approval',
    render: (c) => number(c.awaitingApproval),
    className: 'cell-number',
  },
  { key: 'checkedIn', header: 'Checked in', render: (c) => number(c.checkedIn), className: 'cell-number' },
  { key: 'waiting', header: 'Waiting', render: (c) => number(c.waiting), className: 'cell-number' },
  { key: 'offered', header: 'Offers open', render: (c) => number(c.offered), className: 'cell-number' },
  { key: 'cancelled', header: 'Cancelled', render: (c) => number(c.cancelled), className: 'cell-number' },
  { key: 'paid', header: 'Paid', render: (c) => number(c.paid), className: 'cell-number' },
  { key: 'paying', header: 'Paying now', render: (c) => number(c.awaitingPayment), className: 'cell-number' },
  {
    key: 'revenue',
    header: 'Revenue',
    // Net of refunds, one line per currency: amounts in different currencies are never added up.
    render: (c) => (c.revenue.length ? c.revenue.map((r) => <div key={r.currency}>{r.formatted}</div>) : '–'),
    className: 'cell-number',
  },
];

/** The per-day table's columns, the day first (its row header). */
const DAY_COLUMNS: { key: string; header: string; render: (d: DayCount) => string }[] = [
  { key: 'day', header: 'Day', render: (d) => formatProgrammeDay(d.day) },
  { key: 'registered', header: 'Registered', render: (d) => number(d.registered) },
  { key: 'awaitingApproval', header: 'Awaiting approval', render: (d) => number(d.awaitingApproval) },
  { key: 'paid', header: 'Paid', render: (d) => number(d.paid) },
  { key: 'waiting', header: 'Waiting', render: (d) => number(d.waiting) },
  { key: 'checkedIn', header: 'Checked in', render: (d) => number(d.checkedIn) },
  { key: 'limit', header: 'Limit', render: (d) => (d.capacity == null ? 'None' : number(d.capacity)) },
  { key: 'left', header: 'Places left', render: (d) => (d.placesLeft == null ? '–' : number(d.placesLeft)) },
];

/** The edition's registration in numbers, per type and per day, read again every few seconds. */
export function RegistrationNumbers() {
  const { data, error, refetch } = useQuery(AdminRegistrationCountsDocument, {
    pollInterval: REFRESH_MS,
    fetchPolicy: 'cache-and-network',
  });
  const counts = data?.adminRegistrationCounts;
  return (
    <section className="registration-numbers" aria-labelledby="registration-numbers-heading">
      <h2 id="registration-numbers-heading">In numbers</h2>
      {error && !counts ? (
        <QueryProblem error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <DataTable
            caption="Registrations per type"
            columns={COLUMNS}
            rows={counts?.types ?? []}
            rowKey={(c) => c.type.id}
            rowHref={(c) => adminDetailsHref(paths.admin.registrationTypeDetails, c.type.id)}
            rowName={(c) => c.type.name}
            busy={!counts}
            emptyText={counts ? 'No types yet.' : 'Loading…'}
          />
          <h3>Per day</h3>
          <div className="table-scroll" role="region" aria-labelledby="registration-days-caption" tabIndex={0}>
            <table className="data-table">
              <caption id="registration-days-caption" className="visually-hidden">
                Registrations and arrivals per expo day
              </caption>
              <thead>
                <tr>
                  {DAY_COLUMNS.map((column, i) => (
                    <th key={column.key} scope="col" className={i ? 'cell-number' : undefined}>
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {(counts?.days ?? []).map((d) => (
                  <tr key={d.day}>
                    <th scope="row">{formatProgrammeDay(d.day)}</th>
                    {DAY_COLUMNS.slice(1).map((column) => (
                      <td key={column.key} className="cell-number">
                        {column.render(d)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {counts && (
            <section className="day-limits" aria-labelledby="day-limits-heading">
              <h3 id="day-limits-heading">Limits per day</h3>
              <p>
                The most people a day admits, over every type that admits to it (the venue’s or the fire officer’s
                limit). When a day is full, its types offer their waitlists; a place freed goes to the next in line.
              </p>
              <ul className="day-limits__list">
                {counts.days.map((d) => (
                  <li key={d.day}>
                    <DayLimitForm day={d} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </section>
  );
}
