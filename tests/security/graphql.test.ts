// GraphQL is bounded by depth, alias, cost, token and directive limits over HTTP and graphql-ws;
// no batching; CSRF prevention; no introspection, suggestions or stack traces in
// production; CORS closed to other origins.
import { readFileSync } from 'node:fs';
import { buildSchema, specifiedRules, validate, type DocumentNode, type ValidationRule } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArmor } from '../../api/src/graphql/armor.js';
import * as webDocuments from '../../web/src/gql/graphql.js';
import { tinyPng, uniqueEmail } from '../../api/src/test/factories.js';
import type { TestApp } from '../../api/src/test/test-app.js';
import { newUser, outcomeOf, overWebSocket, startSecurityApp, wsClient, type Person } from './support.js';

const TOOL_FIELDS =
  'id name description price { amount formatted } rentalCircle units itemStatus country state city coverImage rating';
/** Each abusive operation, and what its refusal says. */
const ABUSE = {
  depth: { query: `{ tools { items { ${'... on Tool { '.repeat(16)}id${' }'.repeat(16)} } } }`, says: /depth/i },
  aliases: {
    query: `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: site { expoName }`).join(' ')} }`,
    says: /alias/i,
  },
  cost: {
    query: `query { tools { items { ${'...T '.repeat(400)} } } } fragment T on Tool { ${TOOL_FIELDS} category { id name } owner { id firstName } }`,
    says: /cost/i,
  },
  tokens: { query: `{ ${'__typename '.repeat(3100)} }`, says: /token/i },
  directives: { query: `{ site { expoName ${'@include(if: true) '.repeat(21)} } }`, says: /directive/i },
} as const;

describe("the web client's own operations", () => {
  it('all pass the limits, however their fragments nest (a refused page would be empty)', () => {
    const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
    const rules = [...specifiedRules, ...(createArmor(true).validationRules as unknown as ValidationRule[])];
    const operations = Object.entries(webDocuments).filter(
      (entry): entry is [string, DocumentNode] =>
        (entry[1] as { kind?: string }).kind === 'Document' &&
        (entry[1] as DocumentNode).definitions.some((d) => d.kind === 'OperationDefinition'),
    );
    expect(operations.length).toBeGreaterThan(50);
    const refused = operations.flatMap(([name, document]) =>
      validate(schema, document, rules).map((error) => `${name}: ${error.message}`),
    );
    expect(refused).toEqual([]);
  });
});

describe('GraphQL in development mode', () => {
  let app: TestApp;
  let user: Person;
  beforeAll(async () => {
    app = await startSecurityApp();
    user = await newUser(app);
  });
  afterAll(() => app?.close());

  describe.each(Object.entries(ABUSE))('a query over the %s limit', (_name, { query, says }) => {
    it('is refused over HTTP before it runs', async () => {
      const res = await app.client().gql(query);
      expect(res.status).toBe(400);
      expect(res.data).toBeUndefined();
      expect(res.errors?.map((e) => e.message).join(' ')).toMatch(says);
    });

    it('is refused over graphql-ws too', async () => {
      const ws = wsClient(app, user.client.token);
      try {
        const result = await overWebSocket(ws, query);
        expect(result.data).toBeUndefined();
        expect(result.errors?.map((e) => e.message).join(' ')).toMatch(says);
      } finally {
        await ws.dispose();
      }
    });
  });

  it('lets an honest query through the same limits (the refusals above are about size)', async () => {
    const res = await app.client().gql(`{ tools { items { ${TOOL_FIELDS} category { id name } } } site { expoName } }`);
    expect(res.errors).toBeUndefined();
  });

  it('applies the limits to subscriptions as well', async () => {
    const ws = wsClient(app, user.client.token);
    try {
      const nested = `${'... on User { '.repeat(16)}id${' }'.repeat(16)}`;
      const result = await overWebSocket(ws, `subscription { accountChanged { ${nested} } }`);
      expect(result.errors?.map((e) => e.message).join(' ')).toMatch(/depth/i);
    } finally {
      await ws.dispose();
    }
  });

  it('refuses batched operations', async () => {
    const res = await fetch(app.url + '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ site { expoName } }' }, { query: '{ site { expoYear } }' }]),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/batch/i);
  });

  it('refuses multipart requests without the preflight header (CSRF), and runs them with it', async () => {
    const query =
      'mutation($input: CreateAccountInput!, $image: Upload) { createAccount(input: $input, image: $image) { email } }';
    const input = () => ({
      firstName: 'Csrf',
      lastName: 'Test',
      email: uniqueEmail('csrf'),
      country: 'Nigeria',
      password: 'a long enough password',
    });
    const image = { image: { data: tinyPng(), name: 'me.png', type: 'image/png' } };
    // What a cross-site <form enctype="multipart/form-data"> can send: no custom header.
    const blocked = await app.client().gqlUpload(query, { input: input() }, image, {});
    expect(blocked.status).toBe(400);
    expect(blocked.errors?.[0]?.message).toMatch(/Cross-Site Request Forgery/);
    const allowed = await app.client().gqlUpload(query, { input: input() }, image);
    expect(allowed.status).toBe(200);
    expect(allowed.errors).toBeUndefined();
  });

  it('refuses simple GET requests (CSRF) and mutations over GET', async () => {
    const query = encodeURIComponent('{ site { expoName } }');
    const simple = await fetch(`${app.url}/graphql?query=${query}`);
    expect(simple.status).toBe(400);
    expect(await simple.text()).toMatch(/Cross-Site Request Forgery/);
    const mutation = encodeURIComponent('mutation { logout }');
    const viaGet = await fetch(`${app.url}/graphql?query=${mutation}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(viaGet.status).toBe(405);
  });

  it('gives no CORS permission to another origin', async () => {
    const evil = 'https://evil.example';
    const preflight = await fetch(app.url + '/graphql', {
      method: 'OPTIONS',
      headers: {
        origin: evil,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, authorization',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    for (const path of ['/graphql', '/api/all-rental-categories', '/api/login']) {
      const res = await fetch(app.url + path, {
        method: path === '/api/login' ? 'POST' : 'GET',
        headers: { origin: evil, 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        ...(path === '/api/login' ? { body: '{}' } : {}),
      });
      expect(res.headers.get('access-control-allow-origin'), path).toBeNull();
    }
  });

  it('offers field suggestions and introspection while developing (the production checks below are not vacuous)', async () => {
    const typo = await app.client().gql('{ site { expoNam } }');
    expect(typo.errors?.[0]?.message).toMatch(/Did you mean "expoName"/);
    const schema = await app.client().gql('{ __schema { queryType { name } } }');
    expect(schema.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});

describe('GraphQL in production mode', () => {
  let app: TestApp;
  let user: Person;
  beforeAll(async () => {
    app = await startSecurityApp({ NODE_ENV: 'production' });
    user = await newUser(app);
  });
  afterAll(() => app?.close());

  const INTROSPECTION = '{ __schema { types { name } } }';

  it('refuses introspection over HTTP and over graphql-ws', async () => {
    const http = await app.client().gql(INTROSPECTION);
    expect(http.data).toBeUndefined();
    expect(http.errors?.[0]?.message).toMatch(/introspection/i);
    const typeQuery = await app.client().gql('{ __type(name: "User") { fields { name } } }');
    expect(typeQuery.data).toBeUndefined();

    const ws = wsClient(app, user.client.token);
    try {
      const result = await overWebSocket(ws, INTROSPECTION);
      expect(result.data).toBeUndefined();
      expect(result.errors?.[0]?.message).toMatch(/introspection/i);
    } finally {
      await ws.dispose();
    }
  });

  it('gives no field suggestions, in validation or variable errors, over HTTP and graphql-ws', async () => {
    const typo = await app.client().gql('{ site { expoNam } }');
    expect(typo.errors?.[0]?.message).toMatch(/expoNam/);
    expect(JSON.stringify(typo.errors)).not.toMatch(/Did you mean|expoName/);
    const variables = await app
      .client()
      .gql('mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }', {
        input: { nam: 'x', email: 'a@b.c', message: 'hi' },
      });
    expect(outcomeOf(variables)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(variables.errors)).not.toMatch(/Did you mean/);

    const ws = wsClient(app, user.client.token);
    try {
      const result = await overWebSocket(ws, 'subscription { accountChanged { firstNam } }');
      expect(result.errors?.[0]?.message).toMatch(/firstNam/);
      expect(JSON.stringify(result.errors)).not.toMatch(/Did you mean|firstName/);
    } finally {
      await ws.dispose();
    }
  });

  it('answers an internal failure with a generic message and a request id, never a stack or SQL', async () => {
    // A real fault, not a mock: the database goes away under the running app.
    await app.database.close();
    const res = await app.client().gql('{ rentalCategories { id } }');
    expect(outcomeOf(res)).toBe('INTERNAL_SERVER_ERROR');
    expect(res.errors?.[0]?.message).toBe('Something went wrong on our side. Please try again.');
    const rest = await app.client().json('POST', '/api/login', { email: 'a@example.com', password: 'whatever-123' });
    expect(rest.status).toBe(500);
    expect(rest.body).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', requestId: expect.any(String) });
    for (const text of [JSON.stringify(res), JSON.stringify(rest.body)]) {
      expect(text).not.toMatch(/stack|\bat \S+ \(|\.ts:\d+|\.js:\d+|select |insert |PGlite|relation/i);
    }
  });
});
