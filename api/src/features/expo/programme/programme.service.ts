import { and, asc, eq } from 'drizzle-orm';
import type { Config } from '../../../config/config.js';
import type { Database, Executor } from '../../../db/client.js';
import { requireAdmin } from '../../../core/authorize.js';
import { parseInput } from '../../../core/input.js';
import type { Viewer } from '../../../core/viewer.js';
import { AppError, type FieldError } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import type { PublicCache } from '../../../lib/public-cache.js';
import type { FileStorage, IncomingFile } from '../../../lib/storage.js';
import { utcToZoned, zonedToUtc } from '../../../lib/zoned-time.js';
import { changesBetween, createdWith, recordAudit, snapshotOf } from '../../audit/audit.js';
import { programmeSessions, type ProgrammeSessionRow, type SpeakerEntry } from './programme.table.js';
import { sessionSchema, type SessionInput } from './programme.validation.js';

export interface ProgrammeDeps {
  db: Database;
  config: Pick<Config, 'expo'>;
  storage: FileStorage;
  /** The programme is in cached public answers (the query and the /programme page): writes invalidate them. */
  publicCache: Pick<PublicCache, 'invalidate'>;
  /** Seats added to a session (or given to it) go to its line, in the transaction of the change. */
  onSeatsAdded: (tx: Executor, sessionId: string) => Promise<void>;
  now?: () => Date;
}

/** What the resolver hands over: the fields as sent, each speaker's new photo already read. */
export type SessionSubmission = Omit<SessionInput, 'speakers'> & {
  speakers?: ({ [key: string]: unknown } & { photo?: IncomingFile | undefined })[] | null;
};

/** The days of the event, first to last (YYYY-MM-DD). */
export function expoDays(expo: Pick<Config['expo'], 'startDate' | 'endDate'>): string[] {
  const days: string[] = [];
  for (let d = new Date(`${expo.startDate}T00:00:00Z`); ; d.setUTCDate(d.getUTCDate() + 1)) {
    const day = d.toISOString().slice(0, 10);
    if (day > expo.endDate) return days;
    days.push(day);
  }
}

/** A session's day and clock times at the venue. */
export function sessionClock(row: Pick<ProgrammeSessionRow, 'startsAt' | 'endsAt'>, timeZone: string) {
  const start = utcToZoned(row.startsAt, timeZone);
  return { day: start.date, startTime: start.time, endTime: utcToZoned(row.endsAt, timeZone).time };
}

/** What the audit log shows of a session: its fields, and its speakers as one line (photos left out). */
function audited(row: ProgrammeSessionRow) {
  const { kind, title, description, titleFr, descriptionFr, startsAt, endsAt, room, roomFr, link, seats } = row;
  const speakers = row.speakers.map((s) => (s.affiliation ? `${s.name} (${s.affiliation})` : s.name)).join('; ');
  return { kind, title, description, titleFr, descriptionFr, startsAt, endsAt, room, roomFr, link, seats, speakers };
}
const AUDITED = [
  'kind',
  'title',
  'description',
  'titleFr',
  'descriptionFr',
  'startsAt',
  'endsAt',
  'room',
  'roomFr',
  'link',
  'seats',
  'speakers',
] as const;

/**
 * Seats booked or offered stay theirs: a session keeps at least as many seats as are held, and keeps
 * seats at all while any is held (the attendees give them up, or the organisers cancel their registrations).
 */
function assertSeatsHeld(seats: number | null, held: number) {
  if (held === 0 || (seats != null && seats >= held)) return;
  const msg =
    seats == null
      ? `${held} ${held === 1 ? 'seat is' : 'seats are'} booked or offered: a session with seats held keeps its seats`
      : `${held} ${held === 1 ? 'seat is' : 'seats are'} booked or offered: seats must be at least ${held}`;
  throw AppError.badInput([{ path: 'seats', msg }]);
}

