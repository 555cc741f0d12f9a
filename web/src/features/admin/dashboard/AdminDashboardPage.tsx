import { useQuery } from '@apollo/client/react';
import { Fragment, useState } from 'react';
import { Card } from '../../../components/ui/Card';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import { PageHeader } from '../components/PageHeader';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { CountTile } from './CountTile';
import { DoorCounts } from './DoorCounts';
import { mailWait } from './mail-wait';
import { fillDays, RegistrationsChart } from './RegistrationsChart';

const AdminDashboardDocument = graphql(`
  query AdminDashboard {
    site {
      expoYear
    }
    adminDashboard {
      users
      participants
      sponsors
      sponsorsAwaitingReview
      checkedIn
      bookings
      bookingsInProgress
      bookingsOverdue
      moneyByCurrency {
        currency
        revenue {
          formatted
        }
        platformFees {
          formatted
        }
        depositsHeld {
          formatted
        }
        payoutsDue {
          formatted
        }
      }
      openDisputes
      mailQueued
      mailFailed
      oldestQueuedMailAt
      registrationsPerDay {
        day
        count
      }
    }
  }
`);

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;

export function AdminDashboardPage() {
  // Counts change with every registration and review: show the cached numbers at once, then fresh ones.
  const { data, error, refetch } = useQuery(AdminDashboardDocument, { fetchPolicy: 'cache-and-network' });
  const [today] = useState(() => new Date());
  const numbers = data?.adminDashboard;
  const year = data?.site.expoYear;

  return (
    <div className="admin-page">
      <PageHeader title="Dashboard" intro={year ? `AIBEx ${year} at a glance.` : undefined} />
      {error && !numbers ? (
        <QueryProblem error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <ul className="count-tiles" aria-label="Totals">
            <CountTile label="Users" value={numbers?.users ?? null} to={paths.admin.allUsers} />
            <CountTile label="Participants" value={numbers?.participants ?? null} to={paths.admin.allParticipants} />
            <CountTile label="Sponsors" value={numbers?.sponsors ?? null} to={paths.admin.allSponsors} />
            <CountTile
              label="Sponsors awaiting review"
              value={numbers?.sponsorsAwaitingReview ?? null}
              to={withQuery(paths.admin.allSponsors, { status: 'applied' })}
            />
            <CountTile
              label="Checked in"
              value={numbers?.checkedIn ?? null}
              to={withQuery(paths.admin.allParticipants, { checkedIn: 'true' })}
            />
            {/*
              Not links: these count several statuses together (paid: confirmed, picked up or returned), and
              the bookings list filters by one status, so its total would not match the tile.
            */}
            <CountTile label="Paid bookings" value={numbers?.bookings ?? null} />
            <CountTile label="Bookings in progress" value={numbers?.bookingsInProgress ?? null} />
            <CountTile label="Overdue returns" value={numbers?.bookingsOverdue ?? null} />
            {/* Amounts of two currencies never add up: one set of tiles per currency, named when several. */}
            {(numbers?.moneyByCurrency ?? [null]).map((totals, index, all) => {
              const inCurrency = all.length > 1 && totals ? ` (${totals.currency})` : '';
              return (
                <Fragment key={totals?.currency ?? index}>
                  <CountTile label={`Revenue${inCurrency}`} value={totals?.revenue.formatted ?? null} wide />
                  <CountTile label={`Platform fees${inCurrency}`} value={totals?.platformFees.formatted ?? null} wide />
                  <CountTile label={`Deposits held${inCurrency}`} value={totals?.depositsHeld.formatted ?? null} wide />
                  <CountTile
                    label={`Payouts due${inCurrency}`}
                    value={totals?.payoutsDue.formatted ?? null}
                    to={paths.admin.payouts}
                    wide
                  />
                </Fragment>
              );
            })}
            <CountTile label="Open disputes" value={numbers?.openDisputes ?? null} to={paths.admin.disputes} />
            {/*
              Waiting counts queued and sending e-mails; sending lasts one attempt (seconds), so the
              outbox's queued list is the tile's but for the messages being handed over right now.
            */}
            <CountTile
              label="E-mails waiting"
              value={numbers?.mailQueued ?? null}
              to={withQuery(paths.admin.outbox, { status: 'queued' })}
            />
            <CountTile
              label="Oldest waiting e-mail"
              value={numbers ? mailWait(numbers.oldestQueuedMailAt ?? null, today) : null}
              to={withQuery(paths.admin.outbox, { status: 'queued', sortBy: 'createdAt', sortDirection: 'asc' })}
              wide
            />
            <CountTile
              label="E-mails failed"
              value={numbers?.mailFailed ?? null}
              to={withQuery(paths.admin.outbox, { status: 'failed' })}
            />
          </ul>
          <Card>
            <DoorCounts />
          </Card>
          <Card>
            <section aria-labelledby="registrations-heading">
              <h2 id="registrations-heading">Registrations per day</h2>
              {numbers && <RegistrationsChart days={fillDays(numbers.registrationsPerDay, today)} />}
            </section>
          </Card>
        </>
      )}
    </div>
  );
}
