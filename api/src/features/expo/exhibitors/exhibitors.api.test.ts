import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUpAndLogin, tinyPng, uniqueEmail } from '../../../test/factories.js';
import { startTestApp, type HttpClient, type TestApp } from '../../../test/test-app.js';

const ADMIN = { email: 'exhibitors.admin@example.com', password: 'admin-password-1' };

let app: TestApp;
let admin: HttpClient;
let member: HttpClient;

beforeAll(async () => {
  app = await startTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  admin = app.client();
  await signIn(admin, ADMIN.email, ADMIN.password);
  member = app.client();
  await signUpAndLogin(member);
});
afterAll(() => app?.close());

const FIELDS = 'id company description website booth category logo sponsorId';
const CREATE = `mutation($input: ExhibitorInput!, $logo: Upload) { createExhibitor(input: $input, logo: $logo) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: ExhibitorInput!, $logo: Upload) { updateExhibitor(id: $id, input: $input, logo: $logo) { ${FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteExhibitor(id: $id) }';
const DIRECTORY =
  '{ exhibitors { exhibitorId sponsorId company description website booth category logo sponsorTier { title } } }';

const codeOf = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;
const fieldsOf = (res: { errors?: { extensions?: { fields?: { path: string }[] } }[] }) =>
  res.errors?.[0]?.extensions?.fields?.map((f) => f.path).sort();

/** A sponsorship application through the public form, reviewed by the administrator when `decision` says. */
async function sponsor(company: string, pkg: 'GOLD' | 'SILVER', decision?: 'APPROVED' | 'DECLINED') {
  const res = await app.client().gqlUpload(
    'mutation($input: SponsorshipInput!, $logo: Upload) { applyForSponsorship(input: $input, logo: $logo) { id } }',
    {
      input: { packageId: pkg, company, email: uniqueEmail('sponsor'), phone: '+234 809 555 0000', country: 'Nigeria' },
    },
    { logo: { data: tinyPng(), name: 'logo.png', type: 'image/png' } },
  );
  expect(res.errors).toBeUndefined();
  const id = res.data!.applyForSponsorship.id as string;
  if (decision) {
    const reviewed = await admin.gql(
      'mutation($id: ID!, $d: SponsorDecision!) { reviewSponsor(id: $id, decision: $d) { id } }',
      {
        id,
        d: decision,
      },
    );
    expect(reviewed.errors).toBeUndefined();
  }
  return id;
}

const exhibitor = (overrides: Record<string, unknown> = {}) => ({
  company: 'Shea Naturals',
  description: 'Cold-pressed shea butter and black soap from Kano.',
  website: 'https://shea.example',
  booth: 'Hall A, A12',
  category: 'Skincare',
  ...overrides,
});

describe('the exhibitor directory', () => {
  it('lists exhibitors and approved sponsors by company, each sponsor once with the details given to it', async () => {
    expect((await app.client().gql(DIRECTORY)).data).toEqual({ exhibitors: [] });
    const gold = await sponsor('Zenith Beauty', 'GOLD', 'APPROVED');
    await sponsor('Applied Only Ltd', 'SILVER');
    await sponsor('Declined Ltd', 'SILVER', 'DECLINED');
    const created = await admin.gqlUpload(
      CREATE,
      { input: exhibitor() },
      { logo: { data: tinyPng(), name: 'l.png', type: 'image/png' } },
    );
    expect(created.errors).toBeUndefined();
    const shea = created.data!.createExhibitor;
    expect(shea).toMatchObject({ company: 'Shea Naturals', website: 'https://shea.example', sponsorId: null });
    expect(shea.logo).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);

    let list = (await app.client().gql(DIRECTORY)).data!.exhibitors as Record<string, unknown>[];
    expect(list.map((e) => [e.company, (e.sponsorTier as { title: string } | null)?.title ?? null])).toEqual([
      ['Shea Naturals', null],
      ['Zenith Beauty', 'GOLD'],
    ]);
    expect(list[1]).toMatchObject({ exhibitorId: null, sponsorId: gold, website: null, description: '' });
    expect(list[1]!.logo).toMatch(/^\/uploads\//);

    // The administrator gives the sponsor a website and a description: it is still listed once.
    const details = await admin.gql(CREATE, {
      input: exhibitor({ company: 'Zenith Beauty', website: 'http://zenith.example', sponsorId: gold, category: null }),
    });
    expect(details.errors).toBeUndefined();
    list = (await app.client().gql(DIRECTORY)).data!.exhibitors as Record<string, unknown>[];
    expect(list.map((e) => e.company)).toEqual(['Shea Naturals', 'Zenith Beauty']);
    expect(list[1]).toMatchObject({
      exhibitorId: details.data!.createExhibitor.id,
      sponsorId: gold,
      website: 'http://zenith.example',
      sponsorTier: { title: 'GOLD' },
    });
    // Its own logo is none, so the sponsor's shows.
    expect(list[1]!.logo).toMatch(/^\/uploads\//);

    // One set of details per sponsor; only approved sponsors of this edition.
    const twice = await admin.gql(CREATE, { input: exhibitor({ company: 'Zenith again', sponsorId: gold }) });
    expect([codeOf(twice), fieldsOf(twice)]).toEqual(['CONFLICT', ['input.sponsorId']]);
    const applied = await sponsor('Waiting Ltd', 'SILVER');
    for (const sponsorId of [applied, randomUUID(), 'nope']) {
      const res = await admin.gql(CREATE, { input: exhibitor({ sponsorId }) });
      expect([sponsorId, codeOf(res), fieldsOf(res)]).toEqual([sponsorId, 'BAD_USER_INPUT', ['input.sponsorId']]);
    }

    // Deleting the details leaves the sponsor in the directory.
    expect((await admin.gql(DELETE, { id: details.data!.createExhibitor.id })).errors).toBeUndefined();
    list = (await app.client().gql(DIRECTORY)).data!.exhibitors as Record<string, unknown>[];
    expect(list.find((e) => e.company === 'Zenith Beauty')).toMatchObject({ exhibitorId: null, website: null });
  });

  it('is answered from the public cache, and afresh as soon as an exhibitor or a listed sponsor changes', async () => {
    const visitor = app.client();
    const directory = async (expected: 'HIT' | 'MISS') => {
      const res = await visitor.gql(DIRECTORY);
      expect(res.headers.get('x-cache')).toBe(expected);
      return (res.data!.exhibitors as { company: string; website: string | null }[]).map((e) => e.company);
    };
    await visitor.gql(DIRECTORY); // cached now, if it was not yet
    const before = await directory('HIT');
    const created = await admin.gql(CREATE, { input: exhibitor({ company: 'Ori Organics' }) });
    expect(await directory('MISS')).toEqual([...before, 'Ori Organics'].sort((a, b) => a.localeCompare(b)));
    const id = created.data!.createExhibitor.id as string;
    await admin.gql(UPDATE, { id, input: exhibitor({ company: 'Ori Organics Ltd' }) });
    expect(await directory('MISS')).toContain('Ori Organics Ltd');
    await admin.gql(DELETE, { id });
    expect(await directory('MISS')).not.toContain('Ori Organics Ltd');

    // A sponsor: approved (listed), corrected by an administrator, then cancelled (off the list).
    const sponsorId = await sponsor('Kola Cosmetics', 'SILVER');
    expect(await directory('HIT')).not.toContain('Kola Cosmetics');
    await admin.gql('mutation($id: ID!) { reviewSponsor(id: $id, decision: APPROVED) { id } }', { id: sponsorId });
    expect(await directory('MISS')).toContain('Kola Cosmetics');
    const corrected = await admin.gql(
      `mutation($id: ID!, $input: SponsorCorrectionInput!) {
        updateSponsor(id: $id, input: $input, reason: "Registered name") { company } }`,
      {
        id: sponsorId,
        input: {
          packageId: 'SILVER',
          company: 'Kola Cosmetics Nigeria',
          email: uniqueEmail('kola'),
          phone: '+234 809 555 0000',
          country: 'Nigeria',
        },
      },
    );
    expect(corrected.errors).toBeUndefined();
    expect(await directory('MISS')).toContain('Kola Cosmetics Nigeria');
    await admin.gql('mutation($id: ID!) { cancelSponsor(id: $id, reason: "Withdrew") { id } }', { id: sponsorId });
    expect(await directory('MISS')).not.toContain('Kola Cosmetics Nigeria');
  });

  it('keeps a French description beside the English, listed in the directory; none when left empty', async () => {
    const french = 'Beurre de karité pressé à froid et savon noir de Kano.';
    const created = await admin.gql(CREATE, {
      input: exhibitor({ company: 'Karité du Nord', descriptionFr: ` ${french} ` }),
    });
    expect(created.errors).toBeUndefined();
    const id = created.data!.createExhibitor.id as string;
    const listed = async () =>
      (
        (await app.client().gql('{ exhibitors { exhibitorId description descriptionFr } }')).data!.exhibitors as {
          exhibitorId: string;
        }[]
      ).find((e) => e.exhibitorId === id);
    expect(await listed()).toEqual({
      exhibitorId: id,
      description: 'Cold-pressed shea butter and black soap from Kano.',
      descriptionFr: french,
    });
    await admin.gql(UPDATE, { id, input: exhibitor({ company: 'Karité du Nord', descriptionFr: '' }) });
    expect(await listed()).toMatchObject({ descriptionFr: null });
    const bad = await admin.gql(CREATE, { input: exhibitor({ descriptionFr: 'y'.repeat(2001) }) });
    expect(fieldsOf(bad)).toEqual(['input.descriptionFr']);
    await admin.gql(DELETE, { id });
  });

  it('takes only http(s) websites, and names each bad field as sent', async () => {
    for (const website of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox',
      'www.example.com',
      'https://',
    ]) {
      const res = await admin.gql(CREATE, { input: exhibitor({ website }) });
      expect([website, codeOf(res), fieldsOf(res)]).toEqual([website, 'BAD_USER_INPUT', ['input.website']]);
    }
    const bad = await admin.gql(CREATE, {
      input: exhibitor({ company: '', booth: 'x'.repeat(41), description: 'y'.repeat(2001) }),
    });
    expect(fieldsOf(bad)).toEqual(['input.booth', 'input.company', 'input.description']);
    const empty = await admin.gql(CREATE, { input: exhibitor({ website: '', booth: '', category: '' }) });
    expect(empty.data!.createExhibitor).toMatchObject({ website: null, booth: null, category: null });
  });

  it('is changed by administrators only; a change replaces the fields and can drop the logo', async () => {
    const created = await admin.gqlUpload(
      CREATE,
      { input: exhibitor({ company: 'Kente Couture' }) },
      { logo: { data: tinyPng(), name: 'l.png', type: 'image/png' } },
    );
    const { id, logo } = created.data!.createExhibitor as { id: string; logo: string };
    for (const [client, code] of [
      [app.client(), 'UNAUTHENTICATED'],
      [member, 'FORBIDDEN'],
    ] as const) {
      expect(codeOf(await client.gql(CREATE, { input: exhibitor() }))).toBe(code);
      expect(codeOf(await client.gql(UPDATE, { id, input: exhibitor({ website: 'https://evil.example' }) }))).toBe(
        code,
      );
      expect(codeOf(await client.gql(DELETE, { id }))).toBe(code);
    }
    const kept = await admin.gql(UPDATE, { id, input: exhibitor({ company: 'Kente Couture', booth: 'Hall C, C3' }) });
    expect(kept.data!.updateExhibitor).toMatchObject({ booth: 'Hall C, C3', logo, website: 'https://shea.example' });
    const dropped = await admin.gql(UPDATE, { id, input: exhibitor({ company: 'Kente Couture', removeLogo: true }) });
    expect(dropped.data!.updateExhibitor.logo).toBeNull();
    expect((await fetch(app.url + logo)).status).toBe(404);
    const read = await app.client().gql('query($id: ID!) { exhibitor(id: $id) { company booth } }', { id });
    expect(read.data!.exhibitor).toEqual({ company: 'Kente Couture', booth: 'Hall A, A12' });
    const missing = await app.client().gql('query($id: ID!) { exhibitor(id: $id) { id } }', { id: randomUUID() });
    expect([missing.data, codeOf(missing)]).toEqual([{ exhibitor: null }, 'NOT_FOUND']);
  });
});
