import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationOf, tinyPng, uniqueEmail } from '../../test/factories.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { participants, sponsors } from './expo.table.js';

let app: TestApp;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startTestApp({ SMTP_URL: smtp.url, ORGANISER_EMAIL: 'organisers@example.com' });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const participant = (overrides: Record<string, unknown> = {}) => ({
  title: 'Dr.',
  gender: 'Female',
  first_name: 'Ngozi',
  last_name: 'Adichie',
  phone: '+234 803 000 1111',
  year: '2019',
  email: uniqueEmail('guest'),
  country: 'Nigeria',
  state: 'Federal Capital Territory',
  city: 'Abuja',
  address: '12 Garden Close',
  ...overrides,
});

describe('participant registration (REST /api/register)', () => {
  it('registers for the configured edition and e-mails a QR code and a calendar file', async () => {
    const body = participant();
    const res = await app.client().json('POST', '/api/register', body);
    expect(res.status).toBe(201);
    // The code travels by e-mail only: the answer reads the same for an address registered already.
    expect(res.body).toEqual({
      message: `Thank you for registering for AIBEx 2026. Your confirmation, with the QR code to show at the entrance, is on its way to ${body.email}.`,
    });
    const stored = await registrationOf(app.database.db, body.email);
    expect(stored).toMatchObject({ firstName: 'Ngozi', year: 2026, title: 'Dr.', gender: 'Female' });
    expect(stored.registrationCode).toMatch(/^AIB26-[2-9A-HJ-NP-Z]{6}$/);

    const mail = await smtp.waitFor((m) => m.to.includes(body.email));
    expect(mail.subject).toContain(stored.registrationCode);
    expect(mail.raw).toMatch(/Content-Type: image\/png[\s\S]*registration-qr/i);
    expect(mail.raw).toMatch(/Content-ID: <registration-qr>/i);
    expect(mail.raw).toMatch(/Content-Type: text\/calendar/i);
    expect(mail.raw).toContain('cid:registration-qr');
    expect(mail.text).toContain(stored.registrationCode);
  });

  it('requires first name, last name, a valid e-mail, phone and country, naming each field', async () => {
    const res = await app
      .client()
      .json(
        'POST',
        '/api/register',
        participant({ first_name: '', last_name: ' ', email: 'ngozi@', phone: '', country: '' }),
      );
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'country',
      'email',
      'first_name',
      'last_name',
      'phone',
    ]);
    expect(res.body.message).toBe(res.body.errors[0].msg);
  });

  it('refuses titles and genders outside the lists', async () => {
    const res = await app.client().json('POST', '/api/register', participant({ title: 'Sir', gender: 'Other' }));
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['gender', 'title']);
  });

  it('keeps exactly one registration when the same e-mail is submitted twice at once, and answers both alike', async () => {
    const body = participant();
    const results = await Promise.all([
      app.client().json('POST', '/api/register', body),
      app.client().json('POST', '/api/register', { ...body, email: body.email.toUpperCase() }),
    ]);
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    expect(results[1]!.body).toEqual(results[0]!.body);
    const [row] = await app.database.db
      .select({ n: count() })
      .from(participants)
      .where(sql`lower(${participants.email}) = ${body.email.toLowerCase()}`);
    expect(row!.n).toBe(1);
  });

  it('resends the confirmation on request, but not twice within two minutes', async () => {
    const body = participant();
    await app.client().json('POST', '/api/register', body);
    await smtp.waitFor((m) => m.to.includes(body.email));
    // The old client asks for the e-mail right after registering: no second e-mail.
    await app.client().json('POST', '/api/send-participant-email-notification', { email: body.email });
    const gql = await app
      .client()
      .gql('mutation($e: String!) { resendParticipantConfirmation(email: $e) }', { e: body.email });
    expect(gql.data?.resendParticipantConfirmation).toMatch(/If this e-mail is registered/);
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.mails.filter((m) => m.to.includes(body.email))).toHaveLength(1);
  });
});

