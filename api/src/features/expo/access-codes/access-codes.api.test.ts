import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationOf, uniqueEmail } from '../../../test/factories.js';
import { startOrganiserApp, type OrganiserApp } from '../../../test/organiser-app.js';
import type { SmtpSink } from '../../../test/smtp-sink.js';
import type { HttpClient, TestApp } from '../../../test/test-app.js';
import sharp from 'sharp';
import { servedPdfText } from '../../../test/pdf-text.js';
import { accessCodes, accessCodeUses } from './access-code.table.js';

/** A sponsor's logo: a wide green mark, as sponsors upload them. */
const logoPng = () =>
  sharp({ create: { width: 240, height: 80, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer();

const CREATE_TYPE = `mutation($input: RegistrationTypeInput!) { createRegistrationType(input: $input) { id slug name } }`;
const CODE_FIELDS = 'id code places used placesLeft usable sponsorCompany note revokedAt type { id slug }';
const CREATE = `mutation($input: AccessCodeInput!) { createAccessCode(input: $input) { ${CODE_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: AccessCodeChangeInput!) { updateAccessCode(id: $id, input: $input) { ${CODE_FIELDS} } }`;
const REVOKE = `mutation($id: ID!) { revokeAccessCode(id: $id) { ${CODE_FIELDS} } }`;
const CHECK = `query($code: String!) { accessCode(code: $code) { code placesLeft type { slug hidden requiresCode } } }`;
const REGISTER = `mutation($input: RegisterParticipantInput!) { registerParticipant(input: $input) { email } }`;
const CANCEL = `mutation($id: ID!, $reason: String!) { cancelParticipant(id: $id, reason: $reason) { id } }`;
const REINSTATE = `mutation($id: ID!, $reason: String!) { reinstateParticipant(id: $id, reason: $reason) { id } }`;
const SPONSOR_PAGE = `query($token: String!) { mySponsorship(token: $token) { company vipPasses { code places used usable type { slug } uses { firstName lastName cancelled checkedIn } } } }`;

let world: OrganiserApp;
let app: TestApp;
let smtp: SmtpSink;
let admin: HttpClient;

beforeAll(async () => {
  ({ app, smtp, admin } = world = await startOrganiserApp());
});
afterAll(() => world?.close());

let n = 0;
async function createType(input: Record<string, unknown> = {}) {
  n += 1;
  const res = await admin.gql(CREATE_TYPE, {
    input: { name: `Guests ${n}`, slug: `guests-${n}-${Date.now()}`, days: ['2026-12-10'], ...input },
  });
  expect(res.errors).toBeUndefined();
  return res.data.createRegistrationType as { id: string; slug: string; name: string };
}

async function createCode(input: Record<string, unknown>) {
  const res = await admin.gql(CREATE, { input });
  expect(res.errors).toBeUndefined();
  return res.data.createAccessCode as { id: string; code: string; places: number; used: number };
}

const person = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ifeoma',
  lastName: 'Nwosu',
  email: uniqueEmail('guest'),
  phone: '+234 803 000 3333',
  country: 'Nigeria',
  ...overrides,
});
const register = (input: Record<string, unknown>) => app.client().gql(REGISTER, { input: person(input) });
const errorOf = (res: { errors?: { extensions?: { code?: string; fields?: { path: string; msg: string }[] } }[] }) => ({
  code: res.errors?.[0]?.extensions?.code,
  fields: res.errors?.[0]?.extensions?.fields,
});

async function usedOf(id: string) {
  const [row] = await app.database.db.select().from(accessCodes).where(eq(accessCodes.id, id));
  return row!.used;
}

describe('access codes', () => {
  it('open a type that needs one, for exactly their places, even in a burst', async () => {
    const press = await createType({ name: 'Press', hidden: true, requiresCode: true });
    const withoutCode = await register({ type: press.slug });
    expect(errorOf(withoutCode)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'input.code', msg: 'Registration as Press needs an access code: enter yours' }],
    });

    const code = await createCode({ code: `press-${n}-${Date.now() % 100000}`, typeId: press.id, places: 3 });
    expect(code.code).toMatch(/^PRESS-/);
    const checked = await app.client().gql(CHECK, { code: ` ${code.code.toLowerCase()} ` });
    expect(checked.data?.accessCode).toEqual({
      code: code.code,
      placesLeft: 3,
      type: { slug: press.slug, hidden: true, requiresCode: true },
    });

    // Eight people at once, the code typed in lower case: three register, five hear it is used up.
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => register({ code: code.code.toLowerCase(), email: uniqueEmail(`press${i}`) })),
    );
    const answers = results.map((r) => errorOf(r).code ?? 'OK');
    expect(answers.filter((a) => a === 'OK')).toHaveLength(3);
    expect(answers.filter((a) => a === 'SOLD_OUT')).toHaveLength(5);
    expect(errorOf(results.find((r) => r.errors)!).fields).toEqual([
      { path: 'input.code', msg: 'Every place of this access code is taken' },
    ]);
    expect(await usedOf(code.id)).toBe(3);
    const uses = await app.database.db.select().from(accessCodeUses).where(eq(accessCodeUses.codeId, code.id));
    expect(uses).toHaveLength(3);
    const registered = await registrationOf(app.database.db, person().email).catch(() => null);
    expect(registered).toBeNull();

    // A cancelled registration gives its use back; reinstating it needs one again.
    const first = uses[0]!.participantId;
    expect((await admin.gql(CANCEL, { id: first, reason: 'Sent a colleague instead' })).errors).toBeUndefined();
    expect(await usedOf(code.id)).toBe(2);
    expect((await register({ code: code.code })).errors).toBeUndefined();
    const reinstate = await admin.gql(REINSTATE, { id: first, reason: 'Both are coming' });
    expect(errorOf(reinstate).code).toBe('SOLD_OUT');
    expect(reinstate.errors?.[0]?.message).toMatch(/access code .* is taken: give it more places/);
    const more = await admin.gql(UPDATE, { id: code.id, input: { places: 4, note: 'Nigerian press' } });
    expect(more.data?.updateAccessCode).toMatchObject({ places: 4, used: 3, placesLeft: 1, note: 'Nigerian press' });
    expect((await admin.gql(REINSTATE, { id: first, reason: 'Both are coming' })).errors).toBeUndefined();
    expect(await usedOf(code.id)).toBe(4);
    const fewer = await admin.gql(UPDATE, { id: code.id, input: { places: 2 } });
    expect(errorOf(fewer)).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'input.places' }] });

    const listed = await admin.gql(`query($id: ID!) { adminAccessCodeUses(codeId: $id) { firstName cancelled } }`, {
      id: code.id,
    });
    expect(listed.data?.adminAccessCodeUses).toHaveLength(4);
  });

  it('say why they register nobody: unknown, withdrawn, expired, or for another type', async () => {
    const vip = await createType({ name: 'VIP lounge', requiresCode: true });
    const other = await createType({ name: 'Trade' });
    const unknown = await register({ code: 'NO-SUCH-CODE' });
    expect(errorOf(unknown).fields).toEqual([
      { path: 'input.code', msg: 'This access code is not valid: check it, or ask whoever gave it to you' },
    ]);
    const malformed = await app.client().gql(CHECK, { code: 'x' });
    expect(errorOf(malformed).code).toBe('BAD_USER_INPUT');

    const made = await createCode({ typeId: vip.id, places: 5 });
    expect(made.code).toMatch(/^[2-9A-Z]{10}$/);
    const mismatch = await register({ code: made.code, type: other.slug });
    expect(errorOf(mismatch).fields).toEqual([
      { path: 'input.code', msg: 'This access code is for VIP lounge: choose that type' },
    ]);
    expect((await register({ code: made.code, type: vip.slug })).errors).toBeUndefined();

    const revoked = await admin.gql(REVOKE, { id: made.id });
    expect(revoked.data?.revokeAccessCode).toMatchObject({ usable: false, used: 1 });
    expect(errorOf(await register({ code: made.code })).fields).toEqual([
      { path: 'input.code', msg: 'This access code has been withdrawn' },
    ]);

    const expired = await createCode({ typeId: vip.id, places: 5, validUntil: '2026-01-01T00:00:00Z' });
    expect(errorOf(await register({ code: expired.code })).fields).toEqual([
      { path: 'input.code', msg: 'This access code has expired' },
    ]);

    const taken = await admin.gql(CREATE, { input: { code: made.code, typeId: vip.id, places: 1 } });
    expect(errorOf(taken)).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'input.code' }] });
    const badPlaces = await admin.gql(CREATE, { input: { typeId: vip.id, places: 0 } });
    expect(errorOf(badPlaces).fields).toEqual([{ path: 'input.places', msg: 'Places must be at least 1' }]);

    // A type with codes is not deleted from under them.
    const del = await admin.gql(`mutation($id: ID!) { deleteRegistrationType(id: $id) }`, { id: vip.id });
    expect(errorOf(del).code).toBe('CONFLICT');
  });

  it('give each approved sponsor their package’s VIP passes, and show them who used them', async () => {
    const vip = await createType({
      name: 'Sponsor VIP',
      requiresCode: true,
      hidden: true,
      sponsorPasses: true,
      badgeColour: '#1F6F5C',
    });
    const email = uniqueEmail('sponsor');
    const applied = await app.client().form(
      'POST',
      '/api/sponsorship-registration',
      {
        company: 'Shea Glow Ltd',
        email,
        phone: '+234 809 000 1234',
        country: 'Nigeria',
        state: 'FCT',
        city: 'Abuja',
        address: '12 Aminu Kano Crescent',
        category: 'GOLD',
      },
      { image: { data: await logoPng(), name: 'logo.png', type: 'image/png' } },
    );
    expect(applied.status).toBe(201);
    const sponsorId = applied.body.sponsor.id as string;
    const approve = 'mutation($id: ID!) { reviewSponsor(id: $id, decision: APPROVED) { status } }';
    expect((await admin.gql(approve, { id: sponsorId })).errors).toBeUndefined();

    const mail = await smtp.waitFor((m) => m.to.includes(email) && /VIP/.test(m.text));
    const code = /VIP-[2-9A-Z]{10}/.exec(mail.text)![0];
    expect(mail.text).toContain('4 VIP passes');
    const token = /my-sponsorship\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;

    const guest = uniqueEmail('vip');
    expect((await register({ code, email: guest, firstName: 'Zainab', lastName: 'Bello' })).errors).toBeUndefined();
    expect((await registrationOf(app.database.db, guest)).typeId).toBe(vip.id);

    // The guest's badge names the type in the type's colour, and the sponsor with its logo.
    const confirmation = await smtp.waitFor((m) => m.to.includes(guest) && /my-registration\?token=/.test(m.text));
    const link = /my-registration\?token=([A-Za-z0-9_-]+)/.exec(confirmation.text)![1]!;
    const badge = await app.client().request('GET', `/api/my-registration/badge.pdf?token=${link}`);
    expect(badge.status).toBe(200);
    const pdf = Buffer.from(await badge.arrayBuffer());
    const text = servedPdfText(pdf);
    expect(text).toContain('SPONSOR VIP');
    expect(text).toContain('Guest of Shea Glow Ltd');
    // The logo is drawn: an image of its size beside the QR code's.
    expect(pdf.toString('latin1')).toMatch(/\/Width 240\s+\/Height 80/);

    const page = await app.client().gql(SPONSOR_PAGE, { token });
    expect(page.errors).toBeUndefined();
    expect(page.data.mySponsorship).toEqual({
      company: 'Shea Glow Ltd',
      vipPasses: {
        code,
        places: 4,
        used: 1,
        usable: true,
        type: { slug: vip.slug },
        uses: [{ firstName: 'Zainab', lastName: 'Bello', cancelled: false, checkedIn: false }],
      },
    });

    // Declined, the sponsor's code registers nobody; approved again, it opens again (the guest stays registered).
    const decline = 'mutation($id: ID!) { reviewSponsor(id: $id, decision: DECLINED) { status } }';
    expect((await admin.gql(decline, { id: sponsorId })).errors).toBeUndefined();
    expect(errorOf(await register({ code })).fields).toEqual([
      { path: 'input.code', msg: 'This access code has been withdrawn' },
    ]);
    expect((await admin.gql(approve, { id: sponsorId })).errors).toBeUndefined();
    expect((await register({ code })).errors).toBeUndefined();

    // Approving again changes nothing; the organisers see the code under the sponsor's name.
    expect((await admin.gql(approve, { id: sponsorId })).errors).toBeUndefined();
    const list = await admin.gql(
      `query { adminAccessCodes(search: "Shea") { total items { code places sponsorCompany } } }`,
    );
    expect(list.data.adminAccessCodes).toEqual({
      total: 1,
      items: [{ code, places: 4, sponsorCompany: 'Shea Glow Ltd' }],
    });
    const cancel = 'mutation($id: ID!, $reason: String!) { cancelSponsor(id: $id, reason: $reason) { id } }';
    expect((await admin.gql(cancel, { id: sponsorId, reason: 'Withdrew from the expo' })).errors).toBeUndefined();
    const after = await admin.gql(
      `query($s: String) { adminAccessCodes(search: $s) { items { usable used revokedAt } } }`,
      {
        s: code,
      },
    );
    expect(after.data.adminAccessCodes.items).toEqual([{ usable: false, used: 2, revokedAt: expect.any(String) }]);
  });

  it('are the organisers’ alone to list and make', async () => {
    const visitor = await app.client().gql(`query { adminAccessCodes { total } }`);
    expect(errorOf(visitor).code).toBe('UNAUTHENTICATED');
  });
});
