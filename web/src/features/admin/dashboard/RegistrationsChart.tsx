import { BarChart } from './BarChart';

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

/**
 * Registrations per day as bars (BarChart): one image with a summary for screen readers, the same
 * numbers as a table.
 */
export function RegistrationsChart({ days }: { days: readonly DayCount[] }) {
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const peak = days.reduce((best, d) => (d.count > best.count ? d : best), { day: '', count: 0 });
  const summary =
    total === 0
      ? `No registrations in the last ${days.length} days.`
      : `${total.toLocaleString('en')} registrations in the last ${days.length} days; the busiest day was ${label(peak.day)} with ${peak.count.toLocaleString('en')}.`;
  return (
    <BarChart
      bars={days.map((d) => ({ key: d.day, label: label(d.day), count: d.count }))}
      title="Registrations per day"
      summary={summary}
      table={{
        summary: 'Show the numbers as a table',
        caption: 'Registrations per day',
        keyHeading: 'Day',
        countHeading: 'Registrations',
      }}
    />
  );
}
