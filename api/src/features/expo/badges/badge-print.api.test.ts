import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../accounts/account.table.js';
import { signIn, signUpAndLogin } from '../../../test/factories.js';
import { startOrganiserApp, type OrganiserApp } from '../../../test/organiser-app.js';
import { inflatedPdf, servedPdfText } from '../../../test/pdf-text.js';
import type { HttpClient, TestApp } from '../../../test/test-app.js';
import { participants, type ParticipantRow } from '../expo.table.js';
import { SHEET_LAYOUTS } from './badge-sheet.js';
import { registrationTypes } from '../registration-types/registration-type.table.js';

const COUNT = `query($filter: BadgePrintFilter) { badgePrintCount(filter: $filter) { matching unprinted limit } }`;
const AUDIT = `query($action: AuditAction) {
  adminAuditLog(action: $action, page: { pageSize: 5 }) { items { action actorId targetType targetId targetLabel changes { field before after } } }
}`;

let world: OrganiserApp;
let app: TestApp;
let admin: HttpClient;
/** Check-in staff (role CheckIn): the desk's walk-up badges, nothing else of the admin area. */
let staff: HttpClient;
let staffId: string;
const typeIds: Record<'vip' | 'trade' | 'crowd', string> = { vip: '', trade: '', crowd: '' };
const people: Record<string, ParticipantRow> = {};

let n = 0;
const person = (firstName: string, lastName: string, typeId: string, more: Partial<ParticipantRow> = {}) => {
  n += 1;
  return {
    registrationCode: `AIB26-BDG${String(n).padStart(3, '0')}`,
    year: 2026,
    typeId,
    firstName,
    lastName,
    email: `badge.${n}.${Date.now()}@example.com`,
    phone: '+2348000000000',
    country: 'Nigeria',
    ...more,
  };
};

beforeAll(async () => {
  ({ app, admin } = world = await startOrganiserApp());
  const { db } = app.database;
  const types = await db
    .insert(registrationTypes)
    .values([
      { year: 2026, slug: 'vip-badges', name: 'VIP', days: ['2026-12-10', '2026-12-11'], badgeColour: '#1f6f5c' },
      { year: 2026, slug: 'trade-badges', name: 'Trade visitor', days: ['2026-12-12'], badgeColour: '#f5d76e' },
      { year: 2026, slug: 'crowd-badges', name: 'Crowd', days: ['2026-12-10'] },
    ])
    .returning();
  const [vip, trade, crowd] = types.map((t) => t.id);
  Object.assign(typeIds, { vip, trade, crowd });
  const rows = await db
    .insert(participants)
    .values([
      person('Zainab', 'Bello', typeIds.vip),
      person('Ọláwálé', 'Adéyẹmí', typeIds.vip),
      person('Kemi', 'Cancelled', typeIds.vip, { cancelledAt: new Date() }),
      person('Pat', 'Pending', typeIds.vip, { approval: 'pending' }),
      person('Amaka', 'Okafor', typeIds.trade),
      person('小龍', '李', typeIds.trade),
      person('Emeka', 'Eze', typeIds.trade),
    ])
    .returning();
  for (const row of rows) people[row.lastName] = row;

  staff = app.client();
  const signedUp = await signUpAndLogin(staff);
  staffId = signedUp.user.id;
  await db.update(users).set({ role: 'CheckIn' }).where(eq(users.id, staffId));
  await signIn(staff, signedUp.email, signedUp.password);
});
afterAll(() => world?.close());

