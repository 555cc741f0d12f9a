import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PASSWORD,
  buildBooking,
  buildTool,
  buildUser,
  signIn,
  startMarketplace,
  type Marketplace,
} from '../../test/factories.js';
import { followsThePages, readAll } from '../../test/connections.js';
import type { HttpClient } from '../../test/test-app.js';
import { conversations } from './messages/message.table.js';
import { reviews } from './reviews/review.table.js';
import { savedTools } from './saved/saved.table.js';

/*
 * The marketplace's lists as connections beside their pages: the inbox, the saved tools, and the
 * reviews on owners' and renters' profiles. Each reads the same items as its page field, in the same
 * order, forwards and backwards, and refuses whom the page field refuses.
 */

let m: Marketplace;

beforeAll(async () => {
  m = await startMarketplace();
});
afterAll(() => m?.app.close());

const codeOf = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;
const WINDOW = 'first: $first, after: $after, last: $last, before: $before';
const EDGES = 'edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount';

/** The owner's inboxConnection read both ways gives inbox's items (its pages hold at most 50). Answers the query. */
const inboxFollowsThePages = (variables: { role?: string }, rows: number) =>
  followsThePages(m.owner, 'inboxConnection', { args: { role: 'ConversationRole' }, variables, rows, pageSize: 50 });

describe('inboxConnection', () => {
  it('follows the inbox both ways, ties included, on each side; each person reads only their own', async () => {
    const db = m.app.database.db;
    const sameTime = new Date(Date.UTC(2026, 9, 1));
    const [asker, other] = [await buildUser(db), await buildUser(db)];
    const ownTools = [];
    for (let i = 0; i < 4; i++) ownTools.push(await buildTool(db, { owner: { id: m.ownerId } }));
    const elsewhere = await buildTool(db);
    await db.insert(conversations).values([
      { toolId: ownTools[0]!.id, renterId: asker.id, ownerId: m.ownerId, lastMessageAt: sameTime },
      { toolId: ownTools[1]!.id, renterId: asker.id, ownerId: m.ownerId, lastMessageAt: sameTime },
      { toolId: ownTools[2]!.id, renterId: other.id, ownerId: m.ownerId, lastMessageAt: sameTime },
      { toolId: ownTools[3]!.id, renterId: other.id, ownerId: m.ownerId, lastMessageAt: new Date() },
      // The owner asking about someone else's tool: theirs as the renter.
      { toolId: elsewhere.id, renterId: m.ownerId, ownerId: elsewhere.ownerId, lastMessageAt: sameTime },
      // Started, never written in: in nobody's inbox.
      { toolId: ownTools[3]!.id, renterId: asker.id, ownerId: m.ownerId, lastMessageAt: null },
    ]);
    await inboxFollowsThePages({}, 5);
    await inboxFollowsThePages({ role: 'OWNER' }, 4);
    const query = await inboxFollowsThePages({ role: 'RENTER' }, 1);

    expect(codeOf(await m.app.client().gql(query, {}))).toBe('UNAUTHENTICATED');
    const theirs = await m.stranger.gql<{ inboxConnection: { totalCount: number; edges: unknown[] } }>(query, {});
    expect(theirs.data?.inboxConnection).toMatchObject({ totalCount: 0, edges: [] });
  });
});

describe('savedToolsConnection', () => {
  it('follows the saved tools both ways, ties included, listed ones only; signed in only', async () => {
    const db = m.app.database.db;
    const sameTime = new Date(Date.UTC(2026, 9, 2));
    const listed = [];
    for (let i = 0; i < 5; i++) listed.push(await buildTool(db, { name: 'Saved drill' }));
    const unlisted = await buildTool(db, { itemStatus: 'Unavailable' });
    await db.insert(savedTools).values([
      ...listed.map((tool, i) => ({
        userId: m.renterId,
        toolId: tool.id,
        createdAt: i < 3 ? sameTime : new Date(),
      })),
      { userId: m.renterId, toolId: unlisted.id, createdAt: sameTime },
      { userId: m.ownerId, toolId: listed[0]!.id },
    ]);
    const query = await followsThePages(m.renter, 'savedToolsConnection', { rows: 5 });
    expect(codeOf(await m.app.client().gql(query, {}))).toBe('UNAUTHENTICATED');
  });
});

/**
 * A profile's `reviews` and `reviewsConnection` (profile `parent`, by `id`) read by `client`: the
 * connection read 2 at a time both ways gives the page's items (one page of 50). Answers the
 * connection's query, for the caller's own checks.
 */
