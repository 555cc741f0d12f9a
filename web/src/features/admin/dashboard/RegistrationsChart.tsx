import { useId } from 'react';

export interface DayCount {
  /** YYYY-MM-DD */
  day: string;
  count: number;
}

const DAY_MS = 86_400_000;

/** The last `days` calendar days (UTC) up to `today`, with 0 for days without registrations. */
export function fillDays(counts: readonly DayCount[], today: Date, days = 30): DayCount[] {
  const byDay = new Map(counts.map((c) => [c.day, c.count]));
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, index) => {
    const day = new Date(end - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10);
    return { day, count: byDay.get(day) ?? 0 };
  });
}

const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const label = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));

const WIDTH = 600;
const HEIGHT = 180;
const AXIS = 22;

/**
 * Registrations per day as bars drawn in SVG (no chart library for one small chart). The picture is
 * one image with a summary for screen readers; the same numbers follow as a table.
 */
export function RegistrationsChart({ days }: { days: readonly DayCount[] }) {
  const titleId = useId();
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const peak = days.reduce((best, d) => (d.count > best.count ? d : best), { day: '', count: 0 });
  const max = Math.max(1, peak.count);
  const slot = WIDTH / Math.max(1, days.length);
  const barWidth = Math.max(2, slot * 0.7);
  const plotHeight = HEIGHT - AXIS;
  const summary =
    total === 0
      ? `No registrations in the last ${days.length} days.`
      : `${total.toLocaleString('en')} registrations in the last ${days.length} days; the busiest day was ${label(peak.day)} with ${peak.count.toLocaleString('en')}.`;

  return (
    <figure className="chart">
      <svg
        className="chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        preserveAspectRatio="none"
      >
        <title id={titleId}>{`Registrations per day. ${summary}`}</title>
        <line className="chart__axis" x1={0} x2={WIDTH} y1={plotHeight} y2={plotHeight} />
        {days.map((d, index) => {
          const height = (d.count / max) * (plotHeight - 8);
          return (
            <rect
              key={d.day}
              className="chart__bar"
              x={index * slot + (slot - barWidth) / 2}
              y={plotHeight - height}
              width={barWidth}
              height={height}
            />
          );
        })}
      </svg>
      <div className="chart__labels" aria-hidden="true">
        <span>{days[0] && label(days[0].day)}</span>
        <span>Peak {peak.count.toLocaleString('en')}</span>
        <span>{days.at(-1) && label(days.at(-1)!.day)}</span>
      </div>
      <figcaption className="chart__caption">{summary}</figcaption>
      <details className="chart__table">
        <summary>Show the numbers as a table</summary>
        <table className="data-table data-table--compact">
          <caption className="visually-hidden">Registrations per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Registrations</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <td>{label(d.day)}</td>
                <td>{d.count.toLocaleString('en')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
