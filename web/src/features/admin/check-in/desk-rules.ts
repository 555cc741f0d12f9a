/*
 * The desk's rules, with no browser or network in them: how a scan is decided from the guest list kept
 * on the device, how the server's answer changes what the desk said, which scans are still to send, and
 * how long to wait before trying again. The server's rules (check-in.service.ts) are the same; the
 * server's answer wins, because it has heard from every desk.
 */

export type ParticipantStatus = 'REGISTERED' | 'AWAITING_APPROVAL' | 'CANCELLED' | 'DECLINED';
export type Refusal = 'CANCELLED' | 'DECLINED' | 'AWAITING_APPROVAL' | 'NOT_THAT_DAY' | 'NO_SEAT';
export type ServerOutcome = 'ADMITTED' | 'ALREADY_IN' | 'NOT_FOUND' | 'REFUSED' | 'UNDONE';

/** What the desk shows for a scan; `error` only for a scan the desk could not take at all. */
export type DeskOutcome = 'checked-in' | 'already' | 'not-found' | 'refused' | 'undone';

/** How the desk is set up on this device; `id` is made once, and sent with every sync. */
export interface DeskConfig {
  id: string;
  name: string;
  entrance: string;
  /** The expo day, YYYY-MM-DD. */
  day: string;
  /** A session door: the session with seats whose holders it checks in. */
  session: { id: string; title: string; room: string } | null;
  /** The venue's zone, kept so times read right when the page starts offline. */
  timeZone: string | null;
}

/** A guest as the list on the device keeps them (checkInGuestList). */
export interface DeskGuest {
  id: string;
  registrationCode: string;
  firstName: string;
  lastName: string;
  status: ParticipantStatus;
  typeName: string | null;
  /** Null: every day. */
  days: string[] | null;
  /** Their check-in for the desk's day or session when the list was downloaded. */
  admittedAt: string | null;
  hasSeat: boolean;
  badgePrintedAt: string | null;
}

/** The check-in that counts for a guest: when, and at which desk and entrance (when known). */
export interface FirstCheckIn {
  at: string;
  deskName: string | null;
  entrance: string | null;
}

/** One scan as the desk keeps it on the device, from the scan until the server's answer (and after). */
export interface DeskScan {
  /** Made on the device; the server records a scan sent twice once. */
  id: string;
  code: string;
  scannedAt: string;
  /** Whose code it was in the list on the device; null when the list did not know it. */
  guest: Pick<DeskGuest, 'id' | 'registrationCode' | 'firstName' | 'lastName'> | null;
  /** What the desk said at once. */
  local: DeskOutcome;
  /** What the desk shows now: the local answer until the server's, then the server's. */
  outcome: DeskOutcome;
  refusal: Refusal | null;
  first: FirstCheckIn | null;
  /** The server's sentence, once it answered. */
  message: string | null;
  /**
   * queued: to send; synced: the server answered; dropped: undone before it was sent (never sent);
   * local: nothing for the server (a second scan of a guest already in).
   */
  state: 'queued' | 'synced' | 'dropped' | 'local';
}

/** The list on the device, looked up by id and by registration code (codes compare in upper case). */
export interface GuestIndex {
  byId: Map<string, DeskGuest>;
  byCode: Map<string, DeskGuest>;
}

export function indexGuests(guests: Iterable<DeskGuest>): GuestIndex {
  const byId = new Map<string, DeskGuest>();
  const byCode = new Map<string, DeskGuest>();
  for (const guest of guests) {
    byId.set(guest.id.toLowerCase(), guest);
    byCode.set(guest.registrationCode.toUpperCase(), guest);
  }
  return { byId, byCode };
}

export function findGuest(index: GuestIndex, code: string): DeskGuest | null {
  const value = code.trim();
  return index.byCode.get(value.toUpperCase()) ?? index.byId.get(value.toLowerCase()) ?? null;
}

/** Why a guest may not come in at this desk, or null when they may (the server's order of reasons). */
export function refusalOf(guest: DeskGuest, desk: Pick<DeskConfig, 'day' | 'session'>): Refusal | null {
  if (guest.status === 'DECLINED') return 'DECLINED';
  if (guest.status === 'CANCELLED') return 'CANCELLED';
  if (guest.status === 'AWAITING_APPROVAL') return 'AWAITING_APPROVAL';
  if (guest.days && !guest.days.includes(desk.day)) return 'NOT_THAT_DAY';
  if (desk.session && !guest.hasSeat) return 'NO_SEAT';
  return null;
}

/**
 * What this desk's own scans say of each guest, by guest id, in scan order: in (here, or where the
 * server said they came in first), or null when a check-in here was taken back (the list on the device
 * may still say they are in).
 */
