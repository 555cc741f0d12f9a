import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../../config/config.js';
import type { Database } from '../../../db/client.js';
import { requireAdmin, requireCheckInDesk } from '../../../core/authorize.js';
import { parseInput } from '../../../core/input.js';
import type { Viewer } from '../../../core/viewer.js';
import { AppError, ErrorCode } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import type { Logger } from '../../../lib/logger.js';
import type { FileStorage } from '../../../lib/storage.js';
import { recordAudit } from '../../audit/audit.js';
import { isAwaitingApproval, standingWhere } from '../approval-status.js';
import { badgeData, badgeLooks } from '../badge-look.js';
import { badgesPdf } from '../badge-pdf.js';
import { participants, type ParticipantRow } from '../expo.table.js';
import { expoDays } from '../programme/programme.service.js';
import { registrationTypes } from '../registration-types/registration-type.table.js';
import { BADGE_SHEETS, SHEET_LAYOUTS, sheetPages, type BadgeSheet } from './badge-sheet.js';

/**
 * The most badges one document holds: a few minutes at a printer, a few megabytes, a few seconds to
 * draw. A larger run is printed in several batches (by type, by day, or what is not printed yet).
 */
export const BADGE_BATCH_LIMIT = 1000;

/** Which badges a batch prints: every filter given narrows it; none given, every standing registration. */
export interface BadgeFilter {
  /** Registrations of this type. */
  typeId: string | null;
  /** Registrations whose type admits to this expo day (YYYY-MM-DD). */
  day: string | null;
  /** Only badges never printed. */
  unprintedOnly: boolean;
  /** Only these registrations (at most BADGE_BATCH_LIMIT ids). */
  participantIds: string[] | null;
}

export interface BadgeCount {
  /** Standing registrations the filter matches. */
  matching: number;
  /** Of those, the ones whose badge was never printed. */
  unprinted: number;
}

export interface PrintedBadges {
  filename: string;
  pdf: Buffer;
  /** How many badges the document holds. */
  count: number;
}

const filterSchema = z.object({
  typeId: z.string({ error: 'typeId must be a registration type id' }).nullish(),
  day: z.string({ error: 'day must be a date, YYYY-MM-DD' }).nullish(),
  unprintedOnly: z.boolean({ error: 'unprintedOnly must be true or false' }).nullish(),
  participantIds: z
    .array(z.unknown(), { error: 'participantIds must be a list of participant ids' })
    .max(
      BADGE_BATCH_LIMIT,
      `participantIds names more than ${BADGE_BATCH_LIMIT.toLocaleString('en')} registrations: print them in several batches`,
    )
    .nullish(),
});

/** The sheet asked for, else `fallback`: A4 for a batch, a page of its own for the desk's badge printer. */
const sheetField = (fallback: BadgeSheet) =>
  z
    .enum(BADGE_SHEETS, { error: `sheet must be one of ${BADGE_SHEETS.join(', ')}` })
    .nullish()
    .transform((sheet) => sheet ?? fallback);

const batchSchema = filterSchema.extend({ sheet: sheetField('a4-4up') });
const deskSchema = z.object({
  sheet: sheetField('single'),
  position: z.number({ error: 'position must be a whole number' }).int('position must be a whole number').nullish(),
});

/**
 * Badge printing for the organisers: batches for the admin area (by type, by day, not printed yet, or a
 * list of registrations) and a walk-up's badge at the check-in desk. Only standing registrations (approved,
 * not cancelled) of this edition get a badge. Each document records when its badges were printed
 * (`participants.badge_printed_at`, moved again by a reprint) and leaves one audit entry.
 */
