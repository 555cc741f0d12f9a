// API part of `npm run bench`: the built server in this process (on a temporary embedded database),
// the load generator (autocannon) in a child process so it does not share the server's event loop.
//   - admin participants list, one page of 25, at 100,000 rows (with and without a search), and the
//     page after the 2,000th read by cursor (the connection) beside the same depth by page number
//   - bulk e-mail throughput to a local SMTP sink (smtp-server on 127.0.0.1) and peak memory
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { autocannon, freshPostgresDatabase, startSmtpSink, waitFor } from './bench-lib.mjs';
import { ROOT } from './lib.mjs';

/**
 * `tiny` (the test suite's run of the bench): each list asked a few times, with a fixed number of
 * requests instead of seconds of load, so every query and step runs without measuring anything.
 */
export async function benchApi({
  participants = 100_000,
  mailRecipients = 10_000,
  sections = new Set(['admin-list', 'bulk-mail']),
  tiny = false,
} = {}) {
  const { loadConfig } = await import(path.join(ROOT, 'api/dist/config/config.js'));
  const { startApp } = await import(path.join(ROOT, 'api/dist/server.js'));
  const { createLogger } = await import(path.join(ROOT, 'api/dist/lib/logger.js'));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'aibex-bench-api-'));
  const sink = await startSmtpSink();
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1234',
    ADMIN_EMAIL: 'bench@example.com',
    ADMIN_PASSWORD: 'bench-password-1',
    SMTP_URL: sink.url,
    MAIL_RATE_PER_SECOND: '10000',
    LOG_LEVEL: 'silent',
  });
  const app = await startApp(config, {
    database: { dataDir: path.join(dataDir, 'db') },
    logger: createLogger('silent'),
    demoData: false,
  });
  const results = {};
  try {
    const { sql } = await import('drizzle-orm');
    const seeded = Date.now();
    await app.database.db.execute(sql`
      insert into participants (registration_code, year, first_name, last_name, email, phone, country, marketing_consent, created_at)
      select 'AIB26-B' || lpad(i::text, 6, '0'), 2026, 'Guest' || i, (array['Okafor','Bello','Adeyemi','Mensah','Diallo'])[1 + i % 5],
             'guest' || i || '@example.com', '+2348000000000', (array['Nigeria','Ghana','Kenya'])[1 + i % 3],
             i <= ${mailRecipients}, now() - (i || ' seconds')::interval
      from generate_series(1, ${participants}) i`);
    // What the hourly maintenance job does on the embedded database.
    const { vacuumEmbedded } = await import(path.join(ROOT, 'api/dist/db/maintenance.js'));
    await vacuumEmbedded(app.database);
    results.seed = { participants, seconds: Number(((Date.now() - seeded) / 1000).toFixed(1)) };

    const login = await fetch(app.url + '/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password-1' }),
    }).then((r) => r.json());
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${login.token}` };
    const query =
      'query($page: PageInput, $search: String, $orderBy: ParticipantOrder) { adminParticipants(page: $page, search: $search, orderBy: $orderBy) { total items { id firstName lastName email country checkedInAt } } }';
    const lists = {
      'first page, newest first': { page: { pageSize: 25 } },
      'search "guest12 ok"': { page: { pageSize: 25 }, search: 'guest12 ok' },
      'page 2,000, by last name': { page: { pageSize: 25, page: 2000 }, orderBy: { field: 'LAST_NAME' } },
    };
    const ask = async (body) => {
      const res = await fetch(app.url + '/graphql', { method: 'POST', headers, body }).then((r) => r.json());
      if (res.errors) throw new Error(JSON.stringify(res.errors));
      return res.data;
    };
    /** A single request's median, and (but in the tiny run after its first list) the load figures. */
    const measure = async (name, body) => {
      const times = [];
      for (let i = 0; i < (tiny ? 3 : 15); i++) {
        const t = performance.now();
        await ask(body);
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      // The tiny run loads the first list only: each one's query has run above.
      const loaded = !tiny || Object.keys(results.participantsList).length === 0;
      results.participantsList[name] = {
        singleMedianMs: Number(times[Math.floor(times.length / 2)].toFixed(1)),
        ...(loaded ? await autocannon(app.url + '/graphql', { body, headers, ...(tiny ? { amount: 20 } : {}) }) : {}),
      };
    };
    if (sections.has('admin-list')) {
      results.participantsList = {};
      for (const [name, variables] of Object.entries(lists)) await measure(name, JSON.stringify({ query, variables }));
      // The same depth by cursor: the page after page 2,000 by last name, read from the cursor of that
      // page's last row (made as the server makes it), with no OFFSET to skip.
      const deep = await ask(JSON.stringify({ query, variables: lists['page 2,000, by last name'] }));
      const last = deep.adminParticipants.items.at(-1);
      const { encodeCursor } = await import(path.join(ROOT, 'api/dist/lib/keyset.js'));
      const after =
        last && encodeCursor({ list: 'adminParticipants', order: 'lastName_asc' }, [last.lastName, last.id]);
      const connection =
        'query($after: String, $orderBy: ParticipantOrder) { adminParticipantsConnection(first: 25, after: $after, orderBy: $orderBy) { edges { node { id firstName lastName email country checkedInAt } } pageInfo { hasNextPage endCursor } } }';
      await measure(
        'page 2,001 by cursor, by last name',
        JSON.stringify({ query: connection, variables: { after, orderBy: { field: 'LAST_NAME' } } }),
      );
    }

    if (!sections.has('bulk-mail')) return results;
    const before = process.memoryUsage().rss;
    let peak = before;
    // Unref'd: a failure before it is cleared must not keep the bench's process alive.
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100).unref();
    const started = Date.now();
    const send = await fetch(app.url + '/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        query:
          'mutation { sendGroupMail(audience: CONSENTED_PARTICIPANTS, subject: "Bench", message: "Hello") { recipientCount } }',
      }),
    }).then((r) => r.json());
    if (send.errors) throw new Error(`sendGroupMail: ${JSON.stringify(send.errors)}`);
    const queuedMs = Date.now() - started;
    const target = send.data.sendGroupMail.recipientCount;
    await waitFor(() => sink.count() >= target, 15 * 60_000, `the bulk mail to ${target} recipients`).finally(() =>
      clearInterval(sampler),
    );
    const seconds = (Date.now() - started) / 1000;
    results.bulkMail = {
      recipients: target,
      sendGroupMailMs: queuedMs,
      seconds: Number(seconds.toFixed(1)),
      messagesPerSecond: Math.round(target / seconds),
      rssBeforeMb: Math.round(before / 1048576),
      rssPeakMb: Math.round(peak / 1048576),
    };
  } finally {
    await app.close();
    await sink.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  return results;
}

// ---------------------------------------------------------------------------------------------------
// Public API throughput against the physical limit (the budget: within a small factor of raw node:http): the built server in
// production mode with the demo catalogue, and in the same run a raw node:http server sending the
// very same bytes. Also: SQL statements per request for each list page, at two page sizes.

const BROWSE_QUERY =
  'query ToolsForBrowse($filter: ToolBrowseInput, $page: PageInput) { tools(filter: $filter, page: $page) { total page pageSize items { id name price { amount formatted } rentalCircle itemStatus city coverImage rating ratingCount category { id name } owner { id firstName } } } }';
const TOOL_QUERY =
  'query ToolDetails($id: ID!) { tool(id: $id) { id name description price { amount formatted } rentalCircle units itemStatus country state city coverImage image1 image2 image3 image4 rating ratingCount createdAt category { id name } owner { id firstName } } }';

// The signed-in lists write their page size in the document, as the web app does: the cost counts that size
// (a size sent as a variable counts as the largest, 100, and 100 bookings with these fields pass the limit).
const MY_TOOLS_QUERY =
  'query MyTools { myTools(page: { pageSize: 20 }) { total page pageSize hasMore items { id name description price { amount formatted } rentalCircle units itemStatus city address coverImage rating ratingCount createdAt bookingsCount category { id name } owner { id firstName } } } }';
// The owner's bookings page as the web app asks for it.
const MY_BOOKINGS_QUERY =
  'query MyBookings { myBookings(page: { pageSize: 25 }) { total page pageSize hasMore items { id code status quantity startDate startTime endDate endTime timeZone rentalCircle billedMinutes price { amount currency formatted } amount { amount currency formatted } pickupDate returnedAt cancelledAt refundStatus overdue createdAt tool { id name coverImage city state country address categoryName } renter { id firstName lastName } owner { id firstName lastName } viewerRole canConfirmPickup canConfirmReturn canCancel canReview pickupOpensAt unreadMessages deposit { amount formatted } } } }';

/** Budget: at least half the raw server's requests/s, p99 under 50 ms, at 50 connections. */
export const PUBLIC_API_BUDGET = { connections: 50, minRatio: 0.5, maxP99Ms: 50 };
/**
 * Budget of a query whose answer depends on the viewer: at least half of its floor (the same SQL through
 * the same driver), and on Postgres a p99 under 200 ms, at 50 connections.
 */
export const SIGNED_IN_BUDGET = { minRatio: 0.5, maxP99Ms: 200 };

/**
 * Records the calls the app makes to its database driver while `record` holds an array: the statement,
 * its parameters and its options as the driver got them (a prepared statement's name, the row mode, the
 * type parsers), so the floor can make the very same calls.
 */
function recordDriverCalls(handle, pg) {
  const sink = { record: undefined, restore: () => {} };
  if (handle.kind === 'postgres') {
    const query = pg.Client.prototype.query;
    sink.restore = () => (pg.Client.prototype.query = query);
    pg.Client.prototype.query = function (config, values, callback) {
      if (sink.record && config && typeof config === 'object' && typeof config.text === 'string') {
        sink.record.push({ ...config, values: config.values ?? values });
      } else if (sink.record && typeof config === 'string') {
        sink.record.push({ text: config, values });
      }
      return query.call(this, config, values, callback);
    };
  } else {
    const query = handle.pglite.query.bind(handle.pglite);
    handle.pglite.query = (text, params, options) => {
      sink.record?.push({ text, values: params, options });
      return query(text, params, options);
    };
  }
  return sink;
}

/**
 * The floor of a signed-in request: a node:http server that, for every request, makes the database
 * calls the app made for one such request (recorded from a warm request by recordDriverCalls), through
 * the app's own driver and pool, one after another, then answers the app's bytes.
 */
async function startFloorServer(handle) {
  const { createServer } = await import('node:http');
  let current = { calls: [], contentType: 'application/json', body: Buffer.alloc(0) };
  const send =
    handle.kind === 'postgres'
      ? (call) => handle.pool.query(call)
      : (call) => handle.pglite.query(call.text, call.values, call.options);
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', async () => {
      try {
        for (const call of current.calls) await send(call);
      } catch (error) {
        res.writeHead(500).end(String(error));
        return;
      }
      res.writeHead(200, { 'content-type': current.contentType, 'content-length': current.body.length });
      res.end(current.body);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    serve(floor) {
      current = floor;
    },
    close: () => new Promise((r) => server.close(r)),
  };
}

/** The item of `items` whose key comes up most often (the first of them on a tie). */
function mostCommon(items, key) {
  const counts = new Map();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return items.reduce((best, item) => (counts.get(key(item)) > counts.get(key(best)) ? item : best));
}

/** A raw node:http server answering every request with one fixed response. */
async function startRawServer() {
  const { createServer } = await import('node:http');
  let current = { status: 200, headers: {}, body: Buffer.alloc(0) };
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(current.status, { ...current.headers, 'content-length': current.body.length });
      res.end(current.body);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    serve(response) {
      current = response;
    },
    close: () => new Promise((r) => server.close(r)),
  };
}

/**
 * One database: 'pglite' (embedded, on disk) or 'postgres' (a fresh database on TEST_DATABASE_URL).
 * Demo content is loaded explicitly (startApp's `demoData`), although production mode would not.
 * `endpoints` picks the measured endpoints by name (all by default); `tiny` runs every step with a
 * few requests (the test suite's run of the bench).
 */
export async function benchPublicApi({
  database = 'pglite',
  seconds = 2,
  rounds = 5,
  endpoints = /./,
  tiny = false,
} = {}) {
  // The tiny run: one round per endpoint, a fixed number of requests, no warm-up.
  const roundCount = tiny ? 1 : rounds;
  const { loadConfig } = await import(path.join(ROOT, 'api/dist/config/config.js'));
  const { startApp } = await import(path.join(ROOT, 'api/dist/server.js'));
  const { createLogger } = await import(path.join(ROOT, 'api/dist/lib/logger.js'));
  const { DEMO_PASSWORD } = await import(path.join(ROOT, 'api/dist/db/demo.js'));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'aibex-bench-public-'));
  const pgdb = database === 'postgres' ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL) : undefined;
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1234',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_SCALE: '1000',
  });
  let counting = false;
  let queries = 0;
  const app = await startApp(config, {
    database: {
      ...(pgdb ? { databaseUrl: pgdb.url } : { dataDir: path.join(dataDir, 'db') }),
      onQuery: () => {
        if (counting) queries += 1;
      },
    },
    logger: createLogger('silent'),
    demoData: true,
  });
  const raw = await startRawServer();
  const driverCalls = recordDriverCalls(app.database, (await import('pg')).default);
  const floor = await startFloorServer(app.database);
  const results = { database, endpoints: {}, queriesPerRequest: {} };
  try {
    const gqlBody = (query, variables) => JSON.stringify({ query, variables });
    const json = { 'content-type': 'application/json' };
    const call = async (url, init = {}) => {
      const res = await fetch(app.url + url, init);
      const body = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body}`);
      if (init.body && JSON.parse(body.toString()).errors) throw new Error(`${url}: ${body}`);
      return { res, body };
    };
    const counted = async (url, init) => {
      queries = 0;
      counting = true;
      try {
        await call(url, init);
      } finally {
        counting = false;
      }
      return queries;
    };
    const post = (query, variables, token) => ({
      method: 'POST',
      body: gqlBody(query, variables),
      headers: { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

    // SQL per list page, first request (nothing cached), at a small and a large page size.
    const adminToken = (
      await call('/api/login', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 'admin@aibex.test', password: DEMO_PASSWORD }),
      }).then((r) => JSON.parse(r.body.toString()))
    ).token;
    const signIn = async (email) =>
      (
        await call('/api/login', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ email, password: DEMO_PASSWORD }),
        }).then((r) => JSON.parse(r.body.toString()))
      ).token;
    const renterToken = await signIn('renter@aibex.test');
    const ownerToken = (
      await call('/api/login', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 'owner@aibex.test', password: DEMO_PASSWORD }),
      }).then((r) => JSON.parse(r.body.toString()))
    ).token;
    const adminList = (field, items) =>
      `query($page: PageInput) { ${field}(page: $page) { total items { ${items} } } }`;
    const lists = {
      'marketplace browse (anonymous)': (n) => ['/graphql', post(BROWSE_QUERY, { page: { pageSize: n } })],
      'rental categories (REST)': () => ['/api/all-rental-categories', {}],
      'my tools (owner)': () => [
        '/graphql',
        post('{ myTools { items { id name category { name } owner { firstName } } } }', {}, ownerToken),
      ],
      'admin users': (n) => [
        '/graphql',
        post(adminList('adminUsers', 'id email firstName'), { page: { pageSize: n } }, adminToken),
      ],
      'admin participants': (n) => [
        '/graphql',
        post(adminList('adminParticipants', 'id email'), { page: { pageSize: n } }, adminToken),
      ],
      'admin sponsors': (n) => [
        '/graphql',
        post(adminList('adminSponsors', 'id company package { title }'), { page: { pageSize: n } }, adminToken),
      ],
      'admin outbox': (n) => [
        '/graphql',
        post(adminList('adminOutbox', 'id to subject'), { page: { pageSize: n } }, adminToken),
      ],
    };
    for (const [name, make] of Object.entries(lists)) {
      // Lists without a page size are one request (a second one would be answered from the cache).
      const small = await counted(...make(5));
      const large = make.length ? await counted(...make(50)) : small;
      results.queriesPerRequest[name] = { pageSize5: small, pageSize50: large };
    }

    // The demo has no bookings: the owner's list gets 25 (paid, picked up, returned) from the renter,
    // on the tests' own builder (TypeScript, loaded through tsx), so "my bookings" lists rows. tsx's
    // loader is removed again before anything is measured: left in place, it sits in every module
    // lookup of the process, and Apollo looks up node:crypto on every request (a production server
    // has no such loader).
    const { register } = await import('tsx/esm/api');
    const typescript = register({ namespace: 'bench-factories', tsconfig: path.join(ROOT, 'api/tsconfig.json') });
    const factories = await typescript.import('../api/src/test/factories.ts', import.meta.url);
    const ids = async (sqlText) =>
      (await app.database.db.execute(sqlText)).rows.map((row) => row.id ?? Object.values(row)[0]);
    const { sql } = await import('drizzle-orm');
    const [renterId] = await ids(sql`select id from users where email = 'renter@aibex.test'`);
    const ownerTools = await ids(
      sql`select t.id from tools t join users u on u.id = t.owner_id where u.email = 'owner@aibex.test' order by t.created_at`,
    );
    for (let i = 0; i < 25; i++) {
      await factories.buildBooking(app.database.db, {
        tool: { id: ownerTools[i % ownerTools.length] },
        renter: { id: renterId },
        status: ['confirmed', 'picked_up', 'returned'][i % 3],
        period: factories.bookingPeriod(2 + 3 * i, 3 + 3 * i),
      });
    }
    await typescript.unregister();

    // Throughput: each endpoint, then the raw server with the very same bytes.
    const browse = await call('/graphql', post(BROWSE_QUERY, { page: { pageSize: 20 } }));
    const toolId = JSON.parse(browse.body.toString()).data.tools.items[0].id;
    const browseVars = { page: { pageSize: 20 } };
    // `public` targets are compared with the raw server (the budget above); `signedIn` ones with their
    // floor (SIGNED_IN_BUDGET). The signed-in browse and tool queries read nothing that depends on the
    // viewer, so the public cache may answer them too; the browse with the pickup address does, and
    // keeps the full path (authentication, Apollo, the DataLoaders, the SQL) measured on every run.
    const targets = {
      'browse query (GraphQL, 20 tools)': { url: '/graphql', ...post(BROWSE_QUERY, browseVars), kind: 'public' },
      'GET /api/all-rental-categories': { url: '/api/all-rental-categories', method: 'GET', kind: 'public' },
      'tool page query (GraphQL)': { url: '/graphql', ...post(TOOL_QUERY, { id: toolId }), kind: 'public' },
      'browse query signed in': { url: '/graphql', ...post(BROWSE_QUERY, browseVars, ownerToken), kind: 'public' },
      'tool page query signed in': {
        url: '/graphql',
        ...post(TOOL_QUERY, { id: toolId }, renterToken),
        kind: 'public',
      },
      'browse with pickup address (full path)': {
        url: '/graphql',
        ...post(BROWSE_QUERY.replace('city coverImage', 'city address coverImage'), browseVars, ownerToken),
        kind: 'signedIn',
      },
      'my tools (owner)': {
        url: '/graphql',
        ...post(MY_TOOLS_QUERY, {}, ownerToken),
        kind: 'signedIn',
      },
      'my bookings (owner)': {
        url: '/graphql',
        ...post(MY_BOOKINGS_QUERY, {}, ownerToken),
        kind: 'signedIn',
      },
    };
    // The machine may be busy with other work: rounds alternate app and raw, and the medians count.
    const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
    const summary = (runs) => ({
      rps: median(runs.map((r) => r.rps)),
      p50: median(runs.map((r) => r.p50)),
      p99: median(runs.map((r) => r.p99)),
      errors: runs.reduce((n, r) => n + r.errors, 0),
    });
    // The tiny run loads one endpoint of each kind; the others are asked (every query still runs) and
    // their floor or raw server answers once, unloaded.
    const loaded = new Set();
    for (const [name, target] of Object.entries(targets)) {
      if (!endpoints.test(name)) continue;
      await call(target.url, target); // warm: plans, DataLoader code paths, the viewer
      // The floor makes the calls a request usually makes: a single request may also catch the viewer's
      // periodic lookup or a pg-boss poll, so several are recorded and the most common list counts.
      const recorded = [];
      let res;
      let body;
      for (let i = 0; i < 7; i++) {
        driverCalls.record = [];
        ({ res, body } = await call(target.url, target));
        recorded.push(driverCalls.record);
        driverCalls.record = undefined;
      }
      const calls = mostCommon(recorded, (list) => list.map((c) => c.text).join('\u0000'));
      const contentType = res.headers.get('content-type');
      const base = target.kind === 'public' ? raw : floor;
      if (target.kind === 'public') raw.serve({ status: 200, headers: { 'content-type': contentType }, body });
      else floor.serve({ calls, contentType, body });
      const opts = {
        method: target.method,
        body: target.body,
        headers: target.headers ?? {},
        connections: PUBLIC_API_BUDGET.connections,
        seconds,
        ...(tiny ? { amount: 100 } : {}),
      };
      if (!tiny) {
        await autocannon(app.url + target.url, { ...opts, seconds: 2 }); // warm-up
        await autocannon(base.url + target.url, { ...opts, seconds: 1 });
      }
      const appRuns = [];
      const rawRuns = [];
      if (tiny && loaded.has(target.kind)) {
        const answer = await fetch(base.url + target.url, {
          method: target.method ?? 'POST',
          body: target.body,
          headers: target.headers,
        });
        if (answer.status !== 200)
          throw new Error(
            `${name}: its ${target.kind === 'public' ? 'raw server' : 'floor'} answered ${answer.status}`,
          );
        await answer.arrayBuffer();
        results.endpoints[name] = {
          kind: target.kind,
          against: target.kind === 'public' ? 'raw' : 'floor',
          bytes: body.length,
          loaded: false,
        };
        continue;
      }
      loaded.add(target.kind);
      // Pairs run back to back, in alternating order, and each pair gives a ratio: a machine whose
      // load drifts during the run skews single pairs, not the median.
      for (let round = 0; round < roundCount; round++) {
        const first = round % 2 === 0 ? 'app' : 'raw';
        for (const side of first === 'app' ? ['app', 'raw'] : ['raw', 'app']) {
          const run = await autocannon((side === 'app' ? app.url : base.url) + target.url, opts);
          (side === 'app' ? appRuns : rawRuns).push(run);
        }
      }
      const server = summary(appRuns);
      const baseline = summary(rawRuns);
      const ratio = median(appRuns.map((r, i) => r.rps / rawRuns[i].rps));
      const budget =
        target.kind === 'public'
          ? PUBLIC_API_BUDGET
          : { ...SIGNED_IN_BUDGET, maxP99Ms: database === 'postgres' ? SIGNED_IN_BUDGET.maxP99Ms : Infinity };
      results.endpoints[name] = {
        kind: target.kind,
        against: target.kind === 'public' ? 'raw' : 'floor',
        statements: target.kind === 'public' ? undefined : calls.length,
        bytes: body.length,
        app: server,
        raw: baseline,
        ratio: Number(ratio.toFixed(2)),
        meetsBudget: ratio >= budget.minRatio && server.p99 < budget.maxP99Ms && server.errors === 0,
        rounds: { app: appRuns, raw: rawRuns },
      };
    }
  } finally {
    await raw.close();
    await floor.close();
    driverCalls.restore();
    await app.close();
    await pgdb?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return results;
}
