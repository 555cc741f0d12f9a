import { refreshSession } from './auth/session';
import { sessionStore } from './auth/session-store';
import { NETWORK_ERROR_MESSAGE } from './errors';

/**
 * Downloads a file of a route that needs the bearer token (a receipt, an invoice). The token lives in
 * memory only, so a plain link cannot carry it: the file is fetched here (once more after a refreshed
 * session) and saved from a blob. Answers what went wrong, or null once the file is saved.
 */
export async function downloadWithSession(url: string, fileName: string, what: string): Promise<string | null> {
  try {
    let response = await fetchWithToken(url);
    if (response.status === 401 && (await refreshSession()) === 'refreshed') response = await fetchWithToken(url);
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      return body?.message ?? `The ${what} could not be downloaded (HTTP ${response.status}).`;
    }
    saveBlob(await response.blob(), fileName);
    return null;
  } catch {
    return NETWORK_ERROR_MESSAGE;
  }
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
