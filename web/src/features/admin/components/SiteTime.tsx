import { formatInstant } from '../../../lib/date-time';
import { useSiteTimeZones, type SiteTimeZones } from '../../../lib/site-time-zones';

/**
 * An instant of a record that belongs to no tool, on the clocks it is read on: the expo venue's
 * (participants, sponsors, the inbox, group e-mails) or the marketplace's (accounts, categories,
 * payouts, the outbox, the audit log), the zone named; '—' for none.
 */
export function SiteTime({ iso, of }: { iso: string | null | undefined; of: keyof SiteTimeZones }) {
  const zone = useSiteTimeZones()?.[of];
  if (!iso) return <>—</>;
  return <time dateTime={iso}>{formatInstant(iso, zone)}</time>;
}
