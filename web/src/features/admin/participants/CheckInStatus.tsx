import { StatusBadge } from '../components/StatusBadge';
import { formatCheckInTime } from '../format';

export function CheckInStatus({ checkedInAt }: { checkedInAt: string | null | undefined }) {
  return checkedInAt ? (
    <StatusBadge status="checked in" label={`Checked in ${formatCheckInTime(checkedInAt)}`} />
  ) : (
    <StatusBadge status="not checked in" label="Not checked in" />
  );
}
