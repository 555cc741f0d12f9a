import './request.css';

/** When the owner must answer a request made now: the earlier of the answer window and the start. */
export function requestDeadline(startsAt: string | Date | null, responseHours: number, now = new Date()): Date {
  const answerBy = now.getTime() + responseHours * 3_600_000;
  return new Date(startsAt ? Math.min(new Date(startsAt).getTime(), answerBy) : answerBy);
}

/** A deadline on the tool's clocks, with its zone: 'Tue 24 Nov, 14:30 WAT'. */
export function formatDeadline(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(instant));
}

/** What a request to book means for the renter's card, before they ask. */
export function RequestNote({
  startsAt,
  responseHours,
  timeZone,
}: {
  startsAt: string | null;
  responseHours: number;
  timeZone: string;
}) {
  const deadline = requestDeadline(startsAt, responseHours);
  return (
    <p className="request-note">
      This tool is booked on request. The owner has until {formatDeadline(deadline, timeZone)} to accept; your card is
      authorised, not charged, until then. If they decline or do not answer, the authorisation is released.
    </p>
  );
}