export class ProgrammeService {
  private readonly now: () => Date;
  constructor(private readonly deps: ProgrammeDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** This edition's sessions in the order of the day: by start, then end, then title. */
  list(): Promise<ProgrammeSessionRow[]> {
    return this.deps.db
      .select()
      .from(programmeSessions)
      .where(eq(programmeSessions.year, this.deps.config.expo.year))
      .orderBy(asc(programmeSessions.startsAt), asc(programmeSessions.endsAt), asc(programmeSessions.title));
  }

  async get(id: string): Promise<ProgrammeSessionRow> {
    return this.find(this.deps.db, id);
  }

  /** A session of this edition; locked for the caller's transaction when `lock` is set. */
  private async find(exec: Executor, id: string, lock = false): Promise<ProgrammeSessionRow> {
    if (!isUuid(id)) throw AppError.notFound('The programme session');
    const query = exec
      .select()
      .from(programmeSessions)
      .where(and(eq(programmeSessions.id, id), eq(programmeSessions.year, this.deps.config.expo.year)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw AppError.notFound('The programme session');
    return row;
  }

  async create(viewer: Viewer | undefined, input: SessionSubmission): Promise<ProgrammeSessionRow> {
    const actor = requireAdmin(viewer);
    const { values, speakers, saved } = await this.prepare(input, []);
    try {
      const row = await this.deps.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(programmeSessions)
          .values({ ...values, speakers, year: this.deps.config.expo.year })
          .returning();
        await recordAudit(tx, actor, {
          action: 'programme_session.create',
          targetType: 'programme_session',
          targetId: created!.id,
          targetLabel: created!.title,
          changes: createdWith(audited(created!), AUDITED),
        });
        return created!;
      });
      this.deps.publicCache.invalidate();
      return row;
    } catch (error) {
      await Promise.all(saved.map((url) => this.deps.storage.remove(url)));
      throw error;
    }
  }

  /** Replaces every field; speakers' photos no longer listed are removed once the change is saved. */
  async update(viewer: Viewer | undefined, id: string, input: SessionSubmission): Promise<ProgrammeSessionRow> {
    const actor = requireAdmin(viewer);
    const current = await this.get(id);
    const { values, speakers, saved } = await this.prepare(input, current.speakers);
    let row: ProgrammeSessionRow;
    try {
      row = await this.deps.db.transaction(async (tx) => {
        // Locked: bookings claim seats on this row, so they wait until the seats are changed.
        const before = await this.find(tx, id, true);
        assertSeatsHeld(values.seats, before.seatsTaken);
        const [after] = await tx
          .update(programmeSessions)
          .set({ ...values, speakers, updatedAt: this.now() })
          .where(eq(programmeSessions.id, id))
          .returning();
        const changes = changesBetween(audited(before), audited(after!), AUDITED);
        if (changes.length) {
          await recordAudit(tx, actor, {
            action: 'programme_session.update',
            targetType: 'programme_session',
            targetId: id,
            targetLabel: after!.title,
            changes,
          });
        }
        if (after!.seats == null) return after!;
        // Seats free (added now, or freed meanwhile) go to the line at once; the answer counts them taken.
        await this.deps.onSeatsAdded(tx, id);
        return this.find(tx, id);
      });
    } catch (error) {
      await Promise.all(saved.map((url) => this.deps.storage.remove(url)));
      throw error;
    }
    this.deps.publicCache.invalidate();
    await this.removeUnused(current.speakers, speakers);
    return row;
  }

  async delete(viewer: Viewer | undefined, id: string): Promise<ProgrammeSessionRow> {
    const actor = requireAdmin(viewer);
    const deleted = await this.deps.db.transaction(async (tx) => {
      const current = await this.find(tx, id, true);
      await tx.delete(programmeSessions).where(eq(programmeSessions.id, id));
      await recordAudit(tx, actor, {
        action: 'programme_session.delete',
        targetType: 'programme_session',
        targetId: id,
        targetLabel: current.title,
        changes: snapshotOf(audited(current), AUDITED),
      });
      return current;
    });
    this.deps.publicCache.invalidate();
    await this.removeUnused(deleted.speakers, []);
    return deleted;
  }

  /**
   * Checks the input (every problem at once, each under the field's name as sent), turns the day and
   * clock times at the venue into instants, and stores the speakers' new photos last, so a refused
   * input stores nothing.
   */
  private async prepare(input: SessionSubmission, currentSpeakers: SpeakerEntry[]) {
    const parsed = parseInput(sessionSchema, input);
    const { expo } = this.deps.config;
    const problems: FieldError[] = [];
    const days = expoDays(expo);
    if (!days.includes(parsed.day)) {
      problems.push({
        path: 'day',
        msg: `Day must be one of the expo's days: ${expo.startDate === expo.endDate ? expo.startDate : `${expo.startDate} to ${expo.endDate}`}`,
      });
    }
    const photosNow = new Set(currentSpeakers.map((s) => s.photo).filter(Boolean));
    parsed.speakers.forEach((s, i) => {
      if (s.currentPhoto && !photosNow.has(s.currentPhoto)) {
        problems.push({ path: `speakers.${i}.currentPhoto`, msg: 'This photo is not one of this session’s speakers' });
      }
    });
    if (problems.length) throw AppError.badInput(problems);

    const saved: string[] = [];
    const speakers: SpeakerEntry[] = [];
    try {
      for (const [i, s] of parsed.speakers.entries()) {
        const file = input.speakers?.[i]?.photo;
        let photo = s.currentPhoto ?? null;
        if (file) {
          // The storage's refusal names the field that carried the file.
          photo = await this.deps.storage.saveImage(file, {
            field: `speakers.${i}.photo`,
            label: `The photo of ${s.name}`,
          });
          saved.push(photo);
        }
        speakers.push({ name: s.name, affiliation: s.affiliation ?? null, photo });
      }
    } catch (error) {
      await Promise.all(saved.map((url) => this.deps.storage.remove(url)));
      throw error;
    }
    const values = {
      kind: parsed.kind,
      title: parsed.title,
      description: parsed.description,
      titleFr: parsed.titleFr ?? null,
      descriptionFr: parsed.descriptionFr ?? null,
      startsAt: zonedToUtc(parsed.day, parsed.startTime, expo.timeZone),
      endsAt: zonedToUtc(parsed.day, parsed.endTime, expo.timeZone),
      room: parsed.room,
      roomFr: parsed.roomFr ?? null,
      link: parsed.link ?? null,
      seats: parsed.seats,
    };
    return { values, speakers, saved };
  }

  private async removeUnused(before: SpeakerEntry[], after: SpeakerEntry[]) {
    const kept = new Set(after.map((s) => s.photo));
    await Promise.all(
      before.filter((s) => s.photo && !kept.has(s.photo)).map((s) => this.deps.storage.remove(s.photo)),
    );
  }
}
