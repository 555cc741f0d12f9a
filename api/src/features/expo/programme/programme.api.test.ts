import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUpAndLogin, tinyPng } from '../../../test/factories.js';
import { startTestApp, type HttpClient, type TestApp } from '../../../test/test-app.js';

const ADMIN = { email: 'programme.admin@example.com', password: 'admin-password-1' };

let app: TestApp;
let admin: HttpClient;
let member: HttpClient;

beforeAll(async () => {
  // The default edition: 10 to 12 December 2026 in Abuja (Africa/Lagos, UTC+1 all year).
  app = await startTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  admin = app.client();
  await signIn(admin, ADMIN.email, ADMIN.password);
  member = app.client();
  await signUpAndLogin(member);
});
afterAll(() => app?.close());

const FIELDS =
  'id kind title description day startTime endTime startsAt endsAt room link speakers { name affiliation photo }';
const CREATE = `mutation($input: ProgrammeSessionInput!) { createProgrammeSession(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: ProgrammeSessionInput!) { updateProgrammeSession(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteProgrammeSession(id: $id) }';
const PROGRAMME = `{ programme { ${FIELDS} } }`;

const session = (overrides: Record<string, unknown> = {}) => ({
  kind: 'MASTERCLASS',
  title: 'Bridal make-up for every skin tone',
  description: 'Long-wear bases and colour matching under stage lights.',
  day: '2026-12-10',
  startTime: '10:00',
  endTime: '11:30',
  room: 'Main stage',
  speakers: [{ name: 'Adaeze Obi', affiliation: 'Lead artist, Glow Studio' }],
  link: 'https://glow.example/masterclass',
  ...overrides,
});

const fieldsOf = (res: { errors?: { extensions?: { fields?: { path: string; msg: string }[] } }[] }) =>
  res.errors?.[0]?.extensions?.fields?.map((f) => f.path).sort();
const codeOf = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;

async function create(overrides: Record<string, unknown> = {}) {
  const res = await admin.gql(CREATE, { input: session(overrides) });
  expect(res.errors).toBeUndefined();
  return res.data!.createProgrammeSession as { id: string; speakers: { photo: string | null }[] };
}

describe('the programme', () => {
  it('is empty until sessions are added, then lists them by day and time, read at the venue', async () => {
    expect((await app.client().gql(PROGRAMME)).data).toEqual({ programme: [] });
    // Added out of order: the last day first, then two on the first day (the later one first).
    await create({ title: 'Grand hair show', kind: 'SHOW', day: '2026-12-12', startTime: '18:00', endTime: '20:00' });
    await create({ title: 'Nail art battle', kind: 'COMPETITION', startTime: '14:00', endTime: '16:00' });
    await create({ title: 'Opening keynote', kind: 'TALK', startTime: '09:00', endTime: '09:45', speakers: [] });

    const res = await app.client().gql(PROGRAMME);
    expect(res.errors).toBeUndefined();
    const list = res.data!.programme as Record<string, unknown>[];
    expect(list.map((s) => [s.title, s.day, s.startTime, s.endTime, s.kind])).toEqual([
      ['Opening keynote', '2026-12-10', '09:00', '09:45', 'TALK'],
      ['Nail art battle', '2026-12-10', '14:00', '16:00', 'COMPETITION'],
      ['Grand hair show', '2026-12-12', '18:00', '20:00', 'SHOW'],
    ]);
    // 09:00 in Abuja is 08:00 UTC.
    expect(list[0]).toMatchObject({ startsAt: '2026-12-10T08:00:00.000Z', endsAt: '2026-12-10T08:45:00.000Z' });
    expect(list[1]).toMatchObject({
      room: 'Main stage',
      link: 'https://glow.example/masterclass',
      speakers: [{ name: 'Adaeze Obi', affiliation: 'Lead artist, Glow Studio', photo: null }],
    });
  });

  it('is answered to visitors from the public cache, and a change shows at once', async () => {
    const { id } = await create({ title: 'Barbering fades' });
    const query = 'query($id: ID!) { programmeSession(id: $id) { title room } }';
    await app.client().gql(query, { id });
    const cached = await app.client().gql(query, { id });
    expect(cached.headers.get('x-cache')).toBe('HIT');
    expect(cached.data!.programmeSession).toEqual({ title: 'Barbering fades', room: 'Main stage' });

    const changed = await admin.gql(UPDATE, { id, input: session({ title: 'Barbering: skin fades', room: 'Hall B' }) });
    expect(changed.errors).toBeUndefined();
    const after = await app.client().gql(query, { id });
    expect(after.data!.programmeSession).toEqual({ title: 'Barbering: skin fades', room: 'Hall B' });

    expect((await admin.gql(DELETE, { id })).data).toEqual({ deleteProgrammeSession: id });
    const gone = await app.client().gql(query, { id });
    expect(gone.data).toEqual({ programmeSession: null });
    expect(codeOf(gone)).toBe('NOT_FOUND');
  });

  it('keeps a French title, description and room beside the English, or none (the French pages then show the English)', async () => {
    const FRENCH =
      'query($id: ID!) { programmeSession(id: $id) { title titleFr description descriptionFr room roomFr } }';
    const { id } = await create({
      title: 'Braids for beginners',
      titleFr: '  Tresses pour débutantes ',
      descriptionFr: 'Les bases des tresses africaines, pas à pas.',
      roomFr: 'Scène principale',
    });
    expect((await app.client().gql(FRENCH, { id })).data!.programmeSession).toEqual({
      title: 'Braids for beginners',
      titleFr: 'Tresses pour débutantes',
      description: 'Long-wear bases and colour matching under stage lights.',
      descriptionFr: 'Les bases des tresses africaines, pas à pas.',
      room: 'Main stage',
      roomFr: 'Scène principale',
    });
    // Left empty (or out), a French version is none.
    await admin.gql(UPDATE, { id, input: session({ title: 'Braids for beginners', titleFr: '', roomFr: null }) });
    expect((await app.client().gql(FRENCH, { id })).data!.programmeSession).toMatchObject({
      titleFr: null,
      descriptionFr: null,
      roomFr: null,
    });
    const tooLong = await admin.gql(CREATE, { input: session({ titleFr: 'x'.repeat(161), roomFr: 'y'.repeat(101) }) });
    expect(codeOf(tooLong)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(tooLong)).toEqual(['input.roomFr', 'input.titleFr']);
    await admin.gql(DELETE, { id });
  });

  it('is changed by administrators only', async () => {
    const { id } = await create({ title: 'Kept as it is' });
    for (const [client, code] of [
      [app.client(), 'UNAUTHENTICATED'],
      [member, 'FORBIDDEN'],
    ] as const) {
      expect(codeOf(await client.gql(CREATE, { input: session() })), 'create').toBe(code);
      expect(codeOf(await client.gql(UPDATE, { id, input: session({ title: 'Taken over' }) })), 'update').toBe(code);
      expect(codeOf(await client.gql(DELETE, { id })), 'delete').toBe(code);
    }
    const res = await app.client().gql('query($id: ID!) { programmeSession(id: $id) { title } }', { id });
    expect(res.data!.programmeSession).toEqual({ title: 'Kept as it is' });
  });

  it('names every bad field as it was sent, and refuses links that are not web addresses', async () => {
    const bad = await admin.gql(CREATE, {
      input: session({
        title: ' ',
        day: '2026-12-13',
        startTime: '9am',
        room: '',
        speakers: [{ name: 'Ok' }, { name: '' }],
        link: 'javascript:alert(document.cookie)',
      }),
    });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(bad)).toEqual([
      'input.link',
      'input.room',
      'input.speakers.1.name',
      'input.startTime',
      'input.title',
    ]);
    expect(bad.data).toBeNull();

    const ends = await admin.gql(CREATE, { input: session({ startTime: '15:00', endTime: '14:30' }) });
    expect(fieldsOf(ends)).toEqual(['input.endTime']);
    expect(ends.errors![0]!.message).toBe('The end time must be after the start time');

    // A day of the week before the expo is no day of it.
    const day = await admin.gql(CREATE, { input: session({ day: '2026-12-09' }) });
    expect(fieldsOf(day)).toEqual(['input.day']);
    expect(day.errors![0]!.message).toContain('2026-12-10 to 2026-12-12');

    for (const link of [
      'data:text/html,<script>alert(1)</script>',
      'ftp://files.example/a',
      '//glow.example',
      'https://',
    ]) {
      const res = await admin.gql(CREATE, { input: session({ link }) });
      expect([link, fieldsOf(res)]).toEqual([link, ['input.link']]);
    }
    const unknownKind = await admin.gql(CREATE, { input: session({ kind: 'PARTY' }) });
    expect(unknownKind.status).toBe(400);
    expect(unknownKind.errors![0]!.message).toContain('PARTY');
  });

  it("keeps, replaces and removes speakers' photos", async () => {
    const upload = (id: string | null, speakers: Record<string, unknown>[], files: Record<string, Buffer>) =>
      admin.gqlUpload(
        id ? UPDATE : CREATE,
        { ...(id ? { id } : {}), input: session({ speakers }) },
        Object.fromEntries(
          Object.entries(files).map(([key, data]) => [key, { data, name: 'p.png', type: 'image/png' }]),
        ),
      );
    const created = await upload(null, [{ name: 'Ama' }, { name: 'Bisi' }], {
      'input.speakers.0.photo': tinyPng(),
      'input.speakers.1.photo': tinyPng(),
    });
    expect(created.errors).toBeUndefined();
    const { id, speakers } = created.data!.createProgrammeSession as { id: string; speakers: { photo: string }[] };
    const [ama, bisi] = speakers.map((s) => s.photo);
    expect(ama).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect((await fetch(app.url + ama)).status).toBe(200);

    // Ama keeps hers, Bisi leaves, Chidi comes with a new one.
    const changed = await upload(id, [{ name: 'Ama', currentPhoto: ama }, { name: 'Chidi' }], {
      'input.speakers.1.photo': tinyPng(),
    });
    expect(changed.errors).toBeUndefined();
    const now = (changed.data!.updateProgrammeSession as { speakers: { name: string; photo: string }[] }).speakers;
    expect(now[0]).toEqual({ name: 'Ama', affiliation: null, photo: ama });
    expect(now[1]!.photo).toMatch(/^\/uploads\//);
    expect((await fetch(app.url + bisi)).status).toBe(404);

    // A photo that is not this session's cannot be borrowed; a file that is no image is refused under its field.
    const borrowed = await admin.gql(UPDATE, {
      id,
      input: session({ speakers: [{ name: 'Ama', currentPhoto: '/uploads/0123456789abcdef0123456789abcdef.png' }] }),
    });
    expect(fieldsOf(borrowed)).toEqual(['input.speakers.0.currentPhoto']);
    const notImage = await upload(id, [{ name: 'Ama' }], { 'input.speakers.0.photo': Buffer.from('<svg></svg>') });
    expect(codeOf(notImage)).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(fieldsOf(notImage)).toEqual(['input.speakers.0.photo']);

    await admin.gql(DELETE, { id });
    expect((await fetch(app.url + ama)).status).toBe(404);
  });

  it('answers an id that is no session with NOT_FOUND, also for changes', async () => {
    for (const id of [randomUUID(), 'not-an-id']) {
      expect(codeOf(await admin.gql(UPDATE, { id, input: session() }))).toBe('NOT_FOUND');
      expect(codeOf(await admin.gql(DELETE, { id }))).toBe('NOT_FOUND');
    }
  });
});
