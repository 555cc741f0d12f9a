import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, buildBooking, buildUser, signIn } from '../../test/factories.js';
import { startTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';
import type { NotificationDraft } from './notification.service.js';

let app: TestApp;
let renter: HttpClient;
let renterId: string;
let bookingId: string;

const PAGE = `query($page: PageInput, $unreadOnly: Boolean) {
  notifications(page: $page, unreadOnly: $unreadOnly) {
    total page pageSize hasMore unread items { kind bookingId bookingRole read }
  }
}`;

beforeAll(async () => {
  app = await startTestApp();
  const { db } = app.database;
  const user = await buildUser(db);
  renterId = user.id;
  bookingId = (await buildBooking(db, { renter: user })).id;
  const notes: NotificationDraft[] = [
    { userId: renterId, kind: 'note', message: 'A note from a member' },
    { userId: renterId, kind: 'pickup_reminder', message: 'Pick the drill up tomorrow', bookingId },
    { userId: renterId, kind: 'refund', message: 'Refunded', bookingId },
  ];
  await db.transaction((tx) => app.services.notifications.add(tx, notes));
  renter = app.client();
  await signIn(renter, user.email, DEFAULT_PASSWORD);
});
afterAll(() => app?.close());

describe('the bell over GraphQL', () => {
  it('pages the notes with their kind and the reader’s side of the booking as enums', async () => {
    const first = await renter.gql(PAGE, { page: { pageSize: 2 } });
    expect(first.data?.notifications).toMatchObject({ total: 3, page: 1, pageSize: 2, hasMore: true, unread: 3 });
    const second = await renter.gql(PAGE, { page: { page: 2, pageSize: 2 } });
    expect(second.data?.notifications).toMatchObject({ page: 2, hasMore: false });
    const items = [...first.data!.notifications.items, ...second.data!.notifications.items];
    expect(items).toEqual(
      expect.arrayContaining([
        { kind: 'NOTE', bookingId: null, bookingRole: null, read: false },
        { kind: 'PICKUP_REMINDER', bookingId, bookingRole: 'RENTER', read: false },
        { kind: 'REFUND', bookingId, bookingRole: 'RENTER', read: false },
      ]),
    );
  });

  it('refuses a page size outside 1 to 50, naming pageSize', async () => {
    for (const pageSize of [0, 51]) {
      const res = await renter.gql(PAGE, { page: { pageSize } });
      expect(res.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [{ path: 'page.pageSize' }],
      });
      expect(res.errors?.[0]?.message).toBe('pageSize must be a whole number from 1 to 50');
    }
  });

  it('marks a note read, answering it with its side of the booking, and keeps the unread count', async () => {
    const before = await renter.gql('{ notifications(unreadOnly: true) { items { id kind } } }');
    const reminder = before.data?.notifications.items.find((n: { kind: string }) => n.kind === 'PICKUP_REMINDER');
    const read = await renter.gql('mutation($id: ID!) { markNotificationRead(id: $id) { kind bookingRole read } }', {
      id: reminder.id,
    });
    expect(read.data?.markNotificationRead).toEqual({ kind: 'PICKUP_REMINDER', bookingRole: 'RENTER', read: true });
    const unread = await renter.gql(PAGE, { unreadOnly: true });
    expect(unread.data?.notifications).toMatchObject({ total: 2, unread: 2 });
  });
});
