import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.js';
import type { Viewer } from '../../../core/viewer.js';
import { violatedExclusion } from '../../../db/errors.js';
import { AppError, type FieldError } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { utcToZoned, zonedToUtc } from '../../../lib/zoned-time.js';
import { authorizeTool } from '../tools/tool.policy.js';
import { tools, type ToolRow } from '../tools/tool.table.js';
import { bookedUnits, lockTools } from './availability.js';
import { toolBlocks, type ToolBlockRow } from './block.table.js';
import { parseBookingDate, parseSlot, type Period } from './booking-time.js';

/** What an owner asks to block: days on the tool's clocks, maybe with times, and how many units. */
export interface BlockInput {
  toolId: string;
  startDate?: unknown;
  endDate?: unknown;
  startTime?: unknown;
  endTime?: unknown;
  units?: unknown;
  note?: unknown;
}

const DAY = 86_400_000;
/** Blocks reach as far as bookings: they start at most a year ahead and last at most a year. */
const MAX_AHEAD = 366 * DAY;
const MAX_LENGTH = 366 * DAY;
/** Upcoming blocks per tool: enough for every week of a year, and a bound on what each check reads. */
export const MAX_UPCOMING_BLOCKS = 100;
const MAX_NOTE = 200;

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY).toISOString().slice(0, 10);

/** A block's days and times on the tool's clocks: whole days have no times. */
export function blockFields(block: Pick<ToolBlockRow, 'startsAt' | 'endsAt'>, timeZone: string) {
  const start = utcToZoned(block.startsAt, timeZone);
  const end = utcToZoned(block.endsAt, timeZone);
  const wholeDays = start.time === '00:00' && end.time === '00:00';
  // A whole-day block ends at the midnight after its last day.
  const lastDay = wholeDays ? utcToZoned(new Date(block.endsAt.getTime() - 1), timeZone).date : end.date;
  return {
    firstDay: start.date,
    lastDay,
    startTime: wholeDays ? null : start.time,
    endTime: wholeDays ? null : end.time,
  };
}

/** '2027-03-08 to 2027-03-10', or with times: how an error names a block the owner already has. */
function blockText(block: ToolBlockRow, timeZone: string): string {
  const f = blockFields(block, timeZone);
  const from = f.startTime ? `${f.firstDay} ${f.startTime}` : f.firstDay;
  const to = f.endTime ? `${f.lastDay} ${f.endTime}` : f.lastDay;
  return from === to ? from : `${from} to ${to}`;
}

/**
 * The owner's form, checked field by field on the tool's clocks: the first and last day (the first
 * alone is one day; a time on either is optional: without one the block takes the whole day), the units (all of them unless
 * said), a short note. Every problem at once, on the field it is about.
 */
export function parseBlock(input: BlockInput, tool: Pick<ToolRow, 'timeZone' | 'units'>, now: Date) {
  const fields: FieldError[] = [];
  const given = (v: unknown) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');
  const start = parseBookingDate(input.startDate, tool.timeZone);
  // Without a last day, the block is of its first day only.
  const end = given(input.endDate) ? parseBookingDate(input.endDate, tool.timeZone) : start;
  if (!start?.date)
    fields.push({
      path: 'startDate',
      msg:
        start?.problem ??
        (given(input.startDate) ? 'The first day must be a date such as 2027-03-08' : 'Please choose the first day'),
    });
  if (!end?.date && given(input.endDate))
    fields.push({
      path: 'endDate',
      msg: end?.problem ?? 'The last day must be a date such as 2027-03-10',
    });
  const startTime = given(input.startTime) ? parseSlot(input.startTime) : '00:00';
  const endTime = given(input.endTime) ? parseSlot(input.endTime) : undefined;
  if (!startTime)
    fields.push({ path: 'startTime', msg: 'Choose a start time from the list, or leave it empty for the whole day' });
  if (given(input.endTime) && !endTime)
    fields.push({ path: 'endTime', msg: 'Choose an end time from the list, or leave it empty for the whole day' });
  let units = tool.units;
  if (given(input.units)) {
    const n = Number(input.units);
    if (!Number.isInteger(n) || n < 1 || n > tool.units)
      fields.push({
        path: 'units',
        msg: tool.units === 1 ? 'This tool has one unit: block 1' : `Block between 1 and ${tool.units} units`,
      });
    else units = n;
  }
  const note = typeof input.note === 'string' ? input.note.trim() : '';
  if (given(input.note) && typeof input.note !== 'string') fields.push({ path: 'note', msg: 'The note must be text' });
  else if (note.length > MAX_NOTE)
    fields.push({ path: 'note', msg: `Keep the note to ${MAX_NOTE} characters (it has ${note.length})` });
  if (fields.length) throw AppError.badInput(fields);

  const startsAt = zonedToUtc(start!.date!, startTime!, tool.timeZone);
  const endsAt = endTime
    ? zonedToUtc(end!.date!, endTime, tool.timeZone)
    : zonedToUtc(nextDay(end!.date!), '00:00', tool.timeZone);
  const today = utcToZoned(now, tool.timeZone).date;
  if (start!.date! < today)
    throw AppError.badInput([{ path: 'startDate', msg: 'The first day cannot be before today' }]);
  if (endsAt <= startsAt)
    throw AppError.badInput([
      { path: endTime && end!.date === start!.date ? 'endTime' : 'endDate', msg: 'The end must be after the start' },
    ]);
  if (endsAt <= now) throw AppError.badInput([{ path: 'endTime', msg: 'That time has passed already today' }]);
  if (startsAt.getTime() - now.getTime() > MAX_AHEAD)
    throw AppError.badInput([{ path: 'startDate', msg: 'Blocks can start at most a year ahead' }]);
  if (endsAt.getTime() - startsAt.getTime() > MAX_LENGTH)
    throw AppError.badInput([
      { path: 'endDate', msg: 'A block can last at most a year: unlist the tool to take it off the marketplace' },
    ]);
  return { period: { startsAt, endsAt } satisfies Period, units, note: note || null };
}

