import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { downloadExport, ExportError, type ExportFormat, type ExportKind } from '../lists/export-csv';

interface ExportCsvButtonProps {
  kind: ExportKind;
  /** Search, sort and filters of the list on screen. */
  query: URLSearchParams;
}

/** The list on screen as a file: CSV, or Excel (its cells typed: phone numbers stay text, times are dates). */
export function ExportCsvButton({ kind, query }: ExportCsvButtonProps) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function handleClick(format: ExportFormat) {
    setBusy(format);
    setError(null);
    try {
      await downloadExport(kind, query, format);
    } catch (caught) {
      setError(caught instanceof ExportError ? caught.message : 'The export failed. Please try again.');
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="export-csv">
      <div className="export-csv__buttons">
        <Button
          variant="secondary"
          loading={busy === 'csv'}
          loadingText="Exporting…"
          disabled={busy === 'xlsx'}
          onClick={() => void handleClick('csv')}
        >
          Export CSV
        </Button>
        <Button
          variant="secondary"
          loading={busy === 'xlsx'}
          loadingText="Exporting…"
          disabled={busy === 'csv'}
          onClick={() => void handleClick('xlsx')}
        >
          Export Excel
        </Button>
      </div>
      {error && <Alert className="export-csv__error">{error}</Alert>}
    </div>
  );
}
