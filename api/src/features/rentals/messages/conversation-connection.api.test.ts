import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPeriod, buildBooking, buildTool, startMarketplace, type Marketplace } from '../../../test/factories.js';
import { messages } from './message.table.js';

let { app, owner, ownerId, renter, renterId, stranger } = {} as Marketplace;

beforeAll(async () => {
  ({ app, owner, ownerId, renter, renterId, stranger } = await startMarketplace({}));
});
afterAll(() => app?.close());

type Window = {
  edges: { cursor: string; node: { id: string; body: string } }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
};

const QUERY = `query($b: ID!, $first: Int, $after: String, $last: Int, $before: String) {
  conversationConnection(bookingId: $b, first: $first, after: $after, last: $last, before: $before) {
    totalCount edges { cursor node { id body } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

describe('conversationConnection', () => {
  it('reads back from the latest messages, each once while new ones arrive, oldest first; only its two people', async () => {
    const booking = await buildBooking(app.database.db, {
      tool: await buildTool(app.database.db, { owner: { id: ownerId } }),
      renter: { id: renterId },
      period: bookingPeriod(5, 6),
    });
    const first = await renter.gql<{ sendMessage: { conversationId: string } }>(
      'mutation($b: ID!) { sendMessage(bookingId: $b, body: "Message 0") { conversationId } }',
      { b: booking.id },
    );
    expect(first.errors).toBeUndefined();
    const conversationId = first.data!.sendMessage.conversationId;
    let sent = 1;
    /**
     * Messages written straight to the table (the send mutation is rate limited), a second apart, so
     * that their order is the order of their numbers.
     */
    const start = Date.now();
    const send = async (n: number) => {
      for (let i = 0; i < n; i++, sent++)
        await app.database.db.insert(messages).values({
          conversationId,
          senderId: sent % 2 ? ownerId : renterId,
          body: `Message ${sent}`,
          createdAt: new Date(start + sent * 1000),
        });
    };
    await send(6);
    const read = async (variables: Record<string, unknown>) => {
      const res = await owner.gql<{ conversationConnection: Window }>(QUERY, { b: booking.id, ...variables });
      expect(res.errors).toBeUndefined();
      return res.data!.conversationConnection;
    };

    // Scrolling back from the latest, three at a time, while two messages arrive after each read.
    const bodies: string[] = [];
    let before: string | null = null;
    for (;;) {
      const page: Window = await read({ last: 3, before });
      bodies.unshift(...page.edges.map((e) => e.node.body));
      if (!page.pageInfo.hasPreviousPage) break;
      before = page.pageInfo.startCursor;
      await send(2);
    }
    expect(bodies).toEqual(Array.from({ length: 7 }, (_, i) => `Message ${i}`));

    // Reading on from the last one seen finds exactly the ones that arrived meanwhile.
    const latestSeen = await read({ first: 7 });
    const newer = await read({ first: 50, after: latestSeen.pageInfo.endCursor });
    expect(newer.edges.map((e) => e.node.body)).toEqual(['Message 7', 'Message 8', 'Message 9', 'Message 10']);
    expect(newer.totalCount).toBe(11);

    const refused = await stranger.gql(QUERY, { b: booking.id, last: 1 });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