/** POSTs a JSON body and answers the status, the PDF (when one came) and the JSON error (when not). */
async function post(as: HttpClient, path: string, body: Record<string, unknown> = {}) {
  const res = await as.request('POST', path, {
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const pdf = res.headers.get('content-type') === 'application/pdf' ? bytes : null;
  return {
    status: res.status,
    pdf,
    headers: res.headers,
    error: pdf ? null : (JSON.parse(bytes.toString() || '{}') as { code?: string; errors?: { path: string }[] }),
  };
}
const printBatch = (body: Record<string, unknown>, as = admin) => post(as, '/api/admin/badges.pdf', body);
const printOne = (id: string, body: Record<string, unknown> = {}, as = staff) =>
  post(as, `/api/admin/participants/${id}/badge.pdf`, body);

const pageCount = (pdf: Buffer) => [...pdf.toString('latin1').matchAll(/\/Type \/Page\b/g)].length;
const mediaBoxes = (pdf: Buffer) => [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)];
/** Where each text appears in the PDF's text, -1 when absent (the order shows the pages' order). */
const positions = (pdf: Buffer, texts: string[]) => {
  const text = servedPdfText(pdf);
  return texts.map((t) => text.indexOf(t));
};
async function printedAt(...lastNames: string[]) {
  const rows = await app.database.db
    .select({ lastName: participants.lastName, at: participants.badgePrintedAt })
    .from(participants)
    .where(
      inArray(
        participants.id,
        lastNames.map((name) => people[name]!.id),
      ),
    );
  return Object.fromEntries(rows.map((r) => [r.lastName, r.at]));
}
async function count(filter: Record<string, unknown> | null = null) {
  const res = await admin.gql(COUNT, { filter });
  expect(res.errors).toBeUndefined();
  return res.data.badgePrintCount as { matching: number; unprinted: number; limit: number };
}
const STANDING = ['Bello', 'Adéyẹmí', 'Okafor', '李', 'Eze'];

describe('badge printing for the organisers', () => {
  it('counts the badges a filter matches: standing registrations only, by type, by the days a type admits', async () => {
    expect(await count()).toEqual({ matching: 5, unprinted: 5, limit: 1000 });
    expect(await count({ typeId: typeIds.vip })).toMatchObject({ matching: 2, unprinted: 2 });
    expect(await count({ day: '2026-12-11' })).toMatchObject({ matching: 2 });
    expect(await count({ day: '2026-12-12' })).toMatchObject({ matching: 3 });
    expect(await count({ day: '2026-12-10', typeId: typeIds.trade })).toMatchObject({ matching: 0 });
    expect(await count({ participantIds: [people.Bello!.id, people.Cancelled!.id] })).toMatchObject({ matching: 1 });
  });

  it('prints a type as A4 sheets of four, by last name, and records exactly those badges as printed', async () => {
    const res = await printBatch({ typeId: typeIds.vip, sheet: 'a4-4up' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="badges-\d{4}-\d{2}-\d{2}-2\.pdf"/);
    expect(res.headers.get('x-badge-count')).toBe('2');
    const pdf = res.pdf!;
    expect(pageCount(pdf)).toBe(1);
    expect(mediaBoxes(pdf).map((m) => [m[1], m[2]])).toEqual([['595.28', '841.89']]);
    const [adeyemi, bello, cancelled, pending] = positions(pdf, ['Ọláwálé', 'Zainab', 'Kemi', 'Pat']);
    expect(adeyemi).toBeGreaterThanOrEqual(0);
    expect(bello).toBeGreaterThan(adeyemi!);
    expect([cancelled, pending]).toEqual([-1, -1]);
    const at = await printedAt(...STANDING, 'Cancelled', 'Pending');
    expect(at.Bello).toBeInstanceOf(Date);
    expect(at.Adéyẹmí).toEqual(at.Bello);
    for (const name of ['Okafor', '李', 'Eze', 'Cancelled', 'Pending']) expect(at[name], name).toBeNull();
    expect(await count()).toMatchObject({ matching: 5, unprinted: 3 });

    const log = await admin.gql(AUDIT, { action: 'BADGE_BATCH_PRINT' });
    expect(log.data.adminAuditLog.items[0]).toMatchObject({
      action: 'BADGE_BATCH_PRINT',
      targetType: 'BADGE_BATCH',
      targetLabel: '2 badges (type VIP)',
      changes: [
        { field: 'badges', before: null, after: '2' },
        { field: 'reprinted', before: null, after: '0' },
        { field: 'sheet', before: null, after: 'a4-4up' },
      ],
    });
  });

  it('prints what is not printed yet as single badges, one page each, and leaves the printed ones as they were', async () => {
    const before = await printedAt('Bello');
    expect(await count({ unprintedOnly: true })).toMatchObject({ matching: 3, unprinted: 3 });
    const res = await printBatch({ unprintedOnly: true, sheet: 'single' });
    expect(res.status).toBe(200);
    const pdf = res.pdf!;
    expect(pageCount(pdf)).toBe(3);
    expect(mediaBoxes(pdf).map((m) => [m[1], m[2]])).toEqual(Array(3).fill(['297.64', '419.53']));
    // By last name: Eze, Okafor, 李.
    const [eze, okafor, li, bello] = positions(pdf, ['Emeka', 'Amaka', '小龍', 'Zainab']);
    expect(eze).toBeGreaterThanOrEqual(0);
    expect(okafor).toBeGreaterThan(eze!);
    expect(li).toBeGreaterThan(okafor!);
    expect(bello).toBe(-1);
    expect(await count()).toMatchObject({ matching: 5, unprinted: 0 });
    expect((await printedAt('Bello')).Bello).toEqual(before.Bello);
    // Nothing left: said so, not an empty document.
    const none = await printBatch({ unprintedOnly: true });
    expect([none.status, none.error?.code]).toEqual([409, 'CONFLICT']);
  });

  it('reprints a batch: the badges again, their printed time moved on', async () => {
    const before = (await printedAt('Bello')).Bello!;
    const res = await printBatch({ participantIds: [people.Bello!.id, people.Pending!.id] });
    expect(res.status).toBe(200);
    expect(pageCount(res.pdf!)).toBe(1);
    expect(positions(res.pdf!, ['Zainab', 'Pat'])).toEqual([expect.any(Number), -1]);
    const after = (await printedAt('Bello')).Bello!;
    expect(after.getTime()).toBeGreaterThan(before.getTime());
    const log = await admin.gql(AUDIT, { action: 'BADGE_BATCH_PRINT' });
    expect(log.data.adminAuditLog.items[0]).toMatchObject({
      targetLabel: '1 badge (2 chosen registrations)',
      changes: expect.arrayContaining([{ field: 'reprinted', before: null, after: '1' }]),
    });
  });

  it("prints a walk-up's badge at the desk for check-in staff, on its own page or a chosen quarter of A4", async () => {
    const eze = people.Eze!;
    const before = (await printedAt('Eze')).Eze!;
    const single = await printOne(eze.id);
    expect(single.status).toBe(200);
    expect(single.headers.get('content-disposition')).toContain(`filename="${eze.registrationCode}-badge.pdf"`);
    expect(pageCount(single.pdf!)).toBe(1);
    expect(mediaBoxes(single.pdf!).map((m) => m[1])).toEqual(['297.64']);
    expect(servedPdfText(single.pdf!)).toContain('Emeka Eze');
    const quarter = await printOne(eze.id, { sheet: 'a4-4up', position: 4 });
    expect(quarter.status).toBe(200);
    expect(mediaBoxes(quarter.pdf!).map((m) => m[1])).toEqual(['595.28']);
    // The fourth quarter: the badge is drawn from past the middle of the sheet across and down, scaled.
    const { x, y, scale } = SHEET_LAYOUTS['a4-4up'].slots[3]!;
    const digits = (n: number) => `${Math.trunc(n)}\\.${String(Math.trunc((n % 1) * 100)).padStart(2, '0')}\\d*`;
    expect(inflatedPdf(quarter.pdf!).toString('latin1')).toMatch(
      new RegExp(`1 0 0 1 ${digits(x)} ${digits(y)} cm\\n${digits(scale!)} 0 0 ${digits(scale!)} 0 0 cm`),
    );
    const after = (await printedAt('Eze')).Eze!;
    expect(after.getTime()).toBeGreaterThan(before.getTime());

    const log = await admin.gql(AUDIT, { action: 'PARTICIPANT_BADGE_PRINT' });
    expect(log.data.adminAuditLog.items[0]).toMatchObject({
      actorId: staffId,
      targetType: 'PARTICIPANT',
      targetId: eze.id,
      targetLabel: `Emeka Eze (${eze.registrationCode})`,
      changes: [{ field: 'badgePrintedAt', after: after.toISOString() }],
    });
  });

  it('refuses the desk a cancelled or pending registration, and a position the sheet does not have', async () => {
    const cancelled = await printOne(people.Cancelled!.id);
    expect([cancelled.status, cancelled.error?.code]).toEqual([409, 'CONFLICT']);
    const pending = await printOne(people.Pending!.id);
    expect([pending.status, pending.error?.code]).toEqual([409, 'CONFLICT']);
    expect((await printedAt('Cancelled', 'Pending')).Cancelled).toBeNull();
    const unknown = await printOne('00000000-0000-4000-8000-000000000000');
    expect([unknown.status, unknown.error?.code]).toEqual([404, 'NOT_FOUND']);
    const position = await printOne(people.Eze!.id, { sheet: 'a4-4up', position: 5 });
    expect([position.status, position.error?.errors?.[0]?.path]).toEqual([400, 'position']);
    const single = await printOne(people.Eze!.id, { sheet: 'single', position: 2 });
    expect([single.status, single.error?.errors?.[0]?.path]).toEqual([400, 'position']);
    const sheet = await printOne(people.Eze!.id, { sheet: 'a3' });
    expect([sheet.status, sheet.error?.errors?.[0]?.path]).toEqual([400, 'sheet']);
  });

  it('lets check-in staff print at the desk only, and nobody signed out', async () => {
    const batch = await printBatch({ typeId: typeIds.vip }, staff);
    expect([batch.status, batch.error?.code]).toEqual([403, 'FORBIDDEN']);
    const counted = await staff.gql(COUNT);
    expect(counted.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = app.client();
    expect((await printBatch({}, anonymous)).status).toBe(401);
    expect((await printOne(people.Eze!.id, {}, anonymous)).status).toBe(401);
    expect((await anonymous.gql(COUNT)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('names the input of a bad filter, never a server error', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ day: '2026-12-25' }, 'day'],
      [{ typeId: 'not-an-id' }, 'typeId'],
      [{ typeId: '00000000-0000-4000-8000-000000000000' }, 'typeId'],
      [{ unprintedOnly: 'yes' }, 'unprintedOnly'],
      [{ participantIds: ['nope'] }, 'participantIds'],
      [{ participantIds: 'nope' }, 'participantIds'],
      [{ sheet: 'a5' }, 'sheet'],
    ];
    for (const [body, path] of cases) {
      const res = await printBatch(body);
      expect([res.status, res.error?.code, res.error?.errors?.[0]?.path], JSON.stringify(body)).toEqual([
        400,
        'BAD_USER_INPUT',
        path,
      ]);
    }
    const gql = await admin.gql(COUNT, { filter: { day: 'tomorrow' } });
    expect(gql.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'filter.day' }] });
  });

  it('refuses a batch larger than one document holds, naming a filter that would narrow it', async () => {
    await app.database.db
      .insert(participants)
      .values(Array.from({ length: 1001 }, (_, i) => person(`Crowd${i}`, 'Member', typeIds.crowd)));
    expect(await count({ typeId: typeIds.crowd })).toMatchObject({ matching: 1001, unprinted: 1001 });
    const all = await printBatch({});
    expect([all.status, all.error?.errors?.[0]?.path]).toEqual([400, 'typeId']);
    expect((all.error as { message?: string }).message).toMatch(/More than 1,000 badges match.*Narrow the batch/);
    const crowd = await printBatch({ typeId: typeIds.crowd });
    expect([crowd.status, crowd.error?.errors?.[0]?.path]).toEqual([400, 'day']);
    const ids = await printBatch({ participantIds: Array.from({ length: 1001 }, () => people.Eze!.id) });
    expect([ids.status, ids.error?.errors?.[0]?.path]).toEqual([400, 'participantIds']);
    expect(await count({ typeId: typeIds.crowd })).toMatchObject({ unprinted: 1001 });
  });

  it('shows when a badge was printed on the admin participant', async () => {
    const res = await admin.gql('query($id: ID!) { adminParticipant(id: $id) { badgePrintedAt } }', {
      id: people.Okafor!.id,
    });
    expect(res.data.adminParticipant.badgePrintedAt).toEqual((await printedAt('Okafor')).Okafor!.toISOString());
  });
});