export class BadgePrinting {
  constructor(
    private readonly deps: {
      db: Database;
      config: Config;
      storage: Pick<FileStorage, 'read'>;
      logger: Logger;
      now?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** How many badges a filter matches, and how many of them were never printed (administrators). */
  async count(viewer: Viewer | undefined, input: unknown): Promise<BadgeCount> {
    requireAdmin(viewer);
    const filter = await this.parseFilter(input);
    const [row] = await this.deps.db
      .select({
        matching: count(),
        unprinted: sql<number>`count(*) filter (where ${participants.badgePrintedAt} is null)`.mapWith(Number),
      })
      .from(participants)
      .where(this.where(filter));
    return { matching: row?.matching ?? 0, unprinted: row?.unprinted ?? 0 };
  }

  /**
   * The badges a filter matches as one PDF on the sheet asked for (A4 four per sheet unless said), by
   * last name then first name, recorded as printed now (administrators). Refused when more match than
   * one document holds, naming a filter that would narrow the batch.
   */
  async printBatch(viewer: Viewer | undefined, input: unknown): Promise<PrintedBadges> {
    const admin = requireAdmin(viewer);
    const { sheet, ...given } = parseInput(batchSchema, input ?? {});
    const filter = await this.parseFilter(given);
    const rows = await this.deps.db
      .select()
      .from(participants)
      .where(this.where(filter))
      .orderBy(
        asc(sql`lower(${participants.lastName})`),
        asc(sql`lower(${participants.firstName})`),
        asc(participants.registrationCode),
      )
      .limit(BADGE_BATCH_LIMIT + 1);
    if (rows.length > BADGE_BATCH_LIMIT) throw overLimit(filter);
    if (rows.length === 0) {
      throw new AppError(ErrorCode.CONFLICT, 'No badge matches these filters: there is nothing to print.');
    }
    const pdf = await this.draw(rows, sheet, 0, `${rows.length} badges`);
    const label = await this.describe(filter, rows.length);
    const printedAt = this.now();
    await this.deps.db.transaction(async (tx) => {
      await tx
        .update(participants)
        .set({ badgePrintedAt: printedAt })
        .where(
          inArray(
            participants.id,
            rows.map((r) => r.id),
          ),
        );
      await recordAudit(tx, admin, {
        action: 'badge_batch.print',
        targetType: 'badge_batch',
        targetId: randomUUID(),
        targetLabel: label,
        changes: [
          { field: 'badges', before: null, after: String(rows.length) },
          { field: 'reprinted', before: null, after: String(rows.filter((r) => r.badgePrintedAt).length) },
          { field: 'sheet', before: null, after: sheet },
        ],
      });
    });
    const day = printedAt.toISOString().slice(0, 10);
    return { filename: `badges-${day}-${rows.length}.pdf`, pdf, count: rows.length };
  }

  /**
   * One registration's badge, printed at the check-in desk for a guest who arrives without one
   * (administrators and check-in staff): a page of its own (unless said), or a quarter (`position` 1 to
   * 4, in reading order) of an A4 sheet already part used. Recorded as printed now, and audited.
   */
  async printOne(viewer: Viewer | undefined, id: string, input: unknown): Promise<PrintedBadges> {
    const staff = requireCheckInDesk(viewer);
    const { sheet, position } = parseInput(deskSchema, input ?? {});
    const slots = SHEET_LAYOUTS[sheet].slots.length;
    if (position != null && (position < 1 || position > slots)) {
      throw AppError.badInput([
        {
          path: 'position',
          msg:
            slots === 1
              ? `A ${sheet} sheet holds one badge: leave position out`
              : `position must be from 1 to ${slots}: the badge's place on the sheet, in reading order`,
        },
      ]);
    }
    if (!isUuid(id)) throw AppError.notFound('The participant');
    const [row] = await this.deps.db
      .select()
      .from(participants)
      .where(and(eq(participants.id, id), eq(participants.year, this.deps.config.expo.year)));
    if (!row) throw AppError.notFound('The participant');
    const who = `${row.firstName} ${row.lastName} (${row.registrationCode})`;
    if (row.cancelledAt) {
      throw new AppError(ErrorCode.CONFLICT, `The registration of ${who} was cancelled: it has no badge.`);
    }
    if (isAwaitingApproval(row)) {
      throw new AppError(
        ErrorCode.CONFLICT,
        `The registration of ${who} awaits the organisers’ approval: no badge yet.`,
      );
    }
    const pdf = await this.draw([row], sheet, (position ?? 1) - 1, who);
    const printedAt = this.now();
    await this.deps.db.transaction(async (tx) => {
      await tx.update(participants).set({ badgePrintedAt: printedAt }).where(eq(participants.id, row.id));
      await recordAudit(tx, staff, {
        action: 'participant.badge_print',
        targetType: 'participant',
        targetId: row.id,
        targetLabel: who,
        changes: [
          {
            field: 'badgePrintedAt',
            before: row.badgePrintedAt?.toISOString() ?? null,
            after: printedAt.toISOString(),
          },
        ],
      });
    });
    return { filename: `${row.registrationCode}-badge.pdf`, pdf, count: 1 };
  }

  private async draw(rows: ParticipantRow[], sheet: BadgeSheet, firstSlot: number, subject: string): Promise<Buffer> {
    const looks = await badgeLooks(this.deps, rows);
    const badges = rows.map((row) => badgeData(this.deps.config, row, looks.get(row.id)!));
    const { name } = this.deps.config.expo;
    return badgesPdf(sheetPages(badges, sheet, firstSlot), { title: `${name} badges`, subject, author: name });
  }

  /** A filter as given, checked: the type one of this edition's, the day one of the expo's, ids well formed. */
  private async parseFilter(input: unknown): Promise<BadgeFilter> {
    const given = parseInput(filterSchema, input ?? {});
    const filter: BadgeFilter = {
      typeId: given.typeId?.trim() || null,
      day: given.day?.trim() || null,
      unprintedOnly: given.unprintedOnly ?? false,
      participantIds: (given.participantIds as string[] | null | undefined) ?? null,
    };
    const { expo } = this.deps.config;
    if (filter.typeId) {
      const [type] = isUuid(filter.typeId)
        ? await this.deps.db
            .select({ id: registrationTypes.id })
            .from(registrationTypes)
            .where(and(eq(registrationTypes.id, filter.typeId), eq(registrationTypes.year, expo.year)))
        : [];
      if (!type) {
        throw AppError.badInput([
          { path: 'typeId', msg: `No registration type of the ${expo.year} edition has the id ${filter.typeId}` },
        ]);
      }
    }
    const days = expoDays(expo);
    if (filter.day && !days.includes(filter.day)) {
      throw AppError.badInput([{ path: 'day', msg: `day must be one of the expo's days: ${days.join(', ')}` }]);
    }
    const malformed = filter.participantIds?.findIndex((id) => typeof id !== 'string' || !isUuid(id)) ?? -1;
    if (malformed >= 0) {
      const id = String(filter.participantIds![malformed]);
      throw AppError.badInput([
        { path: 'participantIds', msg: `participantIds[${malformed}] (${id}) is not a participant id` },
      ]);
    }
    return filter;
  }

  /** Standing registrations of this edition matching a checked filter. */
  private where(filter: BadgeFilter): SQL {
    const conditions: SQL[] = [eq(participants.year, this.deps.config.expo.year), standingWhere('registered')];
    if (filter.typeId) conditions.push(eq(participants.typeId, filter.typeId));
    if (filter.day) {
      const admitting = this.deps.db
        .select({ id: registrationTypes.id })
        .from(registrationTypes)
        .where(sql`${filter.day} = any(${registrationTypes.days})`);
      conditions.push(inArray(participants.typeId, admitting));
    }
    if (filter.unprintedOnly) conditions.push(isNull(participants.badgePrintedAt));
    if (filter.participantIds) conditions.push(inArray(participants.id, filter.participantIds));
    return and(...conditions)!;
  }

  /** What the audit log says of a batch: how many badges, and the filters that chose them. */
  private async describe(filter: BadgeFilter, printed: number): Promise<string> {
    const parts: string[] = [];
    if (filter.typeId) {
      const [type] = await this.deps.db
        .select({ name: registrationTypes.name })
        .from(registrationTypes)
        .where(eq(registrationTypes.id, filter.typeId));
      parts.push(`type ${type?.name ?? filter.typeId}`);
    }
    if (filter.day) parts.push(`day ${filter.day}`);
    if (filter.unprintedOnly) parts.push('not printed before');
    if (filter.participantIds) parts.push(`${filter.participantIds.length} chosen registrations`);
    return `${printed} badge${printed === 1 ? '' : 's'}${parts.length ? ` (${parts.join(', ')})` : ' (every registration)'}`;
  }
}

/** The refusal of a batch larger than a document holds, naming a filter that would narrow it. */
function overLimit(filter: BadgeFilter): AppError {
  const narrower: [keyof BadgeFilter, string][] = [
    ['typeId', 'choose a registration type'],
    ['day', 'choose a day'],
    ['unprintedOnly', 'print only the badges not printed yet'],
    ['participantIds', 'name the registrations to print'],
  ];
  const [path, advice] = narrower.find(([key]) => !filter[key]) ?? narrower.at(-1)!;
  return AppError.badInput([
    {
      path,
      msg: `More than ${BADGE_BATCH_LIMIT.toLocaleString('en')} badges match: one document holds at most ${BADGE_BATCH_LIMIT.toLocaleString('en')}. Narrow the batch: ${advice}.`,
    },
  ]);
}
