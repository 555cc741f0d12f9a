import { refreshSession } from './auth/session';
import { sessionStore } from './auth/session-store';
import { NETWORK_ERROR_MESSAGE } from './errors';

/** A request that makes a file: a POST with a JSON body when it changes something (badges recorded as printed). */
export interface FileRequest {
  method?: 'GET' | 'POST';
  body?: unknown;
}

/**
 * Downloads a file of a route that needs the bearer token (a receipt, an invoice). The token lives in
 * memory only, so a plain link cannot carry it: the file is fetched here (once more after a refreshed
 * session) and saved from a blob. Answers what went wrong, or null once the file is saved.
 */
export async function downloadWithSession(
  url: string,
  fileName: string,
  what: string,
  request: FileRequest = {},
): Promise<string | null> {
  const file = await fileWithSession(url, what, request);
  if ('problem' in file) return file.problem;
  saveBlob(file.blob, fileName);
  return null;
}

/**
 * Fetches a file of a route that needs the bearer token, for the caller to save or show: the file, or
 * what went wrong (the server's message where it gave one).
 */
export async function fileWithSession(
  url: string,
  what: string,
  request: FileRequest = {},
): Promise<{ blob: Blob; response: Response } | { problem: string }> {
  try {
    let response = await fetchWithToken(url, request);
    if (response.status === 401 && (await refreshSession()) === 'refreshed')
      response = await fetchWithToken(url, request);
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      return { problem: body?.message ?? `The ${what} could not be downloaded (HTTP ${response.status}).` };
    }
    return { blob: await response.blob(), response };
  } catch {
    return { problem: NETWORK_ERROR_MESSAGE };
  }
}

function fetchWithToken(url: string, { method = 'GET', body }: FileRequest): Promise<Response> {
  const token = sessionStore.getAccessToken();
  return fetch(url, {
    method,
    credentials: 'same-origin',
    headers: {
      accept: 'application/pdf',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

/** Saves a file fetched by the page under a name (through a link to its blob, clicked). */
export function saveBlob(blob: Blob, fileName: string): void {
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
