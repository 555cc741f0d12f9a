import { request, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import {
  getNamedType,
  isLeafType,
  isNonNullType,
  isObjectType,
  print,
  type DocumentNode,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppPubSub } from '../graphql/pubsub.js';
import { buildAppSchema } from '../graphql/schema.js';
import { isViewerDependent } from '../graphql/viewer-dependent.js';
import { signUpAndLogin, tinyPng } from '../test/factories.js';
import { startTestApp, type HttpClient, type TestApp } from '../test/test-app.js';

let app: TestApp;
let admin: HttpClient;
let owner: HttpClient;
let ownerId: string;
let toolId: string;

const BROWSE =
  'query Browse($filter: ToolBrowseInput, $page: PageInput) { tools(filter: $filter, page: $page) { total items { id name address owner { firstName } category { name } } } }';

/** An anonymous JSON POST, as a browser without a session sends it. */
async function anonymous(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await fetch(app.url + '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { res, text: await res.text() };
}

beforeAll(async () => {
  app = await startTestApp({ ADMIN_EMAIL: 'cache.admin@example.com', ADMIN_PASSWORD: 'cache-admin-password' });
  admin = app.client();
  admin.token = (
    await admin.json('POST', '/api/login', { email: 'cache.admin@example.com', password: 'cache-admin-password' })
  ).body.token;
  const category = await admin.gql('mutation { createRentalCategory(name: "Ladders") { id } }');
  owner = app.client();
  ownerId = (await signUpAndLogin(owner, { first_name: 'Kemi' })).user.id;
  // Enough listings that a page is worth compressing; the ladder is listed last (newest first).
  for (let i = 0; i < 12; i++) {
    await owner.form(
      'POST',
      `/api/user/${ownerId}/add-rental`,
      {
        name: `Filler tool number ${i}`,
        description: 'A tool that is here to make the marketplace page longer than a kilobyte.',
        price: '5',
        categoryId: category.data!.createRentalCategory.id,
        country: 'Nigeria',
        city: 'Abuja',
      },
      { cover_image: { data: tinyPng(), name: 'f.png', type: 'image/png' } },
    );
  }
  const created = await owner.form(
    'POST',
    `/api/user/${ownerId}/add-rental`,
    {
      name: 'Step ladder',
      price: '8',
      categoryId: category.data!.createRentalCategory.id,
      country: 'Nigeria',
      city: 'Abuja',
      address: '3 Hidden Street',
    },
    { cover_image: { data: tinyPng(), name: 'l.png', type: 'image/png' } },
  );
  toolId = created.body.rental.id;
});
afterAll(() => app?.close());

describe('public GraphQL queries of anonymous visitors', () => {
  it('are answered from the cache with the same bytes and the same security headers', async () => {
    const first = await anonymous(BROWSE, { page: { pageSize: 5 } });
    const second = await anonymous(BROWSE, { page: { pageSize: 5 } });
    expect(first.res.headers.get('x-cache')).toBe('MISS');
    expect(second.res.headers.get('x-cache')).toBe('HIT');
    expect(second.text).toBe(first.text);
    expect(JSON.parse(second.text).data.tools.items[0]).toMatchObject({ name: 'Step ladder', address: null });
    for (const header of [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'content-type',
    ]) {
      expect(second.res.headers.get(header), header).toBe(first.res.headers.get(header));
    }
    expect(second.res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    expect(second.res.headers.get('x-request-id')).not.toBe(first.res.headers.get('x-request-id'));
  });

  it('sends the cached gzip copy to clients that take it', async () => {
    const body = JSON.stringify({ query: BROWSE, variables: { page: { pageSize: 20 } } });
    const plain = await anonymous(BROWSE, { page: { pageSize: 20 } });
    expect(plain.text.length).toBeGreaterThan(1024);
    // node:http, not fetch: fetch would inflate the body itself.
    const zipped = await new Promise<{ headers: IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
      const req = request(
        app.url + '/graphql',
        { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(zipped.headers['x-cache']).toBe('HIT');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(zipped.bytes).toString()).toBe(plain.text);
  });

  it('are answered afresh as soon as the tool, its owner or its category changes', async () => {
    await anonymous(BROWSE, { page: { pageSize: 5 } });
    const renamed = await owner.gql(
      'mutation($id: ID!) { updateTool(id: $id, input: { name: "Tall ladder" }) { id } }',
      {
        id: toolId,
      },
    );
    expect(renamed.errors).toBeUndefined();
    const afterTool = await anonymous(BROWSE, { page: { pageSize: 5 } });
    expect(afterTool.res.headers.get('x-cache')).toBe('MISS');
    expect(JSON.parse(afterTool.text).data.tools.items[0].name).toBe('Tall ladder');

    await owner.gql('mutation($id: ID!) { updateAccount(id: $id, input: { firstName: "Kemisola" }) { id } }', {
      id: ownerId,
    });
    const afterOwner = await anonymous(BROWSE, { page: { pageSize: 5 } });
    expect(JSON.parse(afterOwner.text).data.tools.items[0].owner.firstName).toBe('Kemisola');

    const categoryId = (await admin.gql('{ rentalCategories { id } }')).data!.rentalCategories[0].id;
    await admin.gql('mutation($id: ID!) { updateRentalCategory(id: $id, name: "Ladders & steps") { id } }', {
      id: categoryId,
    });
    const afterCategory = await anonymous(BROWSE, { page: { pageSize: 5 } });
    expect(JSON.parse(afterCategory.text).data.tools.items[0].category.name).toBe('Ladders & steps');

    const unlisted = await owner.gql('mutation($id: ID!) { setToolStatus(id: $id, status: UNAVAILABLE) { id } }', {
      id: toolId,
    });
    expect(unlisted.errors).toBeUndefined();
    const afterUnlisting = await anonymous(BROWSE, { page: { pageSize: 5 } });
    const listed = JSON.parse(afterUnlisting.text).data.tools.items.map((t: { id: string }) => t.id);
    expect(listed).not.toContain(toolId);
    const page = await anonymous('query($id: ID!) { tool(id: $id) { id } }', { id: toolId });
    expect(JSON.parse(page.text).errors[0].extensions.code).toBe('NOT_FOUND');
    await owner.gql('mutation($id: ID!) { setToolStatus(id: $id, status: AVAILABLE) { id } }', { id: toolId });
  });

  it('answers signed-in callers from the cache only when the query reads nothing that depends on the viewer', async () => {
    // The address is the owner's to see: a query that reads it is never answered to them from the cache.
    await anonymous(BROWSE, { page: { pageSize: 5 } });
    const mine = await owner.gql(BROWSE, { page: { pageSize: 5 } });
    expect(mine.headers.get('x-cache')).toBeNull();
    expect(mine.data!.tools.items[0].address).toBe('3 Hidden Street');
    const again = await anonymous(BROWSE, { page: { pageSize: 5 } });
    expect(again.res.headers.get('x-cache')).toBe('HIT');
    expect(JSON.parse(again.text).data.tools.items[0].address).toBeNull();

    // The same list without the address is the same answer for everyone, signed in or not.
    const PUBLIC_BROWSE = BROWSE.replace(' address', '');
    const first = await owner.gql(PUBLIC_BROWSE, { page: { pageSize: 5 } });
    expect(first.headers.get('x-cache')).toBe('MISS');
    const fromVisitor = await anonymous(PUBLIC_BROWSE, { page: { pageSize: 5 } });
    expect(fromVisitor.res.headers.get('x-cache')).toBe('HIT');
    const second = await owner.gql(PUBLIC_BROWSE, { page: { pageSize: 5 } });
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.data).toEqual(JSON.parse(fromVisitor.text).data);
    expect(second.data).toEqual(first.data);

    // A fragment counts as much as a field written out.
    const viaFragment =
      'query Browse($page: PageInput) { tools(page: $page) { items { ...Where } } } fragment Where on Tool { id address }';
    await anonymous(viaFragment, { page: { pageSize: 5 } });
    const fragmentAnswer = await owner.gql(viaFragment, { page: { pageSize: 5 } });
    expect(fragmentAnswer.headers.get('x-cache')).toBeNull();
    expect(fragmentAnswer.data!.tools.items[0].address).toBe('3 Hidden Street');
  });

  it('gives an owner their unlisted tool, which the anonymous answer (NOT_FOUND) would hide', async () => {
    const query = 'query($id: ID!) { tool(id: $id) { id name itemStatus } }';
    await owner.gql('mutation($id: ID!) { setToolStatus(id: $id, status: UNAVAILABLE) { id } }', { id: toolId });
    try {
      const visitor = await anonymous(query, { id: toolId });
      expect(JSON.parse(visitor.text).errors[0].extensions.code).toBe('NOT_FOUND');
      const theirs = await owner.gql(query, { id: toolId });
      expect(theirs.errors).toBeUndefined();
      expect(theirs.data!.tool).toMatchObject({ id: toolId, itemStatus: 'UNAVAILABLE' });
      expect(theirs.headers.get('x-cache')).toBeNull();
    } finally {
      await owner.gql('mutation($id: ID!) { setToolStatus(id: $id, status: AVAILABLE) { id } }', { id: toolId });
    }
  });

  it("answers the web app's own browse and tool page queries to signed-in people from the cache", async () => {
    // The documents the web app sends (codegen's output), imported by path: the API does not depend on it.
    const web = (await import(path.resolve(import.meta.dirname, '../../../web/src/gql/graphql.ts'))) as Record<
      string,
      DocumentNode
    >;
    const asked = {
      ToolsForBrowse: {
        filter: {},
        orderBy: { field: 'CREATED_AT', direction: 'DESC' },
        page: { page: 1, pageSize: 12 },
      },
      ToolDetails: { id: toolId },
    };
    for (const [name, variables] of Object.entries(asked)) {
      const query = print(web[`${name}Document`]!);
      const first = await owner.gql(query, variables);
      expect(first.errors, name).toBeUndefined();
      const second = await owner.gql(query, variables);
      expect(second.headers.get('x-cache'), name).toBe('HIT');
      expect(second.data, name).toEqual(first.data);
    }
  });

  it('marks every field under a cacheable root whose answer depends on who asks', async () => {
    // Every field the cacheable roots reach (three levels deep, arguments left out), except those
    // marked viewer-dependent: the visitor, the tool's owner and an administrator must get the same
    // answer. `me` keeps the whole query off the cache, so each answer is computed for its caller.
    const session = await admin.gql(
      'mutation($input: ProgrammeSessionInput!) { createProgrammeSession(input: $input) { id } }',
      {
        input: {
          kind: 'SHOW',
          title: 'Cache check show',
          day: '2026-12-11',
          startTime: '18:00',
          endTime: '19:00',
          room: 'Main stage',
          speakers: [{ name: 'Host' }],
        },
      },
    );
    expect(session.errors).toBeUndefined();
    const schema = await buildAppSchema(createAppPubSub());
    const selectionOf = (type: GraphQLObjectType, depth: number): string =>
      Object.values(type.getFields())
        .filter((field) => !isViewerDependent(field) && !field.args.some((arg) => isNonNullType(arg.type)))
        .flatMap((field) => {
          const named = getNamedType(field.type);
          if (isLeafType(named)) return [field.name];
          if (isObjectType(named) && depth > 0) return [`${field.name} { ${selectionOf(named, depth - 1)} }`];
          return [];
        })
        .join(' ');
    const query = schema.getQueryType()!.getFields();
    const select = (root: string) => selectionOf(getNamedType(query[root]!.type) as GraphQLObjectType, 3);
    const everything = `query($id: ID!) {
      me { id }
      tool(id: $id) { ${select('tool')} }
      bookingSettings(toolId: $id) { ${select('bookingSettings')} }
      tools(page: { pageSize: 50 }) { ${select('tools')} }
      rentalCategories { ${select('rentalCategories')} }
      site { ${select('site')} }
      programme { ${select('programme')} }
      exhibitors { ${select('exhibitors')} }
    }`;
    const asVisitor = app.client();
    const answers = await Promise.all(
      [asVisitor, owner, admin].map(async (client) => {
        const res = await client.gql(everything, { id: toolId });
        expect(res.errors).toBeUndefined();
        expect(res.headers.get('x-cache')).toBeNull();
        const { me: _me, ...rest } = res.data!;
        return rest;
      }),
    );
    expect(answers[0].tool.id).toBe(toolId);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('leaves mutations, private fields, errors and broken JSON to the normal path', async () => {
    const mixed = await anonymous('{ tools { total } me { id } }');
    expect(mixed.res.headers.get('x-cache')).toBeNull();
    const login = await anonymous(
      'mutation { login(email: "nobody@example.com", password: "wrong-password") { accessToken } }',
    );
    expect(JSON.parse(login.text).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const invalid = await anonymous('{ tools { nope } }');
    const again = await anonymous('{ tools { nope } }');
    expect(invalid.res.status).toBe(400);
    expect(again.res.headers.get('x-cache')).not.toBe('HIT');
    const broken = await fetch(app.url + '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": "{ tools { total } }"',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('GET /api/all-rental-categories', () => {
  it('carries an ETag, answers 304 to a client that has it, and changes when a category does', async () => {
    const first = await fetch(app.url + '/api/all-rental-categories');
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const body = (await first.json()) as { allCategories: unknown[] };
    // What a browser sends to revalidate (fetch alone would add "no-cache", which asks for a full answer).
    const revalidate = { 'if-none-match': etag, 'cache-control': 'max-age=0' };
    const revalidated = await fetch(app.url + '/api/all-rental-categories', { headers: revalidate });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('x-cache')).toBe('HIT');
    expect(revalidated.headers.get('content-security-policy')).toContain("default-src 'self'");

    await admin.gql('mutation { createRentalCategory(name: "Pumps") { id } }');
    const changed = await fetch(app.url + '/api/all-rental-categories', { headers: revalidate });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const after = (await changed.json()) as { allCategories: { name: string }[] };
    expect(after.allCategories.map((c) => c.name)).toContain('Pumps');
    expect(after.allCategories).toHaveLength(body.allCategories.length + 1);
  });
});
