import { createHash } from 'node:crypto';
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
import { PUBLIC_GET_MAX_AGE_SECONDS } from './public-responses.js';
import { signIn, signUpAndLogin, tinyPng } from '../test/factories.js';
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
  await signIn(admin, 'cache.admin@example.com', 'cache-admin-password');
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

describe('public queries sent as GETs with an automatic persisted query', () => {
  const TOOL = 'query ToolCard($id: ID!) { tool(id: $id) { id name owner { firstName } } }';
  const sha256Hash = createHash('sha256').update(TOOL).digest('hex');
  const persisted = { persistedQuery: { version: 1, sha256Hash } };
  /** A GET as Apollo Client sends it: the parameters as JSON in the query string, and a preflight header (CSRF). */
  const get = (params: Record<string, unknown>, headers: Record<string, string> = {}) =>
    fetch(
      `${app.url}/graphql?${new URLSearchParams(
        Object.entries(params).map(([name, value]): [string, string] => [
          name,
          typeof value === 'string' ? value : JSON.stringify(value),
        ]),
      )}`,
      { headers: { 'apollo-require-preflight': 'true', ...headers } },
    );

  it('answers the hash alone once the text has been sent, and lets browsers and CDNs keep the answer', async () => {
    const unknown = await get({ variables: { id: toolId }, extensions: persisted });
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get('cache-control')).toBe('private, no-cache, must-revalidate');
    expect(await unknown.json()).toMatchObject({ errors: [{ extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] });

    const registered = await get({ query: TOOL, variables: { id: toolId }, extensions: persisted });
    expect(registered.status).toBe(200);
    const answer = (await registered.json()) as { data: { tool: { id: string; owner: { firstName: string } } } };
    expect(answer.data.tool).toMatchObject({ id: toolId, owner: { firstName: expect.any(String) } });

    const callers: Record<string, string>[] = [{}, { authorization: `Bearer ${owner.token}` }];
    for (const headers of callers) {
      const byHash = await get({ variables: { id: toolId }, extensions: persisted }, headers);
      expect(byHash.status).toBe(200);
      expect(await byHash.json()).toEqual(answer);
      expect(byHash.headers.get('cache-control')).toBe(`public, max-age=${PUBLIC_GET_MAX_AGE_SECONDS}`);
      expect(byHash.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
  });

  it('keeps answers out of HTTP caches when they depend on the caller, carry an error or come by POST', async () => {
    const withAddress = await get({
      query: 'query($id: ID!) { tool(id: $id) { id address } }',
      variables: { id: toolId },
    });
    expect(withAddress.status).toBe(200);
    expect(withAddress.headers.get('cache-control')).toBe('no-store');

    const missing = await get({
      query: TOOL,
      variables: { id: '00000000-0000-4000-8000-000000000000' },
      extensions: persisted,
    });
    expect(((await missing.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe(
      'NOT_FOUND',
    );
    expect(missing.headers.get('cache-control')).toBe('no-store');

    // A POST by its hash (the public cache takes POSTs of text only): Apollo answers, and no HTTP cache keeps it.
    const postedByHash = await fetch(app.url + '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ variables: { id: toolId }, extensions: persisted }),
    });
    expect(postedByHash.headers.get('cache-control')).toBe('no-store');
    expect(((await postedByHash.json()) as { data: { tool: { id: string } } }).data.tool.id).toBe(toolId);
  });

  it('refuses a hash that is not the text sent with it, and a GET without a preflight header', async () => {
    const mismatch = await get({
      query: '{ site { expoName } }',
      extensions: { persistedQuery: { version: 1, sha256Hash } },
    });
    expect(mismatch.status).toBe(400);
    const simple = await fetch(
      `${app.url}/graphql?${new URLSearchParams({ variables: JSON.stringify({ id: toolId }), extensions: JSON.stringify(persisted) })}`,
    );
    expect(simple.status).toBe(400);
    expect(await simple.text()).toMatch(/Cross-Site Request Forgery/);
  });
});

describe("public queries the web client sends by hash (GET), from Apollo's response cache", () => {
  // The web client's headers (web/src/lib/apollo.ts): Apollo Client's Accept and Content-Type, and the CSRF preflight header.
  const clientHeaders = {
    accept: 'application/graphql-response+json,application/json;q=0.9',
    'content-type': 'application/json',
    'apollo-require-preflight': 'true',
  };
  const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');
  /** PersistedQueryLink with `useGETForHashedQueries`: the hash alone by GET, the text with its hash by POST. */
  const persisted = (operationName: string, query: string, variables: Record<string, unknown>) => {
    const extensions = { persistedQuery: { version: 1, sha256Hash: hashOf(query) } };
    const search = new URLSearchParams({
      operationName,
      variables: JSON.stringify(variables),
      extensions: JSON.stringify(extensions),
    });
    return {
      get: (headers: Record<string, string | undefined> = {}) =>
        fetch(`${app.url}/graphql?${search}`, {
          headers: Object.fromEntries(
            Object.entries({ ...clientHeaders, ...headers }).filter((entry): entry is [string, string] => !!entry[1]),
          ),
        }),
      postWithText: (text = query) =>
        fetch(app.url + '/graphql', {
          method: 'POST',
          headers: clientHeaders,
          body: JSON.stringify({ operationName, variables, query: text, extensions }),
        }),
    };
  };
  /** The client's first visit: the hash unknown, then the text by POST, then the hash again. */
  const firstVisit = async (operation: ReturnType<typeof persisted>) => {
    const unknown = await operation.get();
    expect(await unknown.json()).toMatchObject({ errors: [{ extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] });
    const withText = await operation.postWithText();
    expect(withText.status).toBe(200);
    return withText;
  };
  /** Apollo's response cache says how old an answer it kept is; an answer run afresh has no Age. */
  const fromCache = (res: Response) => res.headers.get('age') !== null;
  const TOOL_PAGE = 'query ToolPage($id: ID!) { tool(id: $id) { id name owner { firstName } } }';
  const toolPage = () => persisted('ToolPage', TOOL_PAGE, { id: toolId });

  it('answers a public query by its hash from the cache once it has been run, to every caller', async () => {
    const first = await firstVisit(toolPage());
    const text = await first.text();
    expect(JSON.parse(text).data.tool).toMatchObject({ id: toolId, owner: { firstName: expect.any(String) } });

    // Another visitor and a signed-in caller (nothing here depends on who asks): the same answer, kept.
    for (const headers of [{}, { authorization: `Bearer ${owner.token}` }]) {
      const again = await toolPage().get(headers);
      expect(again.status).toBe(200);
      expect(fromCache(again)).toBe(true);
      expect(again.headers.get('cache-control')).toBe(`public, max-age=${PUBLIC_GET_MAX_AGE_SECONDS}`);
      expect(again.headers.get('content-type')).toBe('application/graphql-response+json; charset=utf-8');
      expect(again.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(JSON.parse(await again.text())).toEqual(JSON.parse(text));
    }
  });

  it('answers afresh after an edit the public cache is told of', async () => {
    await toolPage().postWithText();
    await toolPage().get();
    expect(fromCache(await toolPage().get())).toBe(true);
    const before = (await owner.gql('query($id: ID!) { tool(id: $id) { name } }', { id: toolId })).data!.tool.name;
    try {
      const renamed = await owner.gql(
        'mutation($id: ID!) { updateTool(id: $id, input: { name: "Folding ladder" }) { id } }',
        { id: toolId },
      );
      expect(renamed.errors).toBeUndefined();
      const after = await toolPage().get();
      expect(fromCache(after)).toBe(false);
      expect(after.headers.get('cache-control')).toBe(`public, max-age=${PUBLIC_GET_MAX_AGE_SECONDS}`);
      expect(((await after.json()) as { data: { tool: { name: string } } }).data.tool.name).toBe('Folding ladder');
      expect(fromCache(await toolPage().get())).toBe(true);
    } finally {
      await owner.gql('mutation($id: ID!, $name: String) { updateTool(id: $id, input: { name: $name }) { id } }', {
        id: toolId,
        name: before,
      });
    }
  });

  it('refuses a GET without a preflight header, even when its answer is kept', async () => {
    await toolPage().postWithText();
    expect(fromCache(await toolPage().get())).toBe(true);
    for (const headers of [
      { 'apollo-require-preflight': undefined, 'content-type': undefined },
      { 'apollo-require-preflight': undefined, 'content-type': 'text/plain' },
    ]) {
      const refused = await toolPage().get(headers);
      expect(refused.status).toBe(400);
      const body = (await refused.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(body.errors[0]!.extensions.code).toBe('BAD_REQUEST');
      expect(body.errors[0]!.message).toMatch(/Cross-Site Request Forgery/);
    }
  });

  it('does not take a hash sent with a text that is not its own', async () => {
    const claimed = 'query Claimed { site { expoName } }';
    const operation = persisted('Claimed', claimed, {});
    const mismatch = await operation.postWithText('query Claimed { rentalCategories { id } }');
    expect(mismatch.status).toBe(400);
    expect(await (await operation.get()).json()).toMatchObject({
      errors: [{ extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
    });
  });

  it('keeps the anonymous answer of a viewer-dependent query from a signed-in caller, and no answer with an error', async () => {
    const where = persisted('ToolWhere', 'query ToolWhere($id: ID!) { tool(id: $id) { id address } }', { id: toolId });
    await firstVisit(where);
    // Anonymous: kept, but for no HTTP cache (the answer is not the same for everyone).
    const visitor = await where.get();
    expect(fromCache(visitor)).toBe(true);
    expect(visitor.headers.get('cache-control')).toBe('no-store');
    expect(((await visitor.json()) as { data: { tool: { address: null } } }).data.tool.address).toBeNull();

    for (let i = 0; i < 2; i++) {
      const theirs = await where.get({ authorization: `Bearer ${owner.token}` });
      expect(theirs.status).toBe(200);
      expect(fromCache(theirs)).toBe(false);
      expect(theirs.headers.get('cache-control')).toBe('no-store');
      expect(((await theirs.json()) as { data: { tool: { address: string } } }).data.tool.address).toBe(
        '3 Hidden Street',
      );
    }

    const missing = persisted('ToolPage', TOOL_PAGE, { id: '00000000-0000-4000-8000-000000000000' });
    for (let i = 0; i < 2; i++) {
      const res = i === 0 ? await missing.postWithText() : await missing.get();
      expect(fromCache(res)).toBe(false);
      expect(await res.json()).toMatchObject({ errors: [{ extensions: { code: 'NOT_FOUND' } }] });
    }
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
