import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button, type ButtonVariant } from '../../../components/ui/Button';
import { fetchBadges, type BadgeSheet } from './print-badges';
import './badges.css';

export interface PrintBadgeButtonProps {
  /** The registration whose badge is printed. */
  participantId: string;
  /** The guest's name, as the button and its messages say it ("Print badge of Ngozi Okafor"). */
  name: string;
  /** Called once the badge is drawn and recorded as printed, as the print dialog opens. */
  onPrinted?: () => void;
  /** 'single' (one page at the badge's size, for the desk's badge printer; the default) or 'a4-4up'. */
  sheet?: BadgeSheet;
  /** On 'a4-4up': the quarter of a part-used sheet, 1 to 4 in reading order (the first when left out). */
  position?: number;
  variant?: ButtonVariant;
}

/**
 * Prints one guest's badge at the check-in desk (administrators and check-in staff): the API draws it
 * and records it as printed; the PDF is loaded into a hidden frame whose print dialog opens at once. A
 * link to the same PDF stays beside the button, for a browser that shows no dialog for a frame (or
 * where the desk prefers to print from the PDF viewer).
 */
export function PrintBadgeButton({
  participantId,
  name,
  onPrinted,
  sheet = 'single',
  position,
  variant = 'secondary',
}: PrintBadgeButtonProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [pdf, setPdf] = useState<string | null>(null);
  // The blob is let go when a newer badge replaces it, and when the button leaves the page.
  useEffect(() => () => (pdf ? URL.revokeObjectURL(pdf) : undefined), [pdf]);

  async function print() {
    setBusy(true);
    setProblem(null);
    const file = await fetchBadges(`/api/admin/participants/${encodeURIComponent(participantId)}/badge.pdf`, {
      sheet,
      ...(position !== undefined && { position }),
    });
    setBusy(false);
    if ('problem' in file) {
      setProblem(file.problem);
      return;
    }
    setPdf(URL.createObjectURL(file.blob));
    onPrinted?.();
  }

  return (
    <div className="print-badge">
      <Button
        variant={variant}
        loading={busy}
        loadingText="Preparing the badge…"
        aria-label={`Print badge of ${name}`}
        onClick={() => void print()}
      >
        Print badge
      </Button>
      <div role="status" className="print-badge__done">
        {pdf && (
          <>
            The badge of {name} is ready to print.{' '}
            <a href={pdf} target="_blank" rel="noopener">
              Open the badge PDF
            </a>
          </>
        )}
      </div>
      {problem && <Alert>{problem}</Alert>}
      {pdf && (
        <iframe
          key={pdf}
          src={pdf}
          title={`Badge of ${name}, for printing`}
          className="print-badge__frame"
          aria-hidden="true"
          tabIndex={-1}
          onLoad={(event) => {
            try {
              event.currentTarget.contentWindow?.print();
            } catch {
              // No print from this frame (a browser without a PDF viewer): the link above opens the badge.
            }
          }}
        />
      )}
    </div>
  );
}
