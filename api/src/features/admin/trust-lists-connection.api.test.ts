import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, privacyRequests } from '../expo/expo.table.js';
import { identityChecks } from '../identity/identity.table.js';
import { disputes } from '../rentals/disputes/dispute.table.js';
import { bookingPeriod, buildBooking, buildTool, buildUser, signIn, signUpAndLogin } from '../../test/factories.js';
import { adminListReader, connectionQuery } from '../../test/connections.js';
import { startTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';

/*
 * The trust and support lists (the contact inbox, identity checks, deletion requests, disputes) as
 * connections: each reads as its numbered pages do, in each order and filter, for administrators only.
 */
let app: TestApp;
let admin: HttpClient;
let user: HttpClient;

beforeAll(async () => {
  app = await startTestApp({ ADMIN_EMAIL: 'trust.lists@example.com', ADMIN_PASSWORD: 'trust-lists-password-1' });
  admin = app.client();
  await signIn(admin, 'trust.lists@example.com', 'trust-lists-password-1');
  user = app.client();
  await signUpAndLogin(user);
});
afterAll(() => app?.close());

const followsThePages = adminListReader(() => ({ app, admin, user }));

const day = (d: number) => new Date(Date.UTC(2026, 10, d));

describe('adminContactMessagesConnection', () => {
  it('follows each order both ways as the numbered pages do, ties included, with the search and the state', async () => {
    const sameTime = day(2);
    const message = (name: string, email: string, createdAt: Date, readAt: Date | null, handledAt: Date | null) => ({
      name,
      email,
      message: 'Hello, a question about the expo.',
      senderKey: 'test-sender',
      createdAt,
      readAt,
      handledAt,
    });
    await app.database.db
      .insert(contactMessages)
      .values([
        message('Ada Mconn', 'mconn.a@example.com', sameTime, null, null),
        message('Ada Mconn', 'mconn.a@example.com', sameTime, sameTime, null),
        message('Bola Mconn', 'mconn.b@example.com', sameTime, sameTime, sameTime),
        message('Chi Mconn', 'mconn.a@example.com', day(3), null, null),
        message('Dayo Mconn', 'mconn.d@example.com', day(1), day(4), day(4)),
        message('Other Person', 'other.person@example.com', sameTime, null, null),
      ]);
    const args = { search: 'String', orderBy: 'ContactMessageOrder', state: 'ContactMessageState' };
    const fields = ['CREATED_AT', 'NAME', 'EMAIL'];
    await followsThePages('adminContactMessagesConnection', args, fields, { search: 'mconn' }, 5);
    await followsThePages('adminContactMessagesConnection', args, ['NAME'], { search: 'mconn', state: 'UNREAD' }, 2);
    await followsThePages('adminContactMessagesConnection', args, ['EMAIL'], { state: 'UNHANDLED' }, 4);
    await followsThePages('adminContactMessagesConnection', args, [], { search: 'mconn', state: 'HANDLED' }, 2);
  });
});

describe('adminIdentityChecksConnection', () => {
  it('reads the queue (waiting first, oldest first, then the latest decisions) both ways as the numbered pages do', async () => {
    const db = app.database.db;
    const people = await Promise.all([1, 2, 3, 4, 5, 6].map(() => buildUser(db)));
    const sameTime = day(5);
    // The photos are gone from every one: the images and the time of their deletion go together.
    const check = (
      userId: string,
      status: 'pending' | 'approved' | 'rejected' | 'withdrawn',
      submittedAt: Date,
      decidedAt: Date | null,
    ) => ({
      userId,
      documentKind: 'passport' as const,
      status,
      submittedAt,
      decidedAt,
      decidedByName: decidedAt ? 'Trust Admin' : null,
      reason: status === 'rejected' ? 'The photo is blurred' : null,
      documentsDeletedAt: day(20),
    });
    await db
      .insert(identityChecks)
      .values([
        check(people[0]!.id, 'pending', sameTime, null),
        check(people[1]!.id, 'pending', sameTime, null),
        check(people[2]!.id, 'pending', day(6), null),
        check(people[0]!.id, 'withdrawn', day(1), null),
        check(people[3]!.id, 'approved', sameTime, day(7)),
        check(people[4]!.id, 'rejected', sameTime, day(7)),
        check(people[5]!.id, 'rejected', day(2), day(8)),
        check(people[5]!.id, 'withdrawn', day(3), null),
      ]);
    const args = { status: 'IdentityCheckStatus' };
    const query = await followsThePages('adminIdentityChecksConnection', args, [], {}, 8);
    await followsThePages('adminIdentityChecksConnection', args, [], { status: 'PENDING' }, 3);
    await followsThePages('adminIdentityChecksConnection', args, [], { status: 'REJECTED' }, 2);
    await followsThePages('adminIdentityChecksConnection', args, [], { status: 'WITHDRAWN' }, 2);
    // The queue's order, as the page shows it: the oldest waiting check first, the withdrawn ones
    // (never decided) before the latest decisions.
    const first = await admin.gql<{ adminIdentityChecksConnection: { edges: { node: { id: string } }[] } }>(
      query.replace('node { id }', 'node { id status submittedAt decidedAt }'),
      { first: 8 },
    );
    expect(first.errors).toBeUndefined();
    const statuses = first.data!.adminIdentityChecksConnection.edges.map(
      (edge) => (edge.node as unknown as { status: string }).status,
    );
    expect(statuses).toEqual([
      'PENDING',
      'PENDING',
      'PENDING',
      'WITHDRAWN',
      'WITHDRAWN',
      'REJECTED',
      expect.stringMatching(/^(APPROVED|REJECTED)$/),
      expect.stringMatching(/^(APPROVED|REJECTED)$/),
    ]);
  });
});

describe('adminPrivacyRequestsConnection', () => {
  it('reads the requests (pending first, oldest first, then the latest decisions) both ways as the numbered pages do', async () => {
    const sameTime = day(9);
    const request = (
      i: number,
      status: 'pending' | 'completed' | 'declined',
      createdAt: Date,
      decidedAt: Date | null,
    ) => ({
      registrationCode: `AIB26-PRIV${i}A`,
      name: status === 'completed' ? null : `Person ${i}`,
      email: status === 'completed' ? null : `priv.${i}@example.com`,
      status,
      declineReason: status === 'declined' ? 'We still need it for the invoice' : null,
      createdAt,
      decidedAt,
      decidedByName: decidedAt ? 'Trust Admin' : null,
    });
    await app.database.db.insert(privacyRequests).values([
      request(0, 'pending', sameTime, null),
      request(1, 'pending', sameTime, null),
      request(2, 'pending', day(8), null),
      request(3, 'completed', sameTime, day(10)),
      request(4, 'declined', sameTime, day(10)),
      request(5, 'declined', day(1), day(12)),
      // Decided before the time of the decision was kept: NULL sorts first among the decided ones.
      request(6, 'completed', day(1), null),
    ]);
    const args = { status: 'PrivacyRequestStatus' };
    await followsThePages('adminPrivacyRequestsConnection', args, [], {}, 7);
    await followsThePages('adminPrivacyRequestsConnection', args, [], { status: 'PENDING' }, 3);
    await followsThePages('adminPrivacyRequestsConnection', args, [], { status: 'COMPLETED' }, 2);
  });
});

describe('disputesConnection', () => {
  it('reads the queue both ways as the numbered pages do: open ones oldest first, the others newest first', async () => {
    const db = app.database.db;
    const drill = await buildTool(db);
    const saw = await buildTool(db);
    const bookings = [
      await buildBooking(db, { tool: drill, period: bookingPeriod(10, 12) }),
      await buildBooking(db, { tool: saw, period: bookingPeriod(10, 12) }),
      await buildBooking(db, { tool: drill, period: bookingPeriod(20, 22) }),
      await buildBooking(db, { tool: saw, period: bookingPeriod(20, 22) }),
      await buildBooking(db, { tool: drill, period: bookingPeriod(30, 32) }),
    ];
    const sameTime = day(11);
    const dispute = (
      booking: (typeof bookings)[number],
      status: 'open' | 'decided' | 'dismissed',
      createdAt: Date,
    ) => ({
      bookingId: booking.id,
      kind: 'charge' as const,
      openedBy: 'renter' as const,
      openedById: booking.renterId,
      reason: 'Charged twice',
      status,
      refundCents: status === 'decided' ? 100 : null,
      awardCents: status === 'decided' ? 0 : null,
      decisionNote: status === 'open' ? null : 'Looked into it',
      decidedAt: status === 'open' ? null : day(12),
      createdAt,
    });
    await db
      .insert(disputes)
      .values([
        dispute(bookings[0]!, 'open', sameTime),
        dispute(bookings[1]!, 'open', sameTime),
        dispute(bookings[2]!, 'open', day(10)),
        dispute(bookings[0]!, 'dismissed', sameTime),
        dispute(bookings[3]!, 'decided', sameTime),
        dispute(bookings[4]!, 'dismissed', day(13)),
      ]);
    const args = { status: 'DisputeStatus' };
    await followsThePages('disputesConnection', args, [], {}, 6);
    const query = await followsThePages('disputesConnection', args, [], { status: 'OPEN' }, 3);
    await followsThePages('disputesConnection', args, [], { status: 'DISMISSED' }, 2);
    // The open queue reads oldest first, the others newest first: a cursor of one is refused by the other.
    const open = await admin.gql<{ disputesConnection: { pageInfo: { endCursor: string } } }>(query, {
      status: 'OPEN',
      first: 1,
    });
    const mixed = await admin.gql(connectionQuery('disputesConnection', args), {
      after: open.data!.disputesConnection.pageInfo.endCursor,
    });
    expect(mixed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
