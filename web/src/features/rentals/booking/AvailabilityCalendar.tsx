import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { graphql } from '../../../gql';
import { addDays, zonedDate } from '../../../lib/zoned-date';
import '../bookings.css';

const ToolCalendarDocument = graphql(`
  query ToolCalendar($toolId: ID!, $from: DateTimeISO!, $to: DateTimeISO!) {
    toolCalendar(toolId: $toolId, from: $from, to: $to) {
      units
      bookableFrom
      bookableUntil
      periods {
        startsAt
        endsAt
        quantity
      }
    }
  }
`);

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTHS_AHEAD = 12;

type DayState = 'free' | 'partly' | 'booked' | 'closed' | 'past';

interface Period {
  startsAt: string;
  endsAt: string;
  quantity: number;
}

/** Units booked on each day that a period touches (in the marketplace's zone). */
export function unitsByDay(periods: readonly Period[], timeZone: string): Map<string, number> {
  const byDay = new Map<string, number>();
  for (const p of periods) {
    const first = zonedDate(p.startsAt, timeZone);
    // The end is exclusive: a return at midnight does not touch the next day.
    const last = zonedDate(new Date(new Date(p.endsAt).getTime() - 1), timeZone);
    for (let day = first; day <= last; day = addDays(day, 1)) byDay.set(day, (byDay.get(day) ?? 0) + p.quantity);
  }
  return byDay;
}

/** The weeks of a month (Monday first), days outside it left empty. */
export function monthGrid(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const offset = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const days: (string | null)[] = Array.from({ length: offset }, () => null);
  for (let day = first; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
}

const shiftMonth = (month: string, by: number) => {
  const d = new Date(`${month}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + by);
  return d.toISOString().slice(0, 7);
};

const monthName = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const STATE_TEXT: Record<DayState, string> = {
  free: 'free',
  partly: 'partly booked',
  booked: 'booked',
  closed: 'not bookable yet or any more',
  past: 'past',
};

/**
 * A day's state: past; outside the days the owner's notice and how-far-ahead rules let a booking
 * start (`firstDay`, `lastDay`: the days of those instants; a day they cut through stays open, the
 * booking form says the exact time); or as busy as its units booked or blocked.
 */
export function dayState(
  day: string,
  at: { today: string; firstDay?: string; lastDay?: string | null; booked: number; units?: number },
): DayState {
  if (day < at.today) return 'past';
  if ((at.firstDay && day < at.firstDay) || (at.lastDay && day > at.lastDay)) return 'closed';
  if (!at.units || at.booked === 0) return 'free';
  return at.booked >= at.units ? 'booked' : 'partly';
}

/**
 * When the tool is booked, a month at a time: how busy each day is, never who booked it. A table
 * with a caption and a status in every cell, so it reads well with a screen reader too.
 */
export function AvailabilityCalendar({ toolId, today, timeZone }: { toolId: string; today: string; timeZone: string }) {
  const headingId = useId();
  const thisMonth = today.slice(0, 7);
  const [month, setMonth] = useState(thisMonth);
  const lastMonth = shiftMonth(thisMonth, MONTHS_AHEAD);
  // A day of margin on each side covers any zone's offset from UTC.
  const from = new Date(`${addDays(`${month}-01`, -1)}T00:00:00Z`).toISOString();
  const to = new Date(`${addDays(`${shiftMonth(month, 1)}-01`, 1)}T00:00:00Z`).toISOString();
  const { data, previousData, error } = useQuery(ToolCalendarDocument, { variables: { toolId, from, to } });
  const calendar = (data ?? previousData)?.toolCalendar;
  const booked = calendar ? unitsByDay(calendar.periods, timeZone) : new Map<string, number>();

  const firstDay = calendar && zonedDate(calendar.bookableFrom, timeZone);
  const lastDay = calendar?.bookableUntil && zonedDate(calendar.bookableUntil, timeZone);
  const stateOf = (day: string): DayState =>
    dayState(day, { today, firstDay, lastDay, booked: booked.get(day) ?? 0, units: calendar?.units });

  return (
    <section className="availability" aria-labelledby={headingId}>
      <div className="availability__header">
        <h2 id={headingId}>Availability</h2>
        <div className="availability__nav">
          <button
            type="button"
            className="availability__step"
            onClick={() => setMonth(shiftMonth(month, -1))}
            disabled={month <= thisMonth}
            aria-label="Previous month"
          >
            ‹
          </button>
          <button
            type="button"
            className="availability__step"
            onClick={() => setMonth(shiftMonth(month, 1))}
            disabled={month >= lastMonth}
            aria-label="Next month"
          >
            ›
          </button>
        </div>
      </div>
      {error && !calendar ? (
        <p className="availability__problem">
          The calendar could not be loaded. The booking form still checks every period.
        </p>
      ) : (
        <table className="availability__table" aria-busy={!calendar}>
          <caption>{monthName(month)}</caption>
          <thead>
            <tr>
              {WEEKDAYS.map((d) => (
                <th key={d} scope="col" abbr={d}>
                  {d.slice(0, 2)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(month).map((week, i) => (
              <tr key={i}>
                {week.map((day, j) =>
                  day ? (
                    <td key={day} className={`availability__day availability__day--${stateOf(day)}`}>
                      <span aria-hidden="true">{Number(day.slice(8))}</span>
                      <span className="visually-hidden">
                        {Number(day.slice(8))}: {STATE_TEXT[stateOf(day)]}
                      </span>
                    </td>
                  ) : (
                    <td key={`empty-${j}`} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ul className="availability__legend" aria-label="Legend">
        <li>
          <span className="availability__swatch availability__swatch--free" aria-hidden="true" /> Free
        </li>
        {calendar && calendar.units > 1 && (
          <li>
            <span className="availability__swatch availability__swatch--partly" aria-hidden="true" /> Some units booked
          </li>
        )}
        <li>
          <span className="availability__swatch availability__swatch--booked" aria-hidden="true" /> Booked
        </li>
        {(firstDay && firstDay > today) || lastDay ? (
          <li>
            <span className="availability__swatch availability__swatch--closed" aria-hidden="true" /> Not bookable (the
            owner&apos;s notice or how far ahead)
          </li>
        ) : null}
      </ul>
    </section>
  );
}
