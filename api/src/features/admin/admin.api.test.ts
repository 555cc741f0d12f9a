import { sheetCells } from '../../test/read-xlsx.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participants } from '../expo/expo.table.js';
import { signIn, signUpAndLogin, tinyPng } from '../../test/factories.js';
import { startTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';

let app: TestApp;
let admin: HttpClient;
let user: HttpClient;

const NAMES = [
  ['Ngozi', 'Okonkwo'],
  ['Ngozika', 'Adebayo'],
  ['Amaka', 'Ngwu'],
  ['Tunde', 'Bello'],
  ['=cmd|calc', 'Injector'],
];

beforeAll(async () => {
  app = await startTestApp({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'boss-password-1' });
  admin = app.client();
  await signIn(admin, 'boss@example.com', 'boss-password-1');
  user = app.client();
  await signUpAndLogin(user);
  await app.database.db.insert(participants).values(
    NAMES.map(([firstName, lastName], i) => ({
      registrationCode: `AIB26-TEST${i}A`,
      year: 2026,
      firstName: firstName!,
      lastName: lastName!,
      email: `${firstName!.replace(/\W/g, '').toLowerCase()}.${i}@example.com`,
      phone: '+2348000000000',
      country: i % 2 ? 'Ghana' : 'Nigeria',
      createdAt: new Date(Date.UTC(2026, 10, 1 + i)),
    })),
  );
});
afterAll(() => app?.close());

describe('only administrators', () => {
  it('are let into every admin REST route and GraphQL query', async () => {
    for (const path of [
      '/api/all-users',
      '/api/all-participants',
      '/api/all-sponsors',
      '/api/admin/export/participants.csv',
      '/api/admin/export/participants.xlsx',
    ]) {
      expect((await user.json('GET', path)).status, path).toBe(403);
      expect((await app.client().json('GET', path)).status, path).toBe(401);
      expect((await admin.request('GET', path)).status, path).toBe(200);
    }
    for (const query of [
      '{ adminDashboard { users } }',
      '{ adminParticipants { total } }',
      '{ adminSponsors { total } }',
      '{ adminUsers { total } }',
    ]) {
      expect((await user.gql(query)).errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
      expect((await app.client().gql(query)).errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
    }
    const add = await user.form('POST', '/api/add-rental-category', { name: 'Drills' });
    expect(add.status).toBe(403);
  });
});

describe('admin lists', () => {
  it('pages, prefix-searches and sorts participants on the server', async () => {
    const Q = `query($page: PageInput, $search: String, $orderBy: ParticipantOrder, $country: String) {
      adminParticipants(page: $page, search: $search, orderBy: $orderBy, country: $country) {
        total page pageSize hasMore items { firstName lastName }
      }
    }`;
    const ngo = await admin.gql(Q, { search: 'ngo', orderBy: { field: 'FIRST_NAME' } });
    expect(ngo.data?.adminParticipants.items.map((p: { firstName: string }) => p.firstName)).toEqual([
      'Ngozi',
      'Ngozika',
    ]);
    const byLastNameDesc = { field: 'LAST_NAME', direction: 'DESC' };
    const two = await admin.gql(Q, { search: 'ng', orderBy: byLastNameDesc, page: { pageSize: 2, page: 1 } });
    expect(two.data?.adminParticipants).toMatchObject({ total: 3, page: 1, pageSize: 2, hasMore: true });
    expect(two.data?.adminParticipants.items.map((p: { lastName: string }) => p.lastName)).toEqual(['Okonkwo', 'Ngwu']);
    const page2 = await admin.gql(Q, { search: 'ng', orderBy: byLastNameDesc, page: { pageSize: 2, page: 2 } });
    expect(page2.data?.adminParticipants).toMatchObject({ total: 3, page: 2, hasMore: false });
    expect(page2.data?.adminParticipants.items.map((p: { lastName: string }) => p.lastName)).toEqual(['Adebayo']);
    const full = await admin.gql(Q, { search: 'ngozi okon' });
    expect(full.data?.adminParticipants.total).toBe(1);
    const ghana = await admin.gql(Q, { country: 'Ghana' });
    expect(ghana.data?.adminParticipants.total).toBe(2);
    // Only the order enum's fields exist: a free-text sort key never reaches the service.
    const bad = await admin.gql(Q, { orderBy: { field: 'PASSWORD' } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const wildcard = await admin.gql(Q, { search: '%' });
    expect(wildcard.data?.adminParticipants.total).toBe(0);
  });

  it('refuses a page size outside the range, naming it and the range, rather than clamping it', async () => {
    for (const query of [
      'query($page: PageInput) { adminUsers(page: $page) { total } }',
      'query($page: PageInput) { adminParticipants(page: $page) { total } }',
      'query($page: PageInput) { adminSponsors(page: $page) { total } }',
      'query($page: PageInput) { adminOutbox(page: $page) { total } }',
      'query($page: PageInput) { mailCampaigns(page: $page) { total } }',
    ]) {
      for (const pageSize of [0, 101]) {
        const res = await admin.gql(query, { page: { pageSize } });
        expect(res.errors?.[0]?.extensions?.code, query).toBe('BAD_USER_INPUT');
        expect(res.errors?.[0]?.extensions?.fields?.[0]?.path, query).toBe('page.pageSize');
        expect(res.errors?.[0]?.message, query).toMatch(/1.*100/);
      }
      const fullest = await admin.gql(query, { page: { pageSize: 100 } });
      expect(fullest.errors, query).toBeUndefined();
    }
  });

  it('filters users by role and orders them by an enum field', async () => {
    const Q = `query($role: Role, $orderBy: UserOrder) {
      adminUsers(role: $role, orderBy: $orderBy) { total hasMore items { email role } }
    }`;
    const admins = await admin.gql(Q, { role: 'ADMIN' });
    expect(admins.data?.adminUsers).toMatchObject({ total: 1, hasMore: false, items: [{ role: 'ADMIN' }] });
    const byEmail = await admin.gql(Q, { orderBy: { field: 'EMAIL', direction: 'ASC' } });
    const emails = byEmail.data?.adminUsers.items.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort());
    expect(byEmail.data?.adminUsers.items.map((u: { role: string }) => u.role).sort()).toEqual(['ADMIN', 'USER']);
  });

  it('REST lists keep the old shape without paging and page on request', async () => {
    const all = await admin.json('GET', '/api/all-participants');
    expect(all.body.total).toBe(5);
    expect(all.body.participants).toHaveLength(5);
    expect(all.body.participants[0]).toHaveProperty('first_name');
    const paged = await admin.json('GET', '/api/all-participants?page=2&pageSize=2&sortBy=firstName');
    expect(paged.body).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(paged.body.participants.map((p: { first_name: string }) => p.first_name)).toEqual(['Ngozi', 'Ngozika']);
    const users = await admin.json('GET', '/api/all-users');
    expect(users.body.users.length).toBe(users.body.total);
    expect(users.body.users[0]).not.toHaveProperty('password_hash');
  });

  it('exports the filtered list as CSV that spreadsheets cannot execute', async () => {
    const res = await admin.request('GET', '/api/admin/export/participants.csv?search=%3Dcmd');
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="participants-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const bytes = Buffer.from(await res.arrayBuffer());
    // The UTF-8 byte-order mark first: Excel needs it to read "Lumière" as written.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=cmd|calc"`);
    // A phone number is text to the spreadsheet (not 2.348E+12), with no apostrophe before it.
    expect(lines[1]).toContain(`,"=""+2348000000000""",`);
  });

  it('exports the same list as an Excel workbook: typed cells, the phone as text, no formula', async () => {
    const res = await admin.request('GET', '/api/admin/export/participants.xlsx?search=%3Dcmd');
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="participants-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const cells = sheetCells(Buffer.from(await res.arrayBuffer()));
    const header = [...cells].filter(([ref]) => /^[A-Z]+1$/.test(ref));
    const column = (name: string) => header.find(([, c]) => c.v === name)![0].replace('1', '');
    expect(cells.get(`${column('first_name')}2`)).toEqual({ t: 'inlineStr', v: '=cmd|calc' });
    expect(cells.get(`${column('phone')}2`)).toEqual({ t: 'inlineStr', v: '+2348000000000' });
    expect(cells.get(`${column('year')}2`)).toEqual({ t: 'n', v: '2026' });
    expect(cells.get(`${column('marketing_consent')}2`)?.t).toBe('b');
    expect([...cells.keys()].some((ref) => /^[A-Z]+3$/.test(ref))).toBe(false);
  });
});

describe('sponsor review and check-in', () => {
  it('approves a sponsor, who then appears on the public wall', async () => {
    const applied = await app.client().form('POST', '/api/sponsorship-registration', {
      company: 'Radiance Labs',
      email: 'radiance@example.com',
      phone: '+2348011111111',
      country: 'Nigeria',
      category: 'PLATINUM',
    });
    const id = applied.body.sponsor.id;
    const listed = await admin.gql(
      '{ adminSponsors(status: APPLIED) { total items { id status package { title } } } }',
    );
    expect(listed.data?.adminSponsors.items).toContainEqual({ id, status: 'APPLIED', package: { title: 'PLATINUM' } });
    const forbidden = await user.gql('mutation($id: ID!) { reviewSponsor(id: $id, decision: APPROVED) { status } }', {
      id,
    });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const ok = await admin.gql(
      'mutation($id: ID!) { reviewSponsor(id: $id, decision: APPROVED) { status reviewedAt } }',
      { id },
    );
    expect(ok.data?.reviewSponsor.status).toBe('APPROVED');
    const approved = await admin.gql('query($s: SponsorStatus) { adminSponsors(status: $s) { total items { id } } }', {
      s: 'APPROVED',
    });
    expect(approved.data?.adminSponsors).toEqual({ total: 1, items: [{ id }] });
    const awaiting = await admin.gql('{ adminSponsors(status: APPLIED) { total } }');
    expect(awaiting.data?.adminSponsors.total).toBe(0);
    const lowerCase = await admin.gql('{ adminSponsors(status: approved) { total } }');
    expect(lowerCase.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const wall = await app.client().gql('{ sponsorWall { package { title } sponsors { company } } }');
    expect(wall.data?.sponsorWall).toEqual([
      { package: { title: 'PLATINUM' }, sponsors: [{ company: 'Radiance Labs' }] },
    ]);
    const dash = await admin.gql(
      '{ adminDashboard { users participants sponsors sponsorsAwaitingReview checkedIn registrationsPerDay { day count } revenue { amount currency decimal } } }',
    );
    expect(dash.data?.adminDashboard).toMatchObject({
      participants: 5,
      sponsors: 1,
      sponsorsAwaitingReview: 0,
      revenue: { amount: 0, currency: 'USD', decimal: '0.00' },
    });
  });

  it('checks a participant in once, by the code from the QR, and says when on a second scan', async () => {
    const CHECK = 'mutation($c: String!) { checkInParticipant(idOrCode: $c) { firstName checkedInAt } }';
    const first = await admin.gql(CHECK, { c: 'aib26-test3a' });
    expect(first.data?.checkInParticipant.firstName).toBe('Tunde');
    expect(first.data?.checkInParticipant.checkedInAt).toBeTruthy();
    const again = await admin.gql(CHECK, { c: 'AIB26-TEST3A' });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    // On the venue's clocks, written as everywhere else: '10 Dec 2026, 9.42 AM GMT+1', never '08:42 UTC'.
    expect(again.errors?.[0]?.message).toMatch(
      /^Tunde Bello \(AIB26-TEST3A\) was already checked in at \d{1,2} \w{3} \d{4}, \d{1,2}\.\d{2} [AP]M GMT\+1 \(Main entrance\)\.$/,
    );
    const unknown = await admin.gql(CHECK, { c: 'AIB26-NOPE00' });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('undoes a check-in for administrators only, and says so when there is none to undo', async () => {
    const CHECK = 'mutation($c: String!) { checkInParticipant(idOrCode: $c) { id checkedInAt } }';
    const UNDO = 'mutation($id: ID!) { undoCheckIn(id: $id) { id registrationCode checkedInAt } }';
    const checkedIn = await admin.gql(CHECK, { c: 'AIB26-TEST2A' });
    const id: string = checkedIn.data?.checkInParticipant.id;
    expect(checkedIn.data?.checkInParticipant.checkedInAt).toBeTruthy();

    const byUser = await user.gql(UNDO, { id });
    expect(byUser.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.client().gql(UNDO, { id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const stillIn = await admin.gql('query($id: ID!) { adminParticipant(id: $id) { checkedInAt } }', { id });
    expect(stillIn.data?.adminParticipant.checkedInAt).toBeTruthy();

    const undone = await admin.gql(UNDO, { id });
    expect(undone.errors).toBeUndefined();
    expect(undone.data?.undoCheckIn).toEqual({ id, registrationCode: 'AIB26-TEST2A', checkedInAt: null });

    // The audit log says who checked whom in, and who took it back (newest first).
    const history = await admin.gql(
      'query($id: ID!) { adminAuditLog(targetId: $id) { items { action changes { field before after } } } }',
      { id },
    );
    const at = checkedIn.data?.checkInParticipant.checkedInAt;
    expect(history.data?.adminAuditLog.items).toEqual([
      { action: 'PARTICIPANT_UNDO_CHECK_IN', changes: [{ field: 'checkedInAt', before: at, after: null }] },
      { action: 'PARTICIPANT_CHECK_IN', changes: [{ field: 'checkedInAt', before: null, after: at }] },
    ]);

    const twice = await admin.gql(UNDO, { id });
    expect(twice.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(twice.errors?.[0]?.message).toBe('This participant is not checked in, so there is no check-in to undo');
    for (const other of ['00000000-0000-4000-8000-000000000000', 'AIB26-TEST2A']) {
      expect((await admin.gql(UNDO, { id: other })).errors?.[0]?.extensions?.code, other).toBe('NOT_FOUND');
    }

    // Undone, the guest can be checked in again when they really arrive.
    const again = await admin.gql(CHECK, { c: 'AIB26-TEST2A' });
    expect(again.data?.checkInParticipant.checkedInAt).toBeTruthy();
  });
});

describe('check-in staff', () => {
  it('work the check-in desk with the names and codes only, and are refused every other admin call', async () => {
    const staff = app.client();
    const { user: account, email, password } = await signUpAndLogin(staff);
    const CHECK =
      'mutation($c: String!) { checkInParticipant(idOrCode: $c) { id firstName registrationCode checkedInAt } }';
    const LOOKUP = 'query($c: String!) { checkInGuest(code: $c) { firstName lastName checkedInAt status } }';
    // Before the role: a member is refused the desk, told who may use it.
    const before = await staff.gql(CHECK, { c: 'AIB26-TEST1A' });
    expect(before.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(before.errors?.[0]?.message).toBe('This needs an administrator or check-in staff account');

    const promoted = await admin.gql(
      'mutation($id: ID!, $input: UserCorrectionInput!) { adminUpdateUser(id: $id, input: $input, reason: "Works the entrance on both days") { role } }',
      { id: account.id, input: { firstName: 'Desk', lastName: 'Staff', role: 'CHECK_IN' } },
    );
    expect(promoted.data?.adminUpdateUser.role).toBe('CHECK_IN');
    staff.token = (await staff.json('POST', '/api/login', { email, password })).body.token;
    expect((await staff.gql('{ me { role } }')).data?.me.role).toBe('CHECK_IN');

    const checkedIn = await staff.gql(CHECK, { c: 'aib26-test1a' });
    expect(checkedIn.errors).toBeUndefined();
    expect(checkedIn.data?.checkInParticipant).toMatchObject({
      firstName: 'Ngozika',
      registrationCode: 'AIB26-TEST1A',
    });
    const seen = await staff.gql(LOOKUP, { c: 'AIB26-TEST1A' });
    expect(seen.data?.checkInGuest).toMatchObject({ firstName: 'Ngozika', lastName: 'Adebayo', status: 'REGISTERED' });
    expect((await staff.gql(LOOKUP, { c: 'AIB26-NOPE00' })).data?.checkInGuest).toBeNull();
    // The desk's answers carry no contact details: the type has none to ask for.
    const email_ = await staff.gql('mutation($c: String!) { checkInParticipant(idOrCode: $c) { email } }', {
      c: 'AIB26-TEST1A',
    });
    expect(email_.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const undone = await staff.gql('mutation($id: ID!) { undoCheckIn(id: $id) { checkedInAt } }', {
      id: checkedIn.data?.checkInParticipant.id,
    });
    expect(undone.data?.undoCheckIn.checkedInAt).toBeNull();

    for (const query of [
      '{ adminParticipants { total } }',
      '{ adminUsers { total } }',
      '{ adminAuditLog { total } }',
      '{ adminUnreadContactMessages }',
    ]) {
      expect((await staff.gql(query)).errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    expect((await staff.json('GET', '/api/all-participants')).status).toBe(403);
    expect((await user.gql(LOOKUP, { c: 'AIB26-TEST1A' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('rental categories', () => {
  it('admin adds one with an image and renames it; the public list shows it', async () => {
    const added = await admin.form(
      'POST',
      '/api/add-rental-category',
      { name: 'Power Drills' },
      { image: { data: tinyPng(), name: 'd.png', type: 'image/png' } },
    );
    expect(added.status).toBe(201);
    expect(added.body.category.image).toMatch(/^\/uploads\//);
    const dup = await admin.gql('mutation { createRentalCategory(name: "power drills") { id } }');
    expect(dup.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const renamed = await admin.form('PUT', `/api/update-rental-category/${added.body.category.id}`, {
      name: 'Drills & Drivers',
    });
    expect(renamed.body.category).toMatchObject({ name: 'Drills & Drivers', image: added.body.category.image });
    const list = await app.client().json('GET', '/api/all-rental-categories');
    expect(list.body.allCategories).toContainEqual({
      id: added.body.category.id,
      name: 'Drills & Drivers',
      image: added.body.category.image,
    });
    const empty = await admin.gql('mutation { createRentalCategory(name: "  ") { id } }');
    expect(empty.errors?.[0]?.extensions?.fields?.[0]).toEqual({ path: 'name', msg: 'Please enter a category name' });
  });
});
