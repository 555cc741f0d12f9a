import { StatusBadge } from '../components/StatusBadge';
import { formatDateTime } from '../format';

export function CheckInStatus({ checkedInAt }: { checkedInAt: string | null | undefined }) {
  return checkedInAt ? (
    <StatusBadge status="checked in" label={`Checked in ${formatDateTime(checkedInAt)}`} />
  ) : (
    <StatusBadge status="not checked in" label="Not checked in" />
  );
}
