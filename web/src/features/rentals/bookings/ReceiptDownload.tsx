import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { downloadWithSession } from '../../../lib/session-download';
import './condition-photos.css';

/** The renter's receipt as a PDF (the route needs the session's bearer token: see downloadWithSession). */
export function ReceiptDownload({ booking }: { booking: { id: string; code: string; paid: boolean } }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A receipt exists once the booking was paid (a cancelled one's shows its refund): Booking.paid.
  if (!booking.paid) return null;

  async function download() {
    setBusy(true);
    setProblem(null);
    const url = `/api/bookings/${encodeURIComponent(booking.id)}/receipt.pdf`;
    setProblem(await downloadWithSession(url, `receipt-${booking.code}.pdf`, 'receipt'));
    setBusy(false);
  }

  return (
    <div className="receipt-download">
      <Button variant="secondary" onClick={() => void download()} loading={busy} loadingText="Preparing the receipt…">
        Download receipt (PDF)
      </Button>
      {problem && <Alert>{problem}</Alert>}
    </div>
  );
}
