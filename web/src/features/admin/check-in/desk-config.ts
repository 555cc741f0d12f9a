import { capitalized, formatProgrammeDay } from '../../../lib/programme';
import type { DeskConfig } from './desk-rules';

/*
 * The desk's setup is kept in this browser's localStorage, so the device stays "Desk 3 at the North
 * gate" across reloads and while offline. Signing out clears localStorage (lib/auth/session.ts), and
 * with it the desk.
 */
const DESK_KEY = 'aibex.check-in.desk';

export function loadDesk(): DeskConfig | null {
  try {
    const raw = localStorage.getItem(DESK_KEY);
    if (!raw) return null;
    const desk = JSON.parse(raw) as Partial<DeskConfig>;
    if (!desk.id || !desk.name || !desk.entrance || !desk.day) return null;
    return { session: null, timeZone: null, ...desk } as DeskConfig;
  } catch {
    return null;
  }
}

export function saveDesk(desk: DeskConfig): void {
  try {
    localStorage.setItem(DESK_KEY, JSON.stringify(desk));
  } catch {
    // Storage refused (a private window): the desk lasts for this visit.
  }
}

export function forgetDesk(): void {
  try {
    localStorage.removeItem(DESK_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** A desk is set up on this device: it may keep working from what it stored while nobody can sign in. */
export function deskOnDevice(): boolean {
  return loadDesk() !== null;
}

/** "Desk 3 · North gate · Thursday 10 December", or the session door's title and room. */
export function deskTitle(desk: DeskConfig): string {
  const where = desk.session ? `${desk.session.title} (${desk.session.room})` : desk.entrance;
  return [desk.name, where, capitalized(formatProgrammeDay(desk.day))].join(' · ');
}

/** Which list a desk needs: its day, and its session for a session door. */
export const listFor = (desk: Pick<DeskConfig, 'day' | 'session'>) => `${desk.day}/${desk.session?.id ?? ''}`;
