import { fileWithSession } from '../../../lib/session-download';

/**
 * How badges go onto paper (the API's BADGE_SHEETS): A4 sheets of four A6 badges to cut apart, or one
 * badge per page for a badge or label printer.
 */
export const BADGE_SHEETS = [
  { value: 'a4-4up', label: 'A4, four badges per sheet', hint: 'For an office printer: cut each sheet in four.' },
  { value: 'single', label: 'Single badges', hint: 'One A6 badge per page, for a badge or label printer.' },
] as const;
export type BadgeSheet = (typeof BADGE_SHEETS)[number]['value'];

/**
 * Fetches a badge PDF that the API draws and records as printed (a POST: printing changes state), with
 * the session's token. Answers the PDF, or what went wrong in the server's words.
 */
export function fetchBadges(path: string, body: Record<string, unknown>): ReturnType<typeof fileWithSession> {
  return fileWithSession(path, 'badges', { method: 'POST', body });
}
