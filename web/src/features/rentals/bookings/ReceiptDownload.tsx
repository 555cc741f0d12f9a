import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { refreshSession } from '../../../lib/auth/session';
import { sessionStore } from '../../../lib/auth/session-store';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/errors';
import './condition-photos.css';

/**
 * The renter's receipt as a PDF. The route needs the bearer token, which lives in memory only, so a
 * plain link cannot carry it: the file is fetched here and saved from a blob.
 */
export function ReceiptDownload({ booking }: { booking: { id: string; code: string; paid: boolean } }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A receipt exists once the booking was paid (a cancelled one's shows its refund): Booking.paid.
  if (!booking.paid) return null;

  async function download() {
    setBusy(true);
    setProblem(null);
    try {
      const url = `/api/bookings/${encodeURIComponent(booking.id)}/receipt.pdf`;
      let response = await fetchWithToken(url);
      if (response.status === 401 && (await refreshSession()) === 'refreshed') response = await fetchWithToken(url);
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        setProblem(body?.message ?? `The receipt could not be downloaded (HTTP ${response.status}).`);
        return;
      }
      saveBlob(await response.blob(), `receipt-${booking.code}.pdf`);
    } catch {
      setProblem(NETWORK_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
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

function fetchWithToken(url: string): Promise<Response> {
  const token = sessionStore.getAccessToken();
  return fetch(url, {
    credentials: 'same-origin',
    headers: { accept: 'application/pdf', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click starts the download asynchronously in some browsers.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