export function knownCheckIns(
  scans: Iterable<DeskScan>,
  desk: Pick<DeskConfig, 'name' | 'entrance'>,
): Map<string, FirstCheckIn | null> {
  const known = new Map<string, FirstCheckIn | null>();
  const ordered = [...scans].sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
  for (const scan of ordered) {
    if (!scan.guest || scan.state === 'dropped') continue;
    const id = scan.guest.id.toLowerCase();
    if (scan.outcome === 'checked-in') {
      known.set(id, scan.first ?? { at: scan.scannedAt, deskName: desk.name, entrance: desk.entrance });
    } else if (scan.outcome === 'already' && scan.first && !known.get(id)) {
      known.set(id, scan.first);
    } else if (scan.outcome === 'undone') {
      known.set(id, null);
    }
  }
  return known;
}

export interface LocalDecision {
  outcome: Exclude<DeskOutcome, 'undone'>;
  guest: DeskGuest | null;
  refusal: Refusal | null;
  first: FirstCheckIn | null;
}

/**
 * The desk's answer to a scan from what it knows: the list on the device and its own check-ins.
 * A code the list does not know is "not found" here, and is still sent: the list may be older than
 * the registration.
 */
export function decideScan(
  index: GuestIndex,
  known: Map<string, FirstCheckIn | null>,
  desk: Pick<DeskConfig, 'day' | 'session'>,
  code: string,
): LocalDecision {
  const guest = findGuest(index, code);
  if (!guest) return { outcome: 'not-found', guest: null, refusal: null, first: null };
  const refusal = refusalOf(guest, desk);
  if (refusal) return { outcome: 'refused', guest, refusal, first: null };
  const seen = known.get(guest.id.toLowerCase());
  if (seen) return { outcome: 'already', guest, refusal: null, first: seen };
  if (guest.admittedAt && seen !== null) {
    return {
      outcome: 'already',
      guest,
      refusal: null,
      first: { at: guest.admittedAt, deskName: null, entrance: null },
    };
  }
  return { outcome: 'checked-in', guest, refusal: null, first: null };
}

export interface ServerScanResult {
  id: string;
  outcome: ServerOutcome;
  refusal: Refusal | null;
  message: string;
  guest: { id: string; registrationCode: string; firstName: string; lastName: string } | null;
  first: { at: string; deskName: string | null; entrance: string } | null;
}

const FROM_SERVER: Record<ServerOutcome, DeskOutcome> = {
  ADMITTED: 'checked-in',
  ALREADY_IN: 'already',
  NOT_FOUND: 'not-found',
  REFUSED: 'refused',
  UNDONE: 'undone',
};

/**
 * The scan after the server's answer. `changed` says the desk told staff something else than the
 * server decided (another desk was first, or the list did not know a guest the server let in): the
 * desk shows and announces the new answer.
 */
export function reconcile(scan: DeskScan, result: ServerScanResult): { scan: DeskScan; changed: boolean } {
  const outcome = FROM_SERVER[result.outcome];
  const next: DeskScan = {
    ...scan,
    state: 'synced',
    outcome,
    refusal: result.refusal,
    guest: result.guest ?? scan.guest,
    first: result.first ?? scan.first,
    message: result.message,
  };
  return { scan: next, changed: outcome !== scan.outcome };
}

/** The scans still to send, oldest first, in batches the server takes (500 a call). */
export function batchesToSend(scans: Iterable<DeskScan>, size = 500): DeskScan[][] {
  const queued = [...scans].filter((s) => s.state === 'queued').sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
  const batches: DeskScan[][] = [];
  for (let i = 0; i < queued.length; i += size) batches.push(queued.slice(i, i + size));
  return batches;
}

/**
 * How long to wait before the next try after `failures` failed syncs in a row: 2 s doubling to a
 * minute, with up to a fifth more at random so desks that lost the network together do not all come
 * back in the same second.
 */
export function retryDelay(failures: number, random: () => number = Math.random): number {
  const base = Math.min(60_000, 2000 * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (1 + random() * 0.2));
}

/**
 * Guests whose first name, last name or code starts with the words typed (each word must start one of
 * them), for a guest without their QR code. Works on the device, online or not.
 */
export function searchGuests(
  guests: Iterable<DeskGuest>,
  text: string,
  limit = 10,
): { total: number; items: DeskGuest[] } {
  const words = fold(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return { total: 0, items: [] };
  const items: DeskGuest[] = [];
  let total = 0;
  for (const guest of guests) {
    const parts = [fold(guest.firstName), fold(guest.lastName), guest.registrationCode.toLowerCase()].flatMap((p) =>
      p.split(/\s+/),
    );
    if (words.every((word) => parts.some((part) => part.startsWith(word)))) {
      total += 1;
      if (items.length < limit) items.push(guest);
    }
  }
  items.sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
  return { total, items };
}

/** Lower case without accents: "Adébáyọ̀" is found by typing "adebayo". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}
