import { refreshSession } from '../../../lib/auth/session';
import { sessionStore } from '../../../lib/auth/session-store';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/errors';

export type ExportKind = 'users' | 'participants' | 'sponsors' | 'bookings' | 'payouts';

export class ExportError extends Error {}

/** CSV for any tool, or an Excel workbook whose cells keep their types. */
export type ExportFormat = 'csv' | 'xlsx';

/**
 * Downloads the export of a filtered admin list. The export is a REST route that needs the bearer
 * token, which lives in memory only, so a plain link cannot carry it: the file is fetched here and
 * saved from a blob.
 */
export async function downloadExport(kind: ExportKind, query: URLSearchParams, format: ExportFormat): Promise<void> {
  const url = `/api/admin/export/${kind}.${format}${query.size > 0 ? `?${query.toString()}` : ''}`;
  let response = await fetchWithToken(url);
  // The access token may just have expired: refresh once and retry, as the Apollo link does.
  if (response.status === 401 && (await refreshSession()) === 'refreshed') response = await fetchWithToken(url);
  if (!response.ok) throw new ExportError(await messageOf(response));
  const blob = await response.blob();
  saveBlob(blob, fileNameOf(response.headers.get('content-disposition')) ?? `${kind}.${format}`);
}

async function fetchWithToken(url: string): Promise<Response> {
  const token = sessionStore.getAccessToken();
  try {
    return await fetch(url, {
      credentials: 'same-origin',
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ExportError(NETWORK_ERROR_MESSAGE);
  }
}

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON (a proxy's error page): fall through to the generic message.
  }
  return `The export failed (HTTP ${response.status}). Please try again.`;
}

/** `attachment; filename="participants-2026-05-01.csv"` -> the file name. */
export function fileNameOf(disposition: string | null): string | null {
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? null;
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
