import { StatusBadge } from '../components/StatusBadge';
import { formatCheckInTime } from '../format';
import { useSiteTimeZones } from '../../../lib/site-time-zones';

export function CheckInStatus({ checkedInAt }: { checkedInAt: string | null | undefined }) {
  const zone = useSiteTimeZones()?.expo;
  return checkedInAt ? (
    <StatusBadge status="checked in" label={`Checked in ${formatCheckInTime(checkedInAt, zone)}`} />
  ) : (
    <StatusBadge status="not checked in" label="Not checked in" />
  );
}
