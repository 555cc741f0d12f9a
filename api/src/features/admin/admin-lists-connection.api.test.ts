import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../audit/audit.table.js';
import { participants, sponsors } from '../expo/expo.table.js';
import { mailCampaigns } from '../mailings/mailing.table.js';
import { emailOutbox } from '../outbox/outbox.table.js';
import { webhookDeliveries, webhookEndpoints } from '../webhooks/webhook.table.js';
import { bookingPeriod, buildBooking, buildTool, buildUser, signIn, signUpAndLogin } from '../../test/factories.js';
import { adminListReader, connectionQuery } from '../../test/connections.js';
import { startTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';

let app: TestApp;
let admin: HttpClient;
let user: HttpClient;

beforeAll(async () => {
  app = await startTestApp({ ADMIN_EMAIL: 'lists@example.com', ADMIN_PASSWORD: 'lists-password-1' });
  admin = app.client();
  await signIn(admin, 'lists@example.com', 'lists-password-1');
  user = app.client();
  await signUpAndLogin(user);
});
afterAll(() => app?.close());

const followsThePages = adminListReader(() => ({ app, admin, user }));

describe('adminParticipantsConnection', () => {
  it('follows each order both ways as the numbered pages do, ties and NULL check-ins included, for administrators', async () => {
    const sameTime = new Date(Date.UTC(2026, 10, 2));
    const people = [
      { firstName: 'Ada', lastName: 'Pconn', country: 'Nigeria', checkedInAt: null, createdAt: sameTime },
      { firstName: 'Ada', lastName: 'Pconn', country: 'Ghana', checkedInAt: sameTime, createdAt: sameTime },
      { firstName: 'Bola', lastName: 'Pconnb', country: 'Nigeria', checkedInAt: null, createdAt: sameTime },
      { firstName: 'Chi', lastName: 'Pconn', country: 'NG', checkedInAt: sameTime, createdAt: new Date() },
      { firstName: 'Dayo', lastName: 'Pconnc', country: 'Ghana', checkedInAt: new Date(), createdAt: new Date() },
    ];
    await app.database.db.insert(participants).values(
      people.map((person, i) => ({
        ...person,
        registrationCode: `AIB26-PCON${i}A`,
        year: 2026,
        email: `pconn.${i}@example.com`,
        phone: '+2348000000000',
      })),
    );
    // A registration the search leaves out.
    await app.database.db.insert(participants).values({
      registrationCode: 'AIB26-OTHER1A',
      year: 2026,
      firstName: 'Other',
      lastName: 'Person',
      email: 'other.person@example.com',
      phone: '+2348000000000',
      country: 'Nigeria',
    });
    const args = {
      search: 'String',
      orderBy: 'ParticipantOrder',
      year: 'Int',
      country: 'String',
      countryCode: 'CountryCode',
      checkedIn: 'Boolean',
      status: 'ParticipantStatus',
    };
    const fields = ['CREATED_AT', 'FIRST_NAME', 'LAST_NAME', 'EMAIL', 'COUNTRY', 'CHECKED_IN_AT'];
    await followsThePages('adminParticipantsConnection', args, fields, { search: 'pconn', year: 2026 }, 5);
    // The filters are the page's: Nigeria by code is its name and the code; checked in or not.
    await followsThePages(
      'adminParticipantsConnection',
      args,
      ['CHECKED_IN_AT'],
      { search: 'pconn', countryCode: 'NG' },
      3,
    );
    await followsThePages('adminParticipantsConnection', args, ['LAST_NAME'], { search: 'pconn', checkedIn: true }, 3);
  });
});

describe('adminSponsorsConnection', () => {
  it('follows each order both ways as the numbered pages do, the package rank included, for administrators', async () => {
    const sameTime = new Date(Date.UTC(2026, 10, 3));
    const applications = [
      {
        company: 'Sconn Alpha',
        packageId: 'gold',
        status: 'applied' as const,
        country: 'Nigeria',
        createdAt: sameTime,
      },
      {
        company: 'Sconn Alpha',
        packageId: 'silver',
        status: 'approved' as const,
        country: 'Ghana',
        createdAt: sameTime,
      },
      {
        company: 'Sconn Beta',
        packageId: 'gold',
        status: 'declined' as const,
        country: 'Nigeria',
        createdAt: sameTime,
      },
      {
        company: 'Sconn Gamma',
        packageId: 'platinum',
        status: 'applied' as const,
        country: 'Ghana',
        createdAt: new Date(),
      },
      { company: 'Sconn Delta', packageId: 'gold', status: 'approved' as const, country: 'NG', createdAt: new Date() },
    ];
    await app.database.db.insert(sponsors).values(
      applications.map((application, i) => ({
        ...application,
        year: 2026,
        email: `sconn.${i}@example.com`,
        phone: '+234 1',
      })),
    );
    const args = {
      search: 'String',
      orderBy: 'SponsorOrder',
      year: 'Int',
      packageId: 'ID',
      status: 'SponsorStatus',
      country: 'String',
      countryCode: 'CountryCode',
    };
    const fields = ['CREATED_AT', 'COMPANY', 'EMAIL', 'STATUS', 'COUNTRY', 'PACKAGE'];
    await followsThePages('adminSponsorsConnection', args, fields, { search: 'sconn', year: 2026 }, 5);
    await followsThePages('adminSponsorsConnection', args, ['PACKAGE'], { search: 'sconn', packageId: 'gold' }, 3);
    await followsThePages('adminSponsorsConnection', args, ['COMPANY'], { search: 'sconn', countryCode: 'NG' }, 3);
  });
});

describe('adminBookingsConnection', () => {
  it('follows each order both ways as the numbered pages do, every status included, for administrators', async () => {
    const db = app.database.db;
    const rita = await buildUser(db, { firstName: 'Rita', lastName: 'Bconn' });
    const sam = await buildUser(db, { firstName: 'Sam', lastName: 'Bconnb' });
    const drill = await buildTool(db);
    const saw = await buildTool(db);
    const built = [
      await buildBooking(db, { status: 'confirmed', tool: drill, renter: rita, period: bookingPeriod(10, 12) }),
      await buildBooking(db, { status: 'confirmed', tool: saw, renter: sam, period: bookingPeriod(10, 12) }),
      await buildBooking(db, { status: 'held', tool: drill, renter: sam, period: bookingPeriod(20, 23) }),
      await buildBooking(db, { status: 'expired', tool: saw, renter: rita, period: bookingPeriod(30, 31) }),
      await buildBooking(db, { status: 'cancelled', tool: drill, renter: rita, period: bookingPeriod(40, 44) }),
    ];
    // Another renter's booking, which the search leaves out.
    await buildBooking(db, { status: 'confirmed', tool: saw, period: bookingPeriod(50, 51) });
    expect(built).toHaveLength(5);
    const args = { search: 'String', orderBy: 'BookingOrder', status: 'BookingStatus', toolId: 'ID' };
    const fields = ['CREATED_AT', 'STARTS_AT', 'ENDS_AT', 'CODE', 'AMOUNT', 'STATUS'];
    await followsThePages('adminBookingsConnection', args, fields, { search: 'bconn' }, 5);
    await followsThePages('adminBookingsConnection', args, ['STARTS_AT'], { search: 'bconn', toolId: drill.id }, 3);
    await followsThePages('adminBookingsConnection', args, ['CODE'], { search: 'bconn', status: 'CONFIRMED' }, 2);
  });
});

describe('adminAuditLogConnection', () => {
  it('reads the log newest first both ways as the numbered pages do, ties by id, filtered, for administrators', async () => {
    const db = app.database.db;
    const sameTime = new Date(Date.UTC(2026, 10, 4));
    const someone = await buildUser(db, { firstName: 'Audit', lastName: 'Actor', role: 'Admin' });
    const entry = (i: number, createdAt: Date, actorId: string | null) => ({
      actorId,
      actorName: 'Audit Actor',
      action: 'user.disable' as const,
      targetType: 'user' as const,
      targetId: someone.id,
      targetLabel: `Entry ${i}`,
      reason: 'testing the log',
      createdAt,
    });
    await db
      .insert(adminAudit)
      .values([
        entry(0, sameTime, someone.id),
        entry(1, sameTime, someone.id),
        entry(2, sameTime, null),
        entry(3, new Date(Date.UTC(2026, 10, 5)), someone.id),
        entry(4, new Date(Date.UTC(2026, 10, 1)), someone.id),
      ]);
    const args = { targetType: 'AuditTargetType', targetId: 'ID', actorId: 'ID', action: 'AuditAction' };
    await followsThePages('adminAuditLogConnection', args, [], { targetId: someone.id }, 5);
    await followsThePages('adminAuditLogConnection', args, [], { targetId: someone.id, actorId: someone.id }, 4);
  });
});

describe('webhookDeliveriesConnection', () => {
  it("reads an endpoint's deliveries newest first both ways as the numbered pages do, ties by id, for administrators", async () => {
    const db = app.database.db;
    const endpoint = async () =>
      (
        await db
          .insert(webhookEndpoints)
          .values({ url: 'https://hooks.example.com/conn', events: ['payout.paid'], secret: 'whsec_conn' })
          .returning({ id: webhookEndpoints.id })
      )[0]!.id;
    const [mine, other] = [await endpoint(), await endpoint()];
    const payload = { id: 'evt_conn', type: 'webhook.test', created: 0, data: { object: {} } };
    const sameTime = new Date(Date.UTC(2026, 10, 6));
    const delivery = (endpointId: string, createdAt: Date) => ({
      endpointId,
      eventType: payload.type,
      eventId: payload.id,
      payload,
      status: 'failed' as const,
      createdAt,
    });
    await db
      .insert(webhookDeliveries)
      .values([
        delivery(mine, sameTime),
        delivery(mine, sameTime),
        delivery(mine, sameTime),
        delivery(mine, new Date(Date.UTC(2026, 10, 7))),
        delivery(mine, new Date(Date.UTC(2026, 10, 1))),
        delivery(other, sameTime),
      ]);
    await followsThePages('webhookDeliveriesConnection', { endpointId: 'ID!' }, [], { endpointId: mine }, 5);
    const missing = await admin.gql(connectionQuery('webhookDeliveriesConnection', { endpointId: 'ID!' }), {
      endpointId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('adminOutboxConnection', () => {
  it('follows each order both ways as the numbered pages do, ties included, for administrators', async () => {
    const sameTime = new Date(Date.UTC(2026, 10, 8));
    const mail = (to: string, subject: string, status: 'queued' | 'sent' | 'failed', createdAt: Date) => ({
      toAddress: to,
      subject,
      text: 'Hello',
      html: '<p>Hello</p>',
      template: 'group-mail',
      status,
      createdAt,
    });
    await app.database.db
      .insert(emailOutbox)
      .values([
        mail('oconn.a@example.com', 'Oconn news', 'sent', sameTime),
        mail('oconn.a@example.com', 'Oconn news', 'failed', sameTime),
        mail('oconn.b@example.com', 'Oconn update', 'sent', sameTime),
        mail('oconn.c@example.com', 'Another', 'queued', new Date(Date.UTC(2026, 10, 9))),
        mail('other@example.com', 'Oconn later', 'sent', new Date(Date.UTC(2026, 10, 2))),
      ]);
    const args = { search: 'String', orderBy: 'OutboxOrder', status: 'OutboxStatus', template: 'OutboxTemplate' };
    const fields = ['CREATED_AT', 'TO', 'STATUS', 'SUBJECT'];
    await followsThePages('adminOutboxConnection', args, fields, { search: 'oconn' }, 5);
    await followsThePages('adminOutboxConnection', args, ['TO'], { search: 'oconn', status: 'SENT' }, 3);
  });
});

describe('mailCampaignsConnection', () => {
  it('reads the group e-mails newest first both ways as the numbered pages do, ties by id, for administrators', async () => {
    const sameTime = new Date(Date.UTC(2026, 10, 10));
    const campaign = (i: number, createdAt: Date) => ({
      audience: 'participants' as const,
      year: 2026,
      subject: `Campaign ${i}`,
      message: 'Hello',
      createdAt,
    });
    await app.database.db
      .insert(mailCampaigns)
      .values([
        campaign(0, sameTime),
        campaign(1, sameTime),
        campaign(2, sameTime),
        campaign(3, new Date(Date.UTC(2026, 10, 11))),
        campaign(4, new Date(Date.UTC(2026, 10, 1))),
      ]);
    await followsThePages('mailCampaignsConnection', {}, [], {}, 5);
  });
});
