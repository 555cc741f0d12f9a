import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { SelectField } from '../../../components/ui/SelectField';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { graphql } from '../../../gql';
import { formatProgrammeDay } from '../../../lib/programme';
import { zonedDate } from '../../../lib/zoned-date';
import { ArrivalsChart } from './ArrivalsChart';
import { defaultDoorDay, fillMinutes, isQuiet, QUIET_AFTER_MS, sinceLabel } from './door-time';
import './DoorCounts.css';

const DoorDaysDocument = graphql(`
  query DoorDays {
    checkInDays
    site {
      expoTimeZone
    }
  }
`);

const DoorCountsDocument = graphql(`
  query DoorCounts($day: String!) {
    checkInCounts(day: $day) {
      day
      inside
      expected
      entrances {
        entrance
        total
        perMinute {
          minute
          count
        }
      }
      desks {
        id
        name
        entrance
        sessionTitle
        lastSyncAt
        admitted
      }
    }
  }
`);

/** How often the numbers are read again while the tab is in view: the desks sync every few seconds. */
export const DOOR_REFRESH_MS = 10_000;

const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';
const number = (n: number) => n.toLocaleString('en');

/** The clock the "2 min ago" labels and the quiet flags are read against, moving on by itself. */
function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * The door on an expo day, live: who is inside against who is expected, arrivals per entrance over the
 * last hour, and each desk's last sync. A background tab does not poll (nobody is looking, and the
 * dashboard may stay open all day); coming back to it reads the numbers at once.
 */
export function DoorCounts() {
  const daysQuery = useQuery(DoorDaysDocument);
  const now = useNow(DOOR_REFRESH_MS);
  const [chosen, setChosen] = useState<string | null>(null);
  const days = daysQuery.data?.checkInDays ?? [];
  const timeZone = daysQuery.data?.site.expoTimeZone;
  // Until a day is chosen, the dashboard follows the venue's calendar (left open overnight, it moves on).
  const day = chosen ?? (timeZone ? defaultDoorDay(days, now, timeZone) : undefined);
  const countsQuery = useQuery(DoorCountsDocument, {
    variables: { day: day ?? '' },
    skip: !day,
    fetchPolicy: 'cache-and-network',
    pollInterval: DOOR_REFRESH_MS,
    skipPollAttempt: hidden,
  });
  const { refetch } = countsQuery;
  useEffect(() => {
    if (!day) return;
    const back = () => {
      if (!hidden()) void refetch().catch(() => {});
    };
    document.addEventListener('visibilitychange', back);
    return () => document.removeEventListener('visibilitychange', back);
  }, [day, refetch]);

  const counts = countsQuery.data?.checkInCounts;
  const isToday = timeZone !== undefined && day === zonedDate(now, timeZone);
  const quiet = counts?.desks.filter((d) => isQuiet(d.lastSyncAt, now)) ?? [];
  const problem = daysQuery.error ?? countsQuery.error;

  return (
    <section className="door" aria-labelledby="door-heading">
      <div className="door__head">
        <h2 id="door-heading">At the door</h2>
        {days.length > 1 && day && (
          <SelectField
            className="door__day"
            label="Day"
            name="doorDay"
            value={day}
            onChange={(event) => setChosen(event.target.value)}
            options={days.map((d) => ({ value: d, label: formatProgrammeDay(d) }))}
          />
        )}
      </div>
      {problem && !counts ? (
        <QueryProblem
          error={problem}
          title="Could not load the door’s numbers"
          onRetry={() => void (daysQuery.error ? daysQuery.refetch() : countsQuery.refetch())}
        />
      ) : !counts || !timeZone ? (
        <p className="door__loading">Loading the door’s numbers…</p>
      ) : (
        <>
          <p className="door__inside">
            <span className="door__inside-label">{isToday ? 'Inside now' : 'Checked in'}:</span>{' '}
            <strong className="door__inside-value">{number(counts.inside)}</strong> of {number(counts.expected)}{' '}
            expected
            {days.length === 1 && ` on ${formatProgrammeDay(counts.day)}`}
          </p>
          {countsQuery.error && (
            <p className="notice notice--warning" role="status">
              The numbers could not be refreshed just now; they are tried again every {DOOR_REFRESH_MS / 1000} seconds.
            </p>
          )}
          <h3 className="door__subheading">Per entrance</h3>
          {counts.entrances.length === 0 ? (
            <p>No one has checked in at the entrances on this day yet.</p>
          ) : (
            <ul className="door__entrances">
              {counts.entrances.map((e) => (
                <li key={e.entrance} className="door__entrance">
                  <h4 className="door__entrance-name">{e.entrance}</h4>
                  <p className="door__entrance-total">
                    <strong>{number(e.total)}</strong> checked in
                  </p>
                  <ArrivalsChart entrance={e.entrance} minutes={fillMinutes(e.perMinute, now)} timeZone={timeZone} />
                </li>
              ))}
            </ul>
          )}
          <h3 className="door__subheading" id="door-desks-heading">
            Desks
          </h3>
          {counts.desks.length === 0 ? (
            <p>No desk has synced for this day yet.</p>
          ) : (
            <>
              <p className="door__hint">
                {quiet.length > 0 && (
                  <strong>{quiet.length === 1 ? '1 desk is quiet' : `${quiet.length} desks are quiet`}. </strong>
                )}
                A desk is quiet when it has not synced for more than {QUIET_AFTER_MS / 60_000} minutes: it may be
                offline, holding scans it will send when it is back.
              </p>
              <div className="table-scroll" role="region" aria-labelledby="door-desks-heading" tabIndex={0}>
                <table className="data-table door__desks">
                  <caption className="visually-hidden">Check-in desks of the day and their last sync</caption>
                  <thead>
                    <tr>
                      <th scope="col">Desk</th>
                      <th scope="col">Where</th>
                      <th scope="col" className="cell-number">
                        Admitted
                      </th>
                      <th scope="col">Last sync</th>
                    </tr>
                  </thead>
                  <tbody>
                    {counts.desks.map((d) => (
                      <tr key={d.id}>
                        <th scope="row">{d.name}</th>
                        <td>{d.sessionTitle ?? d.entrance}</td>
                        <td className="cell-number">{number(d.admitted)}</td>
                        <td>
                          {sinceLabel(d.lastSyncAt, now)}
                          {isQuiet(d.lastSyncAt, now) && (
                            <>
                              {' '}
                              <span className="status-badge status-badge--warning">Quiet</span>
                            </>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}
