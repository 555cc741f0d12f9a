import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { downloadCsv, ExportError, type ExportKind } from '../lists/export-csv';

interface ExportCsvButtonProps {
  kind: ExportKind;
  /** Search, sort and filters of the list on screen. */
  query: URLSearchParams;
}

export function ExportCsvButton({ kind, query }: ExportCsvButtonProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleClick() {
    setBusy(true);
    setError(null);
    try {
      await downloadCsv(kind, query);
    } catch (caught) {
      setError(caught instanceof ExportError ? caught.message : 'The export failed. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="export-csv">
      <Button variant="secondary" loading={busy} loadingText="Exporting…" onClick={() => void handleClick()}>
        Export CSV
      </Button>
      {error && <Alert className="export-csv__error">{error}</Alert>}
    </div>
  );
}
