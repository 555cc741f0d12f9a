import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LoadingState } from '../../../components/ui/LoadingState';
import { Pagination } from '../../../components/ui/Pagination';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { graphql } from '../../../gql';
import type { SessionSeatStatus } from '../../../gql/schema-enums';
import { count, formatDateTime } from '../format';

const AdminSessionSeatsDocument = graphql(`
  query AdminSessionSeats($sessionId: ID!, $page: PageInput) {
    adminSessionSeats(sessionId: $sessionId, page: $page) {
      total
      page
      pageSize
      items {
        id
        registrationCode
        firstName
        lastName
        email
        status
        since
        offerExpiresAt
        holdsOffer
      }
    }
  }
`);

const STATUS_LABELS: Record<SessionSeatStatus, string> = {
  BOOKED: 'Booked',
  OFFERED: 'Offered a seat',
  WAITING: 'In line',
  GIVEN_UP: 'Given up',
  EXPIRED: 'Offer expired',
};

/** A session's attendees, a page at a time: seats held first, then the line in order, then the closed rows. */
export function SessionSeatHolders({ sessionId, zone }: { sessionId: string; zone: string }) {
  const [page, setPage] = useState(1);
  const { data, error, refetch } = useQuery(AdminSessionSeatsDocument, {
    variables: { sessionId, page: { page, pageSize: 25 } },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.adminSessionSeats;
  return (
    <section aria-labelledby="session-seat-holders-heading">
      <h2 id="session-seat-holders-heading">Attendees with seats</h2>
      {error && !list ? (
        <QueryProblem error={error} onRetry={() => void refetch()} />
      ) : !list ? (
        <LoadingState />
      ) : list.total === 0 ? (
        <p>Nobody has booked a seat yet.</p>
      ) : (
        <>
          <p>{count(list.total, 'attendee', 'attendees')}: seats held first, then the line, first come first served.</p>
          <div className="table-scroll" role="region" aria-labelledby="session-seat-holders-caption" tabIndex={0}>
            <table className="data-table">
              <caption id="session-seat-holders-caption" className="visually-hidden">
                Attendees with seats, then the line in order
              </caption>
              <thead>
                <tr>
                  <th scope="col">Attendee</th>
                  <th scope="col">Where it stands</th>
                  <th scope="col">Since</th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((s) => (
                  <tr key={s.id}>
                    <th scope="row" className="cell-wrap">
                      {s.firstName} {s.lastName} ({s.registrationCode})
                      <br />
                      <span>{s.email}</span>
                    </th>
                    <td className="cell-wrap cell-wrap--short">
                      {STATUS_LABELS[s.status]}
                      {s.holdsOffer && (
                        <>
                          <br />
                          until {formatDateTime(s.offerExpiresAt, zone)}
                        </>
                      )}
                    </td>
                    <td className="cell-wrap cell-wrap--short">{formatDateTime(s.since, zone)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={list.page}
            pageSize={list.pageSize}
            total={list.total}
            onPage={setPage}
            label="Pages of attendees with seats"
          />
        </>
      )}
    </section>
  );
}
