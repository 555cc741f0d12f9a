// Rate limits and query limits as an HTTP client sees them on /graphql: the RateLimit header fields of
// the budgets an operation counted against, 429 with Retry-After for an operation refused as a whole,
// the operation's cost in extensions, and refusals of oversized operations coded QUERY_TOO_COMPLEX.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { LIMITS } from './armor.js';

let app: TestApp;
beforeAll(async () => {
  // A tenth of each budget: one password-reset request a minute per address.
  app = await startTestApp({ RATE_LIMIT_SCALE: '0.1' });
});
afterAll(() => app?.close());

const REQUEST_RESET = 'mutation Reset($email: String!) { requestPasswordReset(email: $email) }';

describe('rate limits over GraphQL', () => {
  it('state the budget an operation counted against, then refuse the whole operation with 429 and Retry-After', async () => {
    const client = app.client();
    const first = await client.gql(REQUEST_RESET, { email: 'nobody@example.com' });
    expect(first.status).toBe(200);
    expect(first.errors).toBeUndefined();
    expect(first.headers.get('ratelimit-policy')).toBe('"password-reset.request";q=1;w=60');
    expect(first.headers.get('ratelimit')).toMatch(/^"password-reset\.request";r=0;t=\d+$/);
    expect(first.headers.get('retry-after')).toBeNull();

    const second = await client.gql(REQUEST_RESET, { email: 'nobody@example.com' });
    expect(second.status).toBe(429);
    expect(second.data).toBeNull();
    expect(second.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    const retryAfter = (second.errors?.[0]?.extensions as { retryAfterSeconds?: number }).retryAfterSeconds;
    expect(retryAfter).toBeGreaterThan(0);
    expect(second.headers.get('retry-after')).toBe(String(retryAfter));
    expect(second.headers.get('ratelimit-policy')).toBe('"password-reset.request";q=1;w=60');
    expect(second.headers.get('ratelimit')).toBe(`"password-reset.request";r=0;t=${retryAfter}`);
  });

  it('leave an operation that touched no budget without RateLimit fields', async () => {
    const res = await app.client().gql('{ site { expoName } }');
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit')).toBeNull();
    expect(res.headers.get('ratelimit-policy')).toBeNull();
  });
});

describe('the cost of an operation', () => {
  it('is in extensions.cost of every answer, with the most one operation may cost', async () => {
    const res = await app.client().gql('{ site { expoName currency } }');
    expect((res as { extensions?: unknown }).extensions).toEqual({
      cost: { requested: 3, maximum: LIMITS.maxCost },
    });
    // The items' fields count once per item of the page asked for, the page's own once (query-cost.ts).
    const page = await app.client().gql('{ tools(page: { pageSize: 20 }) { total items { id name } } }');
    expect((page as { extensions?: { cost?: unknown } }).extensions?.cost).toEqual({
      requested: 1 + 1 + 1 + 20 * 2,
      maximum: LIMITS.maxCost,
    });
  });

  it('is stated on a refusal too', async () => {
    const res = await app.client().gql(REQUEST_RESET);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((res as { extensions?: { cost?: unknown } }).extensions?.cost).toEqual({
      requested: 1,
      maximum: LIMITS.maxCost,
    });
  });
});

describe('operations over the query limits', () => {
  it('are refused for what they are: too many aliases, not a syntax error', async () => {
    const query = `{ ${Array.from({ length: LIMITS.maxAliases + 1 }, (_, i) => `a${i}: site { expoName }`).join(' ')} }`;
    const res = await app.client().gql(query);
    expect(res.status).toBe(400);
    expect(res.data).toBeUndefined();
    expect(res.errors).toEqual([
      {
        message: `Too many aliases: at most ${LIMITS.maxAliases} in one operation. Send several operations instead.`,
        extensions: { code: 'QUERY_TOO_COMPLEX' },
      },
    ]);
  });

  it('are refused for depth and directives alike', async () => {
    const deep = `{ tools { items { ${'... on Tool { '.repeat(16)}id${' }'.repeat(16)} } } }`;
    const directives = `{ site { expoName ${'@include(if: true) '.repeat(LIMITS.maxDirectives + 1)} } }`;
    for (const query of [deep, directives]) {
      const res = await app.client().gql(query);
      expect(res.status).toBe(400);
      expect(res.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
      expect(res.errors?.[0]?.message).toMatch(/^Too (deep|many directives): at most \d+/);
      expect(res.errors?.map((e) => e.message).join(' ')).not.toMatch(/syntax/i);
    }
  });
});
