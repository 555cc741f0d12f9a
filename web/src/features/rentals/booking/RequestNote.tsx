import { formatInstant } from '../../../lib/date-time';
import './request.css';

interface RequestNoteProps {
  /**
   * When the owner must answer a request made now for the chosen period, as the server computed it
   * (BookingQuote.requestDeadline); null before a period is chosen. Never computed here from "now":
   * the page is rendered on the server and hydrated later, and both renders must read the same.
   */
  deadline: string | null;
  responseHours: number;
  timeZone: string;
}

/** What a request to book means for the renter's card, before they ask. */
export function RequestNote({ deadline, responseHours, timeZone }: RequestNoteProps) {
  const answer = deadline
    ? `The owner has until ${formatInstant(deadline, timeZone)} to accept`
    : `The owner has ${responseHours} hours to accept (or until the start, if that is sooner)`;
  return (
    <p className="request-note">
      This tool is booked on request. {answer}; your card is authorised, not charged, until then. If they decline or do
      not answer, the authorisation is released.
    </p>
  );
}
