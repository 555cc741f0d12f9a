// The cost of a GraphQL operation counts the pages it asks for: fourteen aliased pages of 50 tools
// are refused with QUERY_TOO_COMPLEX over HTTP and graphql-ws, whatever the variables say, while the
// same aliases with small pages, and every operation of the web app, pass.
import { Kind, TypeInfo, ValidationContext, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../api/src/graphql/armor.js';
import { createAppPubSub } from '../../api/src/graphql/pubsub.js';
import { operationCost } from '../../api/src/graphql/query-cost.js';
import { buildAppSchema } from '../../api/src/graphql/schema.js';
import type { TestApp } from '../../api/src/test/test-app.js';
import * as webDocuments from '../../web/src/gql/graphql.js';
import { newUser, overWebSocket, startSecurityApp, wsClient, type Person } from './support.js';

const TOOL_FIELDS =
  'id name description price { amount formatted } rentalCircle units itemStatus country state city coverImage rating category { id name }';
const pages = (count: number, page: string) =>
  Array.from({ length: count }, (_, i) => `a${i}: tools(page: ${page}) { total items { ${TOOL_FIELDS} } }`).join(' ');

describe('the cost limit of GraphQL operations', () => {
  let app: TestApp;
  let user: Person;
  beforeAll(async () => {
    app = await startSecurityApp();
    user = await newUser(app);
  });
  afterAll(() => app?.close());

  const HUGE = `{ ${pages(14, '{ pageSize: 50 }')} }`;

  it('refuses fourteen aliased pages of 50 tools over HTTP, before they run', async () => {
    const res = await app.client().gql(HUGE);
    expect(res.status).toBe(400);
    expect(res.data).toBeUndefined();
    expect(res.errors).toHaveLength(1);
    expect(res.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(res.errors?.[0]?.message).toMatch(/costs \d+, over the limit of \d+: ask for smaller pages/);
  });

  it('counts a page size sent as a variable at the largest the list allows (validation runs before variables)', async () => {
    const res = await app.client().gql(`query($page: PageInput) { ${pages(14, '$page')} }`, { page: { pageSize: 1 } });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('refuses the same operation over graphql-ws', async () => {
    const ws = wsClient(app, user.client.token);
    try {
      const result = await overWebSocket(ws, HUGE);
      expect(result.data).toBeUndefined();
      expect(result.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    } finally {
      await ws.dispose();
    }
  });

  it('answers the same aliases with small pages, and one page of 50 (the refusals are about size)', async () => {
    const small = await app.client().gql(`{ ${pages(14, '{ pageSize: 5 }')} }`);
    expect(small.errors).toBeUndefined();
    expect(small.data?.a13).toMatchObject({ total: expect.any(Number) });
    const one = await app.client().gql(`{ ${pages(1, '{ pageSize: 50 }')} }`);
    expect(one.errors).toBeUndefined();
  });
});

describe("the cost of the web app's operations", () => {
  it('is within the limit for every one, counted as the server counts it (a variable page size at its largest)', async () => {
    const schema = await buildAppSchema(createAppPubSub());
    const costs: Record<string, number> = {};
    for (const [name, document] of Object.entries(webDocuments)) {
      if (!name.endsWith('Document')) continue;
      const doc = document as DocumentNode;
      const context = new ValidationContext(schema, doc, new TypeInfo(schema), () => undefined);
      for (const definition of doc.definitions) {
        if (definition.kind === Kind.OPERATION_DEFINITION) costs[name] = operationCost(context, definition);
      }
    }
    expect(Object.keys(costs).length).toBeGreaterThan(100);
    const over = Object.entries(costs).filter(([, cost]) => cost > LIMITS.maxCost);
    expect(over).toEqual([]);
  });
});
