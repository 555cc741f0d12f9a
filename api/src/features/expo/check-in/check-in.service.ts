import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../../config/config.js';
import type { Database, Executor } from '../../../db/client.js';
import { requireCheckInDesk } from '../../../core/authorize.js';
import { parseInput, requiredText } from '../../../core/input.js';
import type { Viewer } from '../../../core/viewer.js';
import { AppError, ErrorCode } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { formatZonedInstant, utcToZoned } from '../../../lib/zoned-time.js';
import { recordAudit } from '../../audit/audit.js';
import { isAwaitingApproval, isDeclined } from '../approval-status.js';
import { participants, type ParticipantRow } from '../expo.table.js';
import { expoDays, sessionClock } from '../programme/programme.service.js';
import { programmeSessions, sessionSeats, type ProgrammeSessionRow } from '../programme/programme.table.js';
import { dayLabel } from '../registration-types/places.js';
import { registrationTypes } from '../registration-types/registration-type.table.js';
import { admittedAtEntrancesWhere, admittedWhere, isAdmitted, undoScan } from './check-in-outcome.js';
import {
  checkIns,
  checkInDesks,
  type CheckInOutcomeValue,
  type CheckInRefusal,
  type CheckInRow,
} from './check-in.table.js';
import { webhooks } from '../../webhooks/webhook-events.js';
import { checkInObject } from '../../webhooks/webhook-objects.js';

/** Scans a desk sends in one sync: an hour offline at one a second is several syncs, each quick. */
export const MAX_SCANS_PER_SYNC = 500;
/** Guests a desk downloads per page of its guest list. */
export const MAX_GUESTS_PER_PAGE = 5_000;
/** The dashboard's arrivals per minute cover the last hour. */
const COUNT_MINUTES = 60;

export interface CheckInDeps {
  db: Database;
  config: Pick<Config, 'expo'>;
  now?: () => Date;
}

/** A desk as it introduces itself in each sync. */
export interface DeskInput {
  id: string;
  name: string;
  entrance: string;
  day: string;
  sessionId?: string | null;
}

/** One scan as a desk recorded it, online or not. */
export interface ScanInput {
  id: string;
  code: string;
  scannedAt: Date;
}

/** The check-in that was admitted first, as a desk told "already in" is shown it. */
export interface FirstCheckIn {
  at: Date;
  deskName: string | null;
  entrance: string;
}

/** What became of a scan, as its desk is told. */
export interface ScanResult {
  id: string;
  outcome: CheckInOutcomeValue;
  refusal: CheckInRefusal | null;
  participant: ParticipantRow | null;
  first: FirstCheckIn | null;
  message: string;
}

/** A guest as a desk keeps them on the device: enough to answer a scan offline, no contact details. */
export interface DeskGuest {
  id: string;
  registrationCode: string;
  firstName: string;
  lastName: string;
  approval: ParticipantRow['approval'];
  cancelledAt: Date | null;
  typeName: string | null;
  /** The days their pass admits to; null: every day (a registration from before types). */
  days: string[] | null;
  /** Their check-in for the desk's day (or session), if they have one. */
  admittedAt: Date | null;
  /** At a session's door: whether they hold a seat. */
  hasSeat: boolean;
  badgePrintedAt: Date | null;
}

export interface DeskGuestPage {
  guests: DeskGuest[];
  /** Pass as `after` for the next page; null on the last. */
  endCursor: string | null;
  /** Guests in the whole list, so a desk can show how much of it it has. */
  total: number;
}

export interface EntranceCount {
  entrance: string;
  total: number;
  /** Check-ins per minute over the last hour (minutes with none left out), oldest first. */
  perMinute: { minute: Date; count: number }[];
}

export interface DeskActivity {
  id: string;
  name: string;
  entrance: string;
  sessionTitle: string | null;
  lastSyncAt: Date;
  admitted: number;
}

export interface CheckInCounts {
  day: string;
  /** Guests checked in at the entrances that day (each once, whatever desk or how often scanned). */
  inside: number;
  /** Registrations standing whose pass admits that day. */
  expected: number;
  entrances: EntranceCount[];
  desks: DeskActivity[];
}