describe('participant registration (GraphQL)', () => {
  const REGISTER =
    'mutation($input: RegisterParticipantInput!) { registerParticipant(input: $input) { message email year firstName } }';
  it('registers with marketing consent and reports bad fields with codes', async () => {
    const ok = await app.client().gql(REGISTER, {
      input: {
        title: 'ENGNR',
        gender: 'MALE',
        firstName: 'Tunde',
        lastName: 'Bakare',
        email: uniqueEmail(),
        phone: '0803 000 2222',
        country: 'Nigeria',
        marketingConsent: true,
      },
    });
    expect(ok.data?.registerParticipant).toMatchObject({ year: 2026, firstName: 'Tunde' });
    expect(ok.data?.registerParticipant.message).toMatch(/is on its way to /);
    const stored = await registrationOf(app.database.db, ok.data?.registerParticipant.email);
    // The enum's wire names arrive as the values the old client and the database use.
    expect(stored).toMatchObject({ title: 'Engnr.', gender: 'Male' });
    const unknownTitle = await app.client().gql(REGISTER, {
      input: {
        title: 'SIR',
        firstName: 'T',
        lastName: 'B',
        email: uniqueEmail(),
        phone: '0803 000 2222',
        country: 'Nigeria',
      },
    });
    expect(unknownTitle.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const bad = await app
      .client()
      .gql(REGISTER, { input: { firstName: 'T', lastName: 'B', email: 'x', phone: '1', country: 'Nigeria' } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions?.fields?.map((f) => f.path).sort()).toEqual(['input.email', 'input.phone']);
  });
});

describe('sponsorship', () => {
  const sponsorFields = (overrides: Record<string, string> = {}) => ({
    company: 'Glow Cosmetics Ltd',
    email: uniqueEmail('sponsor'),
    phone: '+234 809 555 0000',
    country: 'Nigeria',
    state: 'Lagos',
    city: 'Ikeja',
    address: '4 Allen Avenue',
    category: 'GOLD',
    year: '2026',
    ...overrides,
  });

  it('lists the three packages from the database, highest tier first', async () => {
    const res = await app
      .client()
      .gql(
        '{ sponsorshipPackages { id title amountRange vipPasses boothSpace advertExpoProgram speakingSlotAtOpening } }',
      );
    expect(res.data?.sponsorshipPackages.map((p: { title: string }) => p.title)).toEqual([
      'PLATINUM',
      'GOLD',
      'SILVER',
    ]);
    expect(res.data?.sponsorshipPackages[0]).toMatchObject({
      amountRange: '50,000',
      vipPasses: '5+',
      boothSpace: 'Largest',
      advertExpoProgram: 'Full page',
      speakingSlotAtOpening: true,
    });
    expect(res.data?.sponsorshipPackages[1]).toMatchObject({ amountRange: '20,000 - 40,000', vipPasses: '4' });
    expect(res.data?.sponsorshipPackages[2]).toMatchObject({ amountRange: '10,000 - 15,000', vipPasses: '2-3' });
  });

  it('finds one package by id or title, and answers a missing one as null with NOT_FOUND', async () => {
    const res = await app.client().gql(`{
      byId: sponsorshipPackage(id: "gold") { title }
      byTitle: sponsorshipPackage(id: "SILVER") { id }
      missing: sponsorshipPackage(id: "diamond") { id }
    }`);
    expect(res.data).toEqual({ byId: { title: 'GOLD' }, byTitle: { id: 'silver' }, missing: null });
    expect(res.errors?.map((e) => [e.path?.[0], e.extensions?.code])).toEqual([['missing', 'NOT_FOUND']]);
  });

  it('accepts an application with a logo (REST multipart), e-mails the sponsor and the organisers', async () => {
    const fields = sponsorFields();
    const res = await app.client().form('POST', '/api/sponsorship-registration', fields, {
      image: { data: tinyPng(), name: 'logo.png', type: 'image/png' },
    });
    expect(res.status).toBe(201);
    expect(res.body.sponsor).toMatchObject({
      category: 'GOLD',
      company: 'Glow Cosmetics Ltd',
      year: 2026,
      status: 'applied',
    });
    expect(res.body.sponsor.image).toMatch(/^\/uploads\/.+\.png$/);
    const toSponsor = await smtp.waitFor((m) => m.to.includes(fields.email));
    expect(toSponsor.subject).toContain('GOLD sponsorship application');
    const toOrganisers = await smtp.waitFor(
      (m) => m.to.includes('organisers@example.com') && m.text.includes(fields.email),
    );
    // What the applicant typed stays out of the subject, even to the organisers.
    expect(toOrganisers.subject).toBe('New GOLD sponsorship application');
    expect(toOrganisers.text).toContain('Company: “Glow Cosmetics Ltd”');
  });

  it('refuses a logo that is not an image and stores no application', async () => {
    const fields = sponsorFields();
    const res = await app.client().form('POST', '/api/sponsorship-registration', fields, {
      image: { data: Buffer.from('%PDF-1.7'), name: 'logo.png' },
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('The logo must be a PNG, JPEG or WebP image');
    const [row] = await app.database.db
      .select({ n: count() })
      .from(sponsors)
      .where(sql`${sponsors.email} = ${fields.email}`);
    expect(row!.n).toBe(0);
  });

  it('refuses an unknown package with the list of real ones', async () => {
    const res = await app
      .client()
      .form('POST', '/api/sponsorship-registration', sponsorFields({ category: 'DIAMOND' }));
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual({
      path: 'category',
      msg: 'Please choose one of the sponsorship packages: PLATINUM, GOLD, SILVER',
    });
  });

  it('applies through GraphQL with an uploaded logo, by package id', async () => {
    const res = await app.client().gqlUpload(
      'mutation($input: SponsorshipInput!, $logo: Upload) { applyForSponsorship(input: $input, logo: $logo) { status package { title } logo } }',
      {
        input: {
          packageId: 'platinum',
          company: 'Shea Naturals',
          email: uniqueEmail(),
          phone: '+233 20 000 0000',
          country: 'Ghana',
        },
      },
      { logo: { data: tinyPng(), name: 'l.png', type: 'image/png' } },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.applyForSponsorship).toMatchObject({ status: 'APPLIED', package: { title: 'PLATINUM' } });
  });

  it('warns an address that applied already this year, naming that application, and takes it once confirmed', async () => {
    const email = uniqueEmail('twice');
    const gold = await app.client().form('POST', '/api/sponsorship-registration', sponsorFields({ email }));
    expect(gold.status).toBe(201);
    const APPLY =
      'mutation($input: SponsorshipInput!) { applyForSponsorship(input: $input) { status package { title } } }';
    const input = {
      packageId: 'silver',
      company: 'Glow Cosmetics Ltd',
      email: email.toUpperCase(),
      phone: '+234 809 555 0000',
      country: 'Nigeria',
    };

    const warned = await app.client().gql(APPLY, { input });
    expect(warned.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      fields: [{ path: 'input.email', msg: 'Already applied for GOLD this year' }],
    });
    expect(warned.errors?.[0]?.message).toMatch(
      /^This e-mail applied for GOLD \(Glow Cosmetics Ltd\) on \d+ \w+ 20\d\d\./,
    );
    const rest = await app
      .client()
      .form('POST', '/api/sponsorship-registration', sponsorFields({ email, category: 'SILVER' }));
    expect(rest.status).toBe(409);
    expect(rest.body.errors[0]).toEqual({ path: 'email', msg: 'Already applied for GOLD this year' });

    const confirmed = await app.client().gql(APPLY, { input: { ...input, alsoApply: true } });
    expect(confirmed.data?.applyForSponsorship).toEqual({ status: 'APPLIED', package: { title: 'SILVER' } });
    // A declined application does not stand in the way.
    await app.database.db
      .update(sponsors)
      .set({ status: 'declined' })
      .where(sql`lower(${sponsors.email}) = ${email}`);
    expect((await app.client().gql(APPLY, { input })).errors).toBeUndefined();
  });

  it('shows only approved sponsors of this edition on the wall, by tier', async () => {
    const { body } = await app
      .client()
      .form('POST', '/api/sponsorship-registration', sponsorFields({ company: 'Approved Beauty', category: 'SILVER' }));
    await app.database.db
      .update(sponsors)
      .set({ status: 'approved' })
      .where(sql`${sponsors.id} = ${body.sponsor.id}`);
    const wall = await app.client().gql('{ sponsorWall { package { title } sponsors { company logo } } }');
    expect(wall.data?.sponsorWall).toEqual([
      { package: { title: 'SILVER' }, sponsors: [{ company: 'Approved Beauty', logo: null }] },
    ]);
  });
});

describe('contact form', () => {
  const SEND = 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }';
  it('forwards the message to the organisers, and rate-limits a sender', async () => {
    const client = app.client();
    const input = {
      name: 'Kemi',
      email: uniqueEmail('kemi'),
      message: 'Do you offer student tickets for the masterclasses?',
    };
    const first = await client.gql(SEND, { input });
    expect(first.data?.sendContactMessage).toMatch(/Thank you/);
    const mail = await smtp.waitFor(
      (m) => m.to.includes('organisers@example.com') && m.text.includes('student tickets'),
    );
    expect(mail.text).toContain(input.email);
    expect(smtp.mails.some((m) => m.to.includes(input.email))).toBe(false);
    await client.gql(SEND, { input });
    await client.gql(SEND, { input });
    const limited = await client.gql(SEND, { input });
    expect(limited.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('asks for a real message', async () => {
    const res = await app.client().gql(SEND, { input: { name: 'A', email: uniqueEmail(), message: 'hi' } });
    expect(res.errors?.[0]?.extensions?.fields).toEqual([
      { path: 'input.message', msg: 'Please write a message of at least 10 characters' },
    ]);
  });
});
