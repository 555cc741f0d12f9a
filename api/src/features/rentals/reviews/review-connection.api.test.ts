import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBooking, buildTool, buildUser } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { reviews } from './review.table.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

type Window = {
  edges: { cursor: string; node: { id: string } }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
};

const QUERY = `query($toolId: ID!, $first: Int, $after: String, $last: Int, $before: String) {
  toolReviewsConnection(toolId: $toolId, first: $first, after: $after, last: $last, before: $before) {
    totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

describe('toolReviewsConnection', () => {
  it("reads a tool's published reviews newest first, once each while reviews are published between reads", async () => {
    const owner = await buildUser(app.database.db);
    const tool = await buildTool(app.database.db, { owner, units: 20 });
    /** A published review of the tool (unpublished ones stay out of the list). */
    const review = async (published = true) => {
      const booking = await buildBooking(app.database.db, { tool, status: 'returned' });
      await app.database.db.insert(reviews).values({
        bookingId: booking.id,
        toolId: tool.id,
        reviewerId: booking.renterId,
        subjectId: owner.id,
        rating: 4,
        publishedAt: published ? new Date() : null,
      });
    };
    for (let i = 0; i < 5; i++) await review();
    await review(false);
    const visitor = app.client();
    const read = async (variables: Record<string, unknown>) => {
      const res = await visitor.gql<{ toolReviewsConnection: Window }>(QUERY, { toolId: tool.id, ...variables });
      expect(res.errors).toBeUndefined();
      return res.data!.toolReviewsConnection;
    };
    const offset = await visitor.gql<{ toolReviews: { items: { id: string }[] } }>(
      'query($toolId: ID!) { toolReviews(toolId: $toolId, page: { pageSize: 50 }) { items { id } } }',
      { toolId: tool.id },
    );
    const expected = offset.data!.toolReviews.items.map((r) => r.id);
    expect(expected).toHaveLength(5);

    const ids: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: Window = await read({ first: 2, after });
      ids.push(...page.edges.map((e) => e.node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
      await review();
    }
    expect(ids).toEqual(expected);

    const all = await read({ first: 50 });
    expect(all.totalCount).toBe(7);
    const back = await read({ last: 2, before: all.edges[4]!.cursor });
    expect(back.edges.map((e) => e.node.id)).toEqual(all.edges.slice(2, 4).map((e) => e.node.id));
    expect(back.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });

    const refused = await visitor.gql(QUERY, { toolId: tool.id, after: 'eyJsIjoidG9vbHMifQ' });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'after' }] });
  });
});
