import { BarChart } from './BarChart';
import type { MinuteCount } from './door-time';

/**
 * One entrance's check-ins per minute over the last hour as bars (BarChart): one image with a summary
 * for screen readers, the minutes that had arrivals as a table.
 */
export function ArrivalsChart({
  entrance,
  minutes,
  timeZone,
}: {
  entrance: string;
  /** Every minute of the hour, oldest first (fillMinutes). */
  minutes: readonly MinuteCount[];
  /** The venue's: the times read as the clocks at the door show them. */
  timeZone: string;
}) {
  const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone });
  const time = (iso: string) => clock.format(new Date(iso));
  const total = minutes.reduce((sum, m) => sum + m.count, 0);
  const peak = minutes.reduce((best, m) => (m.count > best.count ? m : best), { minute: '', count: 0 });
  const bars = minutes.map((m) => ({ key: m.minute, label: time(m.minute), count: m.count }));
  const summary =
    total === 0
      ? 'No check-ins in the last hour.'
      : `${total.toLocaleString('en')} ${total === 1 ? 'check-in' : 'check-ins'} in the last hour; the busiest minute was ${time(peak.minute)} with ${peak.count.toLocaleString('en')}.`;
  return (
    <BarChart
      className="door-chart"
      bars={bars}
      title={`${entrance}: check-ins per minute`}
      summary={summary}
      peakSuffix="/min"
      height={140}
      axis={18}
      table={{
        summary: 'Show the minutes as a table',
        caption: `${entrance}: check-ins per minute in the last hour`,
        keyHeading: 'Minute',
        countHeading: 'Check-ins',
        bars: bars.filter((b) => b.count > 0),
      }}
    />
  );
}
