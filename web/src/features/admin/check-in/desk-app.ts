import { paths } from '../../../config/paths';

/*
 * The desk as an installable app. Its service worker (built by vite-plugin-pwa, web/vite.config.ts) is
 * registered from the desk page only and controls the desk's address only: the rest of the site never
 * meets it, and public pages load none of this.
 */
export const DESK_WORKER_URL = '/check-in-sw.js';
export const DESK_MANIFEST_URL = '/check-in.webmanifest';

/** Links the desk's web app manifest (so the browser offers to install the desk) and registers its worker. */
export function installDeskApp(): void {
  if (typeof document === 'undefined') return;
  if (!document.querySelector(`link[rel="manifest"][href="${DESK_MANIFEST_URL}"]`)) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = DESK_MANIFEST_URL;
    document.head.append(link);
  }
  // The development server builds no worker; a worker there would also serve stale modules.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void import('workbox-window')
    .then(({ Workbox }) => new Workbox(DESK_WORKER_URL, { scope: paths.admin.checkIn }).register())
    .catch((error: unknown) => {
      console.warn('The check-in desk could not install its offline worker; it works online only.', error);
    });
}