const deskSchema = (days: string[]) =>
  z.object({
    id: z.string().refine(isUuid, 'The desk id must be a UUID made when the desk was set up'),
    name: requiredText('Desk name', 60, 'Please name the desk (for example “Desk 3”)'),
    entrance: requiredText('Entrance', 60, 'Please say which entrance the desk stands at'),
    day: z.enum(days as [string, ...string[]], { error: `Day must be one of the expo days: ${days.join(', ')}` }),
    sessionId: z
      .string()
      .refine(isUuid, 'The session id is not one of the programme’s')
      .nullish()
      .transform((v) => v ?? null),
  });

const scanSchema = z.object({
  id: z.string().refine(isUuid, 'A scan id must be a UUID made by the desk when it scanned'),
  code: requiredText('Code', 40, 'A scan needs the code that was scanned or typed'),
  scannedAt: z.date({ error: 'When the code was scanned, as a date and time' }),
});

const syncSchema = (days: string[]) =>
  z.object({
    desk: deskSchema(days),
    scans: z
      .array(scanSchema)
      .max(MAX_SCANS_PER_SYNC, `At most ${MAX_SCANS_PER_SYNC} scans per sync: send the rest in the next one`),
  });

/** The guest a code names: a participant id or a registration code in any letter case. */
const codeWhere = (codes: string[]): SQL | undefined => {
  const ids = codes.filter(isUuid);
  const registrationCodes = codes.filter((c) => !isUuid(c)).map((c) => c.toUpperCase());
  const parts = [
    ids.length ? inArray(participants.id, ids) : undefined,
    registrationCodes.length ? inArray(participants.registrationCode, registrationCodes) : undefined,
  ].filter(Boolean);
  return parts.length ? or(...parts) : undefined;
};

/** Where a scan is recorded: a desk's day (or session) and entrance, or the online desk's. */
interface ScanPlace {
  deskId: string | null;
  deskName: string | null;
  entrance: string;
  /** Null: each guest's own first day (an online check-in outside the expo days). */
  day: string | null;
  session: ProgrammeSessionRow | null;
}

/**
 * The door: every scan of every desk, online or offline, recorded once by its own id. A guest is
 * checked in once per expo day at the entrances, and once per session at the door of a session with
 * seats; the first scan to reach the server wins (a unique index decides, so desks syncing at the same
 * moment cannot both admit), and the desk whose scan came second is told who let the guest in, where
 * and when. `participants.checked_in_at` keeps the guest's first arrival.
 */