async function profileFollowsThePages(client: HttpClient, parent: string, id: string, rows: number) {
  const page = await client.gql<Record<string, { reviews: { items: { id: string }[] } }>>(
    `query($id: ID!) { ${parent}(id: $id) { reviews(page: { pageSize: 50 }) { items { id } } } }`,
    { id },
  );
  expect(page.errors).toBeUndefined();
  const expected = page.data![parent]!.reviews.items.map((item) => item.id);
  expect(expected).toHaveLength(rows);
  const query = `query($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {
    ${parent}(id: $id) { reviewsConnection(${WINDOW}) { ${EDGES} } }
  }`;
  // readAll reads a Query field: the profile's connection, lifted to the top of the answer.
  const lifted = {
    gql: async (q: string, variables: Record<string, unknown>) => {
      const res = await client.gql<Record<string, { reviewsConnection: unknown }>>(q, variables);
      return { ...res, data: res.data && { reviewsConnection: res.data[parent]!.reviewsConnection } };
    },
  } as unknown as HttpClient;
  const forwards = await readAll(lifted, 'reviewsConnection', query, { id }, 'forwards', 2);
  expect(forwards.ids).toEqual(expected);
  expect(forwards.totalCount).toBe(rows);
  const backwards = await readAll(lifted, 'reviewsConnection', query, { id }, 'backwards', 2);
  expect(backwards.ids).toEqual(expected);
  return query;
}

describe('OwnerProfile.reviewsConnection and RenterProfile.reviewsConnection', () => {
  it("follow the profiles' review pages both ways, ties included, and are refused as the profiles are", async () => {
    const db = m.app.database.db;
    const sameTime = new Date(Date.UTC(2026, 9, 3));
    const owner = await buildUser(db, { firstName: 'Olu' });
    const tools = [await buildTool(db, { owner, units: 20 }), await buildTool(db, { owner, units: 20 })];
    const renter = await buildUser(db, { firstName: 'Rae' });
    /** A returned booking of `tool` by `renterId` and its reviews: the renter's of the tool, the owner's of the renter. */
    const reviewed = async (
      tool: { id: string; ownerId: string },
      renterId: string,
      createdAt: Date,
      published: boolean,
    ) => {
      const booking = await buildBooking(db, { tool, renter: { id: renterId }, status: 'returned' });
      const publishedAt = published ? createdAt : null;
      await db.insert(reviews).values([
        {
          bookingId: booking.id,
          toolId: tool.id,
          reviewerId: renterId,
          subjectId: tool.ownerId,
          about: 'tool',
          rating: 4,
          createdAt,
          publishedAt,
        },
        {
          bookingId: booking.id,
          toolId: tool.id,
          reviewerId: tool.ownerId,
          subjectId: renterId,
          about: 'renter',
          rating: 5,
          createdAt,
          publishedAt,
        },
      ]);
    };
    for (let i = 0; i < 5; i++) await reviewed(tools[i % 2]!, renter.id, i < 3 ? sameTime : new Date(), true);
    // Hidden until published: on neither profile.
    await reviewed(tools[0]!, renter.id, sameTime, false);
    // Another renter's booking of the owner's tool: on the owner's profile, not on this renter's.
    await reviewed(tools[1]!, (await buildUser(db)).id, sameTime, true);

    const ownerQuery = await profileFollowsThePages(m.app.client(), 'ownerProfile', owner.id, 6);

    const renterClient = m.app.client();
    await signIn(renterClient, renter.email, DEFAULT_PASSWORD);
    const renterQuery = await profileFollowsThePages(renterClient, 'renterProfile', renter.id, 5);
    expect(codeOf(await m.stranger.gql(renterQuery, { id: renter.id }))).toBe('NOT_FOUND');
    expect(codeOf(await m.app.client().gql(renterQuery, { id: renter.id }))).toBe('UNAUTHENTICATED');
    // Each profile's reviews are a list of their own: a cursor of the owner's is not one of the renter's.
    const ownerPage = await m.app
      .client()
      .gql<{ ownerProfile: { reviewsConnection: { pageInfo: { endCursor: string } } } }>(ownerQuery, {
        id: owner.id,
        first: 2,
      });
    const after = ownerPage.data!.ownerProfile.reviewsConnection.pageInfo.endCursor;
    const refused = await renterClient.gql(renterQuery, { id: renter.id, after });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'after' }] });
    // An account without a listed tool has no owner's profile.
    expect(codeOf(await m.app.client().gql(ownerQuery, { id: renter.id }))).toBe('NOT_FOUND');
  });
});