/**
 * An owner's exceptions to a tool's availability (block.table.ts): blocked units count as booked in
 * every availability check. A block is added under the tool's row lock, the lock every booking check
 * takes, so a booking and a block never both take the last unit; a block cannot take units that
 * bookings (held, requested, paid or under way) hold: the owner cancels those first.
 */
export class ToolBlockService {
  constructor(
    private readonly deps: {
      db: Database;
      now: () => Date;
      /** Cached public answers that filter by free dates are out of date. */
      availabilityChanged: () => void;
    },
  ) {}

  /** The tool's blocks still to come or under way, soonest first: for its owner and administrators. */
  async upcoming(viewer: Viewer | undefined, toolId: string): Promise<{ tool: ToolRow; blocks: ToolBlockRow[] }> {
    const tool = await this.ownTool(viewer, this.deps.db, toolId);
    const blocks = await this.deps.db
      .select()
      .from(toolBlocks)
      .where(and(eq(toolBlocks.toolId, tool.id), gt(toolBlocks.endsAt, this.deps.now())))
      .orderBy(asc(toolBlocks.startsAt));
    return { tool, blocks };
  }

  async add(viewer: Viewer | undefined, input: BlockInput): Promise<{ tool: ToolRow; block: ToolBlockRow }> {
    const now = this.deps.now();
    const result = await this.deps.db
      .transaction(async (tx) => {
        const [locked] = (await lockTools(tx, isUuid(input.toolId) ? [input.toolId] : [])).values();
        const tool = await this.ownTool(viewer, tx, input.toolId, locked);
        const { period, units, note } = parseBlock(input, tool, now);
        await this.checkRoom(tx, tool, period, units, now);
        const [block] = await tx
          .insert(toolBlocks)
          .values({ toolId: tool.id, startsAt: period.startsAt, endsAt: period.endsAt, units, note })
          .returning();
        return { tool, block: block! };
      })
      .catch((error: unknown) => {
        // The database's no-overlap constraint caught a block that raced past the check.
        if (violatedExclusion(error) === 'tool_blocks_no_overlap')
          throw AppError.badInput([
            { path: 'startDate', msg: 'These days overlap another of your blocks: choose other days' },
          ]);
        throw error;
      });
    this.deps.availabilityChanged();
    return result;
  }

  /** The block goes: its units are for rent again. */
  async remove(viewer: Viewer | undefined, id: string): Promise<string> {
    const [block] = isUuid(id) ? await this.deps.db.select().from(toolBlocks).where(eq(toolBlocks.id, id)) : [];
    if (!block) throw AppError.notFound('The block');
    await this.ownTool(viewer, this.deps.db, block.toolId);
    await this.deps.db.delete(toolBlocks).where(eq(toolBlocks.id, id));
    this.deps.availabilityChanged();
    return id;
  }

  /** Its owner's (or an administrator's) tool, not deleted; anyone else gets what the tool's policy says. */
  private async ownTool(viewer: Viewer | undefined, exec: Executor, toolId: string, row?: ToolRow): Promise<ToolRow> {
    const [tool] = row
      ? [row]
      : isUuid(toolId)
        ? await exec
            .select()
            .from(tools)
            .where(and(eq(tools.id, toolId), isNull(tools.deletedAt)))
        : [];
    if (!tool || tool.deletedAt) throw AppError.notFound('The tool');
    authorizeTool(viewer, 'read', tool);
    authorizeTool(viewer, 'update', tool);
    return tool;
  }

  /** No overlap with the tool's other blocks, room left by its bookings, and a bounded number of blocks. */
  private async checkRoom(tx: Executor, tool: ToolRow, period: Period, units: number, now: Date) {
    const [overlapping] = await tx
      .select()
      .from(toolBlocks)
      .where(
        and(
          eq(toolBlocks.toolId, tool.id),
          sql`${toolBlocks.period} && tstzrange(${period.startsAt.toISOString()}::timestamptz, ${period.endsAt.toISOString()}::timestamptz, '[)')`,
        ),
      )
      .limit(1);
    if (overlapping)
      throw AppError.badInput([
        {
          path: 'startDate',
          msg: `These days overlap your block of ${blockText(overlapping, tool.timeZone)}: remove it first, or choose other days`,
        },
      ]);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(toolBlocks)
      .where(and(eq(toolBlocks.toolId, tool.id), gt(toolBlocks.endsAt, now)));
    if (n >= MAX_UPCOMING_BLOCKS)
      throw AppError.badInput(
        [],
        `A tool can have at most ${MAX_UPCOMING_BLOCKS} blocks to come: remove some, or join them into longer ones`,
      );
    // The bookings' own peak over the block (their buffers are the owner's time anyway).
    const booked = await bookedUnits(tx, { id: tool.id, bufferMinutes: 0 }, period, now);
    const free = tool.units - booked;
    if (free >= units) return;
    if (free <= 0)
      throw AppError.badInput([
        {
          path: 'startDate',
          msg: 'The tool is booked then: choose other days, or cancel those bookings from their pages first',
        },
      ]);
    throw AppError.badInput([
      { path: 'units', msg: `${booked} of ${tool.units} units are booked then: block at most ${free}` },
    ]);
  }
}