export class CheckInService {
  constructor(private readonly deps: CheckInDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  private get year(): number {
    return this.deps.config.expo.year;
  }

  /** The expo days, in order. */
  days(): string[] {
    return expoDays(this.deps.config.expo);
  }

  /** Today at the venue if it is an expo day; null before and after the expo (a rehearsal, a late entry). */
  currentDay(): string | null {
    const today = utcToZoned(this.now(), this.deps.config.expo.timeZone).date;
    return this.days().includes(today) ? today : null;
  }

  /**
   * Records a desk's scans (those made offline with the time they were made) and answers what became of
   * each. A scan sent again (a sync retried after a dropped answer) is answered as it was recorded.
   */
  async sync(viewer: Viewer | undefined, desk: DeskInput, scans: ScanInput[]): Promise<ScanResult[]> {
    const staff = requireCheckInDesk(viewer);
    const input = parseInput(syncSchema(this.days()), { desk, scans });
    const session = input.desk.sessionId
      ? await this.doorSession(input.desk.sessionId, input.desk.day, 'desk.sessionId')
      : null;
    await this.deps.db
      .insert(checkInDesks)
      .values({ ...input.desk, createdBy: staff.user.id, lastSyncAt: this.now() })
      .onConflictDoUpdate({
        target: checkInDesks.id,
        set: {
          name: input.desk.name,
          entrance: input.desk.entrance,
          day: input.desk.day,
          sessionId: input.desk.sessionId,
          lastSyncAt: this.now(),
        },
      });
    const place: ScanPlace = {
      deskId: input.desk.id,
      deskName: input.desk.name,
      entrance: input.desk.entrance,
      day: input.desk.day,
      session,
    };
    return this.record(staff, place, input.scans);
  }

  /**
   * Checks one guest in from an online desk without a name (the mutation of earlier clients) for today,
   * or outside the expo days for the first day their pass admits: anything but a check-in is an error,
   * as those clients expect.
   */
  async checkInOne(viewer: Viewer | undefined, idOrCode: string): Promise<ParticipantRow> {
    const staff = requireCheckInDesk(viewer);
    const code = idOrCode.trim();
    const place: ScanPlace = {
      deskId: null,
      deskName: null,
      entrance: 'Main entrance',
      day: this.currentDay(),
      session: null,
    };
    const scan = { id: randomUUID(), code, scannedAt: this.now() };
    const [result] = await this.record(staff, place, [scan], { audit: true });
    if (isAdmitted(result!)) return result!.participant!;
    if (result!.outcome === 'not_found') throw AppError.notFound(`A registration with code ${code}`);
    throw new AppError(ErrorCode.CONFLICT, result!.message);
  }

  /**
   * Takes back a guest's check-in (the wrong guest scanned, a button pressed twice) so they can be
   * checked in again when they really arrive: by the scan's id, as a desk undoes the result it shows.
   */
  async undoScan(viewer: Viewer | undefined, scanId: string): Promise<ScanResult> {
    const staff = requireCheckInDesk(viewer);
    if (!isUuid(scanId)) throw AppError.notFound('The check-in');
    const [scan] = await this.deps.db.select().from(checkIns).where(eq(checkIns.id, scanId));
    if (!scan) throw AppError.notFound('The check-in');
    if (!isAdmitted(scan) || !scan.participantId) {
      throw new AppError(ErrorCode.CONFLICT, 'Only a scan that checked a guest in can be taken back');
    }
    await this.undo(staff, scan);
    const [result] = await this.results([scanId]);
    return result!;
  }

  /** Takes back a participant's latest check-in at the entrances (the admin area's and earlier desks'). */
  async undoParticipant(viewer: Viewer | undefined, participantId: string): Promise<ParticipantRow> {
    const staff = requireCheckInDesk(viewer);
    if (!isUuid(participantId)) throw AppError.notFound('The participant');
    const [scan] = await this.deps.db
      .select()
      .from(checkIns)
      .where(and(eq(checkIns.participantId, participantId), admittedAtEntrancesWhere()))
      .orderBy(desc(checkIns.scannedAt))
      .limit(1);
    if (!scan) {
      const [exists] = await this.deps.db
        .select({ id: participants.id })
        .from(participants)
        .where(eq(participants.id, participantId));
      if (!exists) throw AppError.notFound('The participant');
      throw new AppError(ErrorCode.CONFLICT, 'This participant is not checked in, so there is no check-in to undo');
    }
    return this.undo(staff, scan);
  }

  private async undo(staff: Viewer, scan: CheckInRow): Promise<ParticipantRow> {
    return this.deps.db.transaction(async (tx) => {
      const taken = await undoScan(tx, scan.id);
      if (!taken) throw new AppError(ErrorCode.CONFLICT, 'This check-in was already taken back');
      const [before] = await tx
        .select()
        .from(participants)
        .where(eq(participants.id, scan.participantId!))
        .for('update');
      // The first arrival is what is left of the guest's check-ins at the entrances.
      const [after] = await tx
        .update(participants)
        .set({
          checkedInAt: sql`(select min(${checkIns.scannedAt}) from ${checkIns} where ${checkIns.participantId} = ${participants.id} and ${admittedAtEntrancesWhere()})`,
        })
        .where(eq(participants.id, scan.participantId!))
        .returning();
      await recordAudit(tx, staff, {
        action: 'participant.undo_check_in',
        targetType: 'participant',
        targetId: after!.id,
        targetLabel: `${after!.firstName} ${after!.lastName} (${after!.registrationCode})`,
        changes: [
          {
            field: 'checkedInAt',
            before: before!.checkedInAt?.toISOString() ?? null,
            after: after!.checkedInAt?.toISOString() ?? null,
          },
        ],
      });
      return after!;
    });
  }

  /**
   * Records scans at a place and answers each. Every scan is decided in the order it was made; the
   * admitted ones are inserted first and the unique index keeps the first of a guest's (of this batch,
   * or another desk's committed before), the rest are recorded as "already in".
   */
  private async record(
    staff: Viewer,
    place: ScanPlace,
    scans: ScanInput[],
    options: { audit?: boolean } = {},
  ): Promise<ScanResult[]> {
    if (scans.length === 0) return [];
    const now = this.now();
    const ids = scans.map((s) => s.id);
    const known = new Set(
      (await this.deps.db.select({ id: checkIns.id }).from(checkIns).where(inArray(checkIns.id, ids))).map((r) => r.id),
    );
    const fresh = scans
      .filter((s) => !known.has(s.id))
      // A desk's clock may run ahead: a scan is never recorded as made after it reached the server.
      .map((s) => ({ ...s, code: s.code.trim(), scannedAt: s.scannedAt > now ? now : s.scannedAt }))
      .sort((a, b) => a.scannedAt.getTime() - b.scannedAt.getTime());
    if (fresh.length > 0) {
      const people = await this.guestsByCode(fresh.map((s) => s.code));
      const seated = place.session
        ? await this.seatHolders(
            place.session.id,
            [...new Set(people.values())].map((p) => p.row.id),
          )
        : null;
      const base = {
        deskId: place.deskId,
        sessionId: place.session?.id ?? null,
        entrance: place.entrance,
        staffId: staff.user.id,
        recordedAt: now,
      };
      const decided = fresh.map((scan) => {
        const person = people.get(scan.code.toUpperCase()) ?? people.get(scan.code.toLowerCase());
        const day = place.day ?? person?.days?.[0] ?? this.days()[0]!;
        const refusal = person ? this.refusalOf(person, day, seated) : null;
        return {
          ...base,
          day,
          id: scan.id,
          code: scan.code,
          scannedAt: scan.scannedAt,
          participantId: person?.row.id ?? null,
          outcome: (!person ? 'not_found' : refusal ? 'refused' : 'admitted') as CheckInOutcomeValue,
          refusal,
        };
      });
      await this.deps.db.transaction(async (tx) => {
        // In guest order (a stable sort: a guest's earliest scan stays first), as every sync takes them: two
        // desks syncing the same guests at once lock their index entries in one order and never deadlock.
        const candidates = decided.filter(isAdmitted).sort((a, b) => byId(a.participantId!, b.participantId!));
        const admitted = new Set<string>();
        if (candidates.length > 0) {
          const inserted = await tx
            .insert(checkIns)
            .values(candidates)
            .onConflictDoNothing()
            .returning({ id: checkIns.id });
          for (const row of inserted) admitted.add(row.id);
        }
        const others = decided
          .filter((d) => !admitted.has(d.id))
          .map((d) => (isAdmitted(d) ? { ...d, outcome: 'already_in' as const } : d));
        if (others.length > 0) await tx.insert(checkIns).values(others).onConflictDoNothing();
        const arrived = decided.filter((d) => admitted.has(d.id));
        if (!place.session && arrived.length > 0) await this.markArrived(tx, arrived);
        if (!place.session) {
          const objects = arrived.map((scan) =>
            checkInObject(scan, people.get(scan.participantId!)?.row.registrationCode),
          );
          await webhooks.emitMany(tx, 'registration.checked_in', objects);
        }
        // Who checked whom in, and when (an online check-in of the admin area's desk): the staff answer for it.
        for (const scan of options.audit ? arrived : []) {
          const { row } = people.get(scan.participantId!)!;
          await recordAudit(tx, staff, {
            action: 'participant.check_in',
            targetType: 'participant',
            targetId: row.id,
            targetLabel: `${row.firstName} ${row.lastName} (${row.registrationCode})`,
            changes: [{ field: 'checkedInAt', before: null, after: scan.scannedAt.toISOString() }],
          });
        }
      });
    }
    return this.results(ids);
  }

  /** Keeps each newly admitted guest's first arrival (the earliest of what they had and this scan). */
  private async markArrived(tx: Executor, admitted: { participantId: string | null; scannedAt: Date }[]) {
    const byGuest = new Map<string, Date>();
    for (const a of admitted) byGuest.set(a.participantId!, a.scannedAt);
    // The guests' rows locked in id order first, as every sync does, so concurrent syncs cannot deadlock.
    await tx
      .select({ id: participants.id })
      .from(participants)
      .where(inArray(participants.id, [...byGuest.keys()]))
      .orderBy(asc(participants.id))
      .for('update');
    await tx.execute(sql`
      update ${participants} set checked_in_at = least(coalesce(${participants.checkedInAt}, arrived.at), arrived.at)
      from (values ${sql.join(
        [...byGuest].map(([id, at]) => sql`(${id}::uuid, ${at.toISOString()}::timestamptz)`),
        sql`, `,
      )}) as arrived(id, at)
      where ${participants.id} = arrived.id`);
  }

  /** Why a guest may not come in at this place, or null when they may. */
  private refusalOf(
    person: { row: ParticipantRow; days: string[] | null },
    day: string,
    seated: Set<string> | null,
  ): CheckInRefusal | null {
    if (isDeclined(person.row)) return 'declined';
    if (person.row.cancelledAt) return 'cancelled';
    if (isAwaitingApproval(person.row)) return 'awaiting_approval';
    if (person.days && !person.days.includes(day)) return 'not_that_day';
    if (seated && !seated.has(person.row.id)) return 'no_seat';
    return null;
  }

  /** This edition's guests named by the codes (ids or registration codes), by code in upper case and id. */
  private async guestsByCode(codes: string[]) {
    const found = new Map<string, { row: ParticipantRow; days: string[] | null }>();
    const where = codeWhere([...new Set(codes)]);
    if (!where) return found;
    const rows = await this.deps.db
      .select({ row: participants, days: registrationTypes.days })
      .from(participants)
      .leftJoin(registrationTypes, eq(registrationTypes.id, participants.typeId))
      .where(and(eq(participants.year, this.year), where));
    for (const r of rows) {
      found.set(r.row.registrationCode.toUpperCase(), r);
      found.set(r.row.id.toLowerCase(), r);
    }
    return found;
  }

  private async seatHolders(sessionId: string, participantIds: string[]): Promise<Set<string>> {
    if (participantIds.length === 0) return new Set();
    const rows = await this.deps.db
      .select({ id: sessionSeats.participantId })
      .from(sessionSeats)
      .where(
        and(
          eq(sessionSeats.sessionId, sessionId),
          eq(sessionSeats.status, 'booked'),
          inArray(sessionSeats.participantId, participantIds),
        ),
      );
    return new Set(rows.map((r) => r.id));
  }

  /** A session whose door a desk checks: this edition's, with seats, on the desk's day. */
  private async doorSession(sessionId: string, day: string, path: string): Promise<ProgrammeSessionRow> {
    const [session] = isUuid(sessionId)
      ? await this.deps.db
          .select()
          .from(programmeSessions)
          .where(and(eq(programmeSessions.id, sessionId), eq(programmeSessions.year, this.year)))
      : [];
    if (!session) throw AppError.badInput([{ path, msg: 'This session is not in the programme' }]);
    if (session.seats == null) {
      throw AppError.badInput([
        { path, msg: `“${session.title}” has no seats to book: every attendee of its day may go in` },
      ]);
    }
    const sessionDay = sessionClock(session, this.deps.config.expo.timeZone).day;
    if (sessionDay !== day) {
      throw AppError.badInput([
        { path, msg: `“${session.title}” is on ${dayLabel(sessionDay)}, not on the desk’s day (${dayLabel(day)})` },
      ]);
    }
    return session;
  }

  /** The recorded scans by id, answered as their desks are told, in the order asked. */
  private async results(ids: string[]): Promise<ScanResult[]> {
    const rows = await this.deps.db
      .select({ scan: checkIns, participant: participants, session: programmeSessions, days: registrationTypes.days })
      .from(checkIns)
      .leftJoin(participants, eq(participants.id, checkIns.participantId))
      .leftJoin(registrationTypes, eq(registrationTypes.id, participants.typeId))
      .leftJoin(programmeSessions, eq(programmeSessions.id, checkIns.sessionId))
      .where(inArray(checkIns.id, ids));
    const firsts = await this.firstCheckIns(rows.filter((r) => r.scan.outcome !== 'not_found').map((r) => r.scan));
    const byId = new Map(rows.map((r) => [r.scan.id, r]));
    return ids.flatMap((id) => {
      const r = byId.get(id);
      if (!r) return [];
      const first = r.scan.participantId ? (firsts.get(admissionKey(r.scan)) ?? null) : null;
      return [
        {
          id,
          outcome: r.scan.outcome,
          refusal: r.scan.refusal,
          participant: r.participant,
          first,
          message: this.sentence(r.scan, r.participant, r.session, r.days, first),
        },
      ];
    });
  }

  /** The admitted check-in of each scan's guest at its day or session, with its desk's name. */
  private async firstCheckIns(scans: CheckInRow[]): Promise<Map<string, FirstCheckIn>> {
    const found = new Map<string, FirstCheckIn>();
    const guests = [...new Set(scans.map((s) => s.participantId!))];
    if (guests.length === 0) return found;
    const rows = await this.deps.db
      .select({ scan: checkIns, deskName: checkInDesks.name })
      .from(checkIns)
      .leftJoin(checkInDesks, eq(checkInDesks.id, checkIns.deskId))
      .where(and(inArray(checkIns.participantId, guests), admittedWhere()));
    for (const r of rows) {
      found.set(admissionKey(r.scan), { at: r.scan.scannedAt, deskName: r.deskName, entrance: r.scan.entrance });
    }
    return found;
  }

  private sentence(
    scan: CheckInRow,
    person: ParticipantRow | null,
    session: ProgrammeSessionRow | null,
    days: string[] | null,
    first: FirstCheckIn | null,
  ): string {
    if (!person) return `No registration has the code ${scan.code}: check it with the guest, or search by name.`;
    const who = `${person.firstName} ${person.lastName} (${person.registrationCode})`;
    const zone = this.deps.config.expo.timeZone;
    switch (scan.outcome) {
      case 'admitted':
        return session ? `${who} checked in at “${session.title}”.` : `${who} checked in.`;
      case 'undone':
        return `The check-in of ${who} was taken back.`;
      case 'already_in': {
        if (!first) return `${who} was already checked in.`;
        const where = [first.deskName, first.entrance].filter(Boolean).join(', ');
        return `${who} was already checked in at ${formatZonedInstant(first.at, zone)} (${where}).`;
      }
      case 'not_found':
        return `No registration has the code ${scan.code}.`;
      case 'refused':
        switch (scan.refusal) {
          case 'declined':
            return `The registration of ${who} was declined by the organisers: they cannot check in with it.`;
          case 'cancelled':
            return `The registration of ${who} was cancelled: they cannot check in with it.`;
          case 'awaiting_approval':
            return `The registration of ${who} awaits the organisers’ approval: it cannot check in yet.`;
          case 'not_that_day':
            return `The pass of ${who} admits ${(days ?? []).map(dayLabel).join(' and ')}, not ${dayLabel(scan.day)}.`;
          case 'no_seat':
            return `${who} has no seat at “${session?.title ?? 'this session'}”: seats are booked from their registration.`;
          default:
            return `${who} cannot check in here.`;
        }
    }
  }

  /**
   * This edition's guests as a desk keeps them for its day (or its session's door), one page at a time
   * in id order: all of them, so a desk offline can also say why someone may not come in.
   */
  async guestList(
    viewer: Viewer | undefined,
    args: { day: string; sessionId?: string | null; after?: string | null; first?: number | null },
  ): Promise<DeskGuestPage> {
    requireCheckInDesk(viewer);
    const days = this.days();
    if (!days.includes(args.day))
      throw AppError.badInput([{ path: 'day', msg: `Day must be one of the expo days: ${days.join(', ')}` }]);
    const session = args.sessionId ? await this.doorSession(args.sessionId, args.day, 'sessionId') : null;
    if (args.after != null && !isUuid(args.after)) {
      throw AppError.badInput([{ path: 'after', msg: 'Pass the endCursor of the page before' }]);
    }
    const first = args.first ?? MAX_GUESTS_PER_PAGE;
    if (!Number.isInteger(first) || first < 1 || first > MAX_GUESTS_PER_PAGE) {
      throw AppError.badInput([{ path: 'first', msg: `Ask for 1 to ${MAX_GUESTS_PER_PAGE} guests per page` }]);
    }
    const admittedHere = and(
      eq(checkIns.participantId, participants.id),
      admittedWhere(),
      session ? eq(checkIns.sessionId, session.id) : and(eq(checkIns.day, args.day), isNull(checkIns.sessionId)),
    );
    const ofTheYear = eq(participants.year, this.year);
    const listed = this.deps.db
      .select({
        id: participants.id,
        registrationCode: participants.registrationCode,
        firstName: participants.firstName,
        lastName: participants.lastName,
        approval: participants.approval,
        cancelledAt: participants.cancelledAt,
        typeName: registrationTypes.name,
        days: registrationTypes.days,
        admittedAt: checkIns.scannedAt,
        badgePrintedAt: participants.badgePrintedAt,
        seat: sessionSeats.id,
      })
      .from(participants)
      .leftJoin(registrationTypes, eq(registrationTypes.id, participants.typeId))
      .leftJoin(checkIns, admittedHere)
      .leftJoin(
        sessionSeats,
        session
          ? and(
              eq(sessionSeats.participantId, participants.id),
              eq(sessionSeats.sessionId, session.id),
              eq(sessionSeats.status, 'booked'),
            )
          : sql`false`,
      )
      .where(and(ofTheYear, args.after ? gt(participants.id, args.after) : undefined))
      .orderBy(asc(participants.id))
      .limit(first + 1);
    const [rows, [counted]] = await Promise.all([
      listed,
      this.deps.db.select({ total: count() }).from(participants).where(ofTheYear),
    ]);
    const page = rows.slice(0, first);
    return {
      guests: page.map(({ seat, ...g }) => ({ ...g, hasSeat: seat != null })),
      endCursor: rows.length > first ? page[page.length - 1]!.id : null,
      total: counted?.total ?? 0,
    };
  }

  /** The door's numbers for a day: who is in, per entrance and minute, and each desk's last word. */
  async counts(viewer: Viewer | undefined, day: string): Promise<CheckInCounts> {
    requireCheckInDesk(viewer);
    const days = this.days();
    if (!days.includes(day))
      throw AppError.badInput([{ path: 'day', msg: `Day must be one of the expo days: ${days.join(', ')}` }]);
    const atEntrances = and(eq(checkIns.day, day), admittedAtEntrancesWhere());
    const since = new Date(this.now().getTime() - COUNT_MINUTES * 60_000);
    const minute = sql<Date>`date_trunc('minute', ${checkIns.scannedAt})`.mapWith(checkIns.scannedAt);
    const [totals, perMinute, expected, desks] = await Promise.all([
      this.deps.db
        .select({ entrance: checkIns.entrance, total: count() })
        .from(checkIns)
        .where(atEntrances)
        .groupBy(checkIns.entrance)
        .orderBy(asc(checkIns.entrance)),
      this.deps.db
        .select({ entrance: checkIns.entrance, minute, count: count() })
        .from(checkIns)
        .where(and(atEntrances, gte(checkIns.scannedAt, since)))
        .groupBy(checkIns.entrance, minute)
        .orderBy(asc(minute)),
      this.deps.db
        .select({ count: count() })
        .from(participants)
        .leftJoin(registrationTypes, eq(registrationTypes.id, participants.typeId))
        .where(
          and(
            eq(participants.year, this.year),
            isNull(participants.cancelledAt),
            eq(participants.approval, 'approved'),
            or(isNull(participants.typeId), sql`${day} = any(${registrationTypes.days})`),
          ),
        ),
      this.deps.db
        .select({
          id: checkInDesks.id,
          name: checkInDesks.name,
          entrance: checkInDesks.entrance,
          sessionTitle: programmeSessions.title,
          lastSyncAt: checkInDesks.lastSyncAt,
          admitted: sql<number>`count(${checkIns.id}) filter (where ${admittedWhere()})`.mapWith(Number),
        })
        .from(checkInDesks)
        .leftJoin(programmeSessions, eq(programmeSessions.id, checkInDesks.sessionId))
        .leftJoin(checkIns, eq(checkIns.deskId, checkInDesks.id))
        .where(eq(checkInDesks.day, day))
        .groupBy(checkInDesks.id, programmeSessions.title)
        .orderBy(asc(checkInDesks.entrance), asc(checkInDesks.name)),
    ]);
    return {
      day,
      inside: totals.reduce((sum, t) => sum + t.total, 0),
      expected: expected[0]?.count ?? 0,
      entrances: totals.map((t) => ({
        entrance: t.entrance,
        total: t.total,
        perMinute: perMinute
          .filter((m) => m.entrance === t.entrance)
          .map(({ minute: m, count: c }) => ({ minute: m, count: c })),
      })),
      desks,
    };
  }
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A guest's admission at a day's entrances or at a session's door. */
const admissionKey = (scan: Pick<CheckInRow, 'participantId' | 'day' | 'sessionId'>) =>
  `${scan.participantId}|${scan.sessionId ?? scan.day}`;
