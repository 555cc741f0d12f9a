// Marketplace part of `npm run bench`: the built server in this process, on a fresh embedded database
// (and on a Postgres server when a URL is given).
//   - search at 100,000 tools: single-request latency per filter and p50/p99 under 10 connections
//   - bookings: 50 concurrent checkouts of a one-unit and a three-unit tool (how many win), and
//     confirmed bookings per second through the whole flow (cart, checkout, card, confirm)
//   - messaging: delivery latency between two real browsers over graphql-ws, 100 messages
/* global window, document, MutationObserver -- functions passed to page.evaluate run in the browser */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { autocannon, freshPostgresDatabase } from './bench-lib.mjs';
import { ROOT } from './lib.mjs';

const PASSWORD = 'bench password 2026';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (n) => Number(n.toFixed(1));
const day = (n) => new Date(Date.now() + 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

/** A small HTTP client with a bearer token, like one API user. */
function client(baseUrl, token) {
  return {
    token,
    async gql(query, variables = {}) {
      const res = await fetch(baseUrl + '/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      return res.json();
    },
    async json(method, url, body) {
      const res = await fetch(baseUrl + url, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
  };
}

async function account(baseUrl, firstName) {
  const email = `${firstName.toLowerCase()}.${randomBytes(4).toString('hex')}@example.com`;
  const form = new FormData();
  for (const [k, v] of Object.entries({
    first_name: firstName,
    last_name: 'Bench',
    email,
    phone: '+234 800 000 0000',
    country: 'Nigeria',
    city: 'Lagos',
    password: PASSWORD,
  }))
    form.append(k, v);
  const created = await fetch(baseUrl + '/api/create-account', { method: 'POST', body: form });
  if (created.status !== 201) throw new Error(`create-account: ${created.status} ${await created.text()}`);
  const login = await fetch(baseUrl + '/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  }).then((r) => r.json());
  return { email, id: login.user.id, http: client(baseUrl, login.token) };
}

/** A listed tool, straight into the table (the listing form and its photo upload are not what is measured). */
async function listTool(app, ownerId, categoryId, { name, units, price = 1000 }) {
  const { sql } = await import('drizzle-orm');
  const result = await app.database.db.execute(sql`
    insert into tools (owner_id, category_id, name, price_cents, currency, units, country, city, time_zone)
    values (${ownerId}, ${categoryId}, ${name}, ${price}, ${app.services.config.currency}, ${units}, 'Nigeria', 'Lagos', 'Africa/Lagos')
    returning id`);
  return result.rows[0].id;
}

async function payAndConfirm(renter, clientSecret, paymentId) {
  const card = await renter.http.json('POST', '/api/payment/test-provider/confirm', {
    clientSecret,
    cardNumber: '4242424242424242',
    expMonth: 12,
    expYear: 2031,
    cvc: '123',
  });
  if (card.body?.status !== 'succeeded') throw new Error(`card: ${JSON.stringify(card.body)}`);
  const confirmed = await renter.http.gql('mutation($id: ID!) { confirmPayment(paymentId: $id) { status } }', {
    id: paymentId,
  });
  if (confirmed.data?.confirmPayment.status !== 'SUCCEEDED') throw new Error(JSON.stringify(confirmed));
}

const ADD = 'mutation($input: AddToCartInput!) { addToCart(input: $input) { totalAmount { decimal } } }';
const CHECKOUT = 'mutation { checkout { id clientSecret } }';

async function concurrency(app, renters, toolId, period) {
  await Promise.all(renters.map((r) => r.http.gql('mutation { emptyCart { totalQuantity } }')));
  for (const r of renters) {
    const added = await r.http.gql(ADD, { input: { toolId, ...period } });
    if (added.errors) throw new Error(JSON.stringify(added.errors));
  }
  const started = performance.now();
  const results = await Promise.all(renters.map((r) => r.http.gql(CHECKOUT)));
  const ms = performance.now() - started;
  const won = results.filter((r) => !r.errors).length;
  const clearErrors = results.filter((r) => r.errors?.[0]?.extensions?.code === 'CONFLICT').length;
  return { requests: renters.length, won, notAvailable: clearErrors, ms: Math.round(ms) };
}

async function bookingThroughput(renters, toolId, total = 100, parallel = 10) {
  let next = 0;
  const started = performance.now();
  async function worker(renter) {
    while (next < total) {
      const i = next++;
      // Each booking its own hour, so the flow is measured, not the refusals.
      const hour = 7 + (i % 12);
      const period = {
        startDate: day(30 + Math.floor(i / 12)),
        startTime: `${String(hour).padStart(2, '0')}:00`,
        endDate: day(30 + Math.floor(i / 12)),
        endTime: `${String(hour + 1).padStart(2, '0')}:00`,
      };
      await renter.http.gql('mutation { emptyCart { totalQuantity } }');
      const added = await renter.http.gql(ADD, { input: { toolId, ...period } });
      if (added.errors) throw new Error(JSON.stringify(added.errors));
      const checkout = await renter.http.gql(CHECKOUT);
      if (checkout.errors) throw new Error(JSON.stringify(checkout.errors));
      await payAndConfirm(renter, checkout.data.checkout.clientSecret, checkout.data.checkout.id);
    }
  }
  await Promise.all(renters.slice(0, parallel).map(worker));
  const seconds = (performance.now() - started) / 1000;
  return { bookings: total, parallel, seconds: round(seconds), perSecond: round(total / seconds) };
}

async function seedTools(app, ownerId, categoryId, count) {
  const { sql } = await import('drizzle-orm');
  const words = ['drill', 'saw', 'mower', 'generator', 'ladder', 'grinder', 'sander', 'washer', 'mixer', 'welder'];
  const cities = ['Lagos', 'Abuja', 'Ikeja', 'Kano', 'Ibadan', 'Accra', 'Enugu'];
  const started = Date.now();
  await app.database.db.execute(sql`
    insert into tools (owner_id, category_id, name, description, price_cents, currency, rental_circle, units, country, city, time_zone, cover_image, created_at)
    select ${ownerId}, ${categoryId},
      initcap((array[${sql.join(
        words.map((w) => sql`${w}`),
        sql`, `,
      )}])[1 + i % 10]) || ' model ' || i,
      'Well kept, with its case. Item ' || i,
      500 + (i * 37) % 20000, ${app.services.config.currency}, case when i % 3 = 0 then 'hourly' else 'daily' end, 1 + i % 3, 'Nigeria',
      (array[${sql.join(
        cities.map((c) => sql`${c}`),
        sql`, `,
      )}])[1 + i % 7], 'Africa/Lagos', null, now() - (i || ' seconds')::interval
    from generate_series(1, ${count}) i`);
  if (app.database.kind === 'pglite') await app.database.pglite.exec('vacuum analyze');
  else await app.database.db.execute(sql`analyze tools`);
  return round((Date.now() - started) / 1000);
}

/**
 * Signed-in searches that read the pickup address (a field that depends on the viewer keeps a signed-in
 * caller off the public response cache, so every request runs the SQL), plus the first page as an
 * anonymous visitor gets it (from the cache).
 */
async function searchLatency(app, categoryId, token, tiny) {
  const query =
    'query($f: ToolBrowseInput, $o: ToolOrder, $p: PageInput) { tools(filter: $f, orderBy: $o, page: $p) { total items { id name price { amount formatted } rentalCircle rating ratingCount city address category { name } owner { firstName } } } }';
  const p = { pageSize: 20 };
  const searches = {
    'newest, page 1': { p },
    'keyword "drill"': { f: { search: 'drill' }, p },
    'keyword + city + price': { f: { search: 'gen', city: 'Abuja', minPrice: '20', maxPrice: '150' }, p },
    'category, by price': { f: { categoryId }, o: { field: 'PRICE' }, p },
    'free on three days': { f: { freeFrom: day(10), freeTo: day(12) }, p },
    // The deepest page there is: pages reach the first 1,000 matches (TOTAL_CAP in tool.service.ts).
    'last page (50), by rating': { o: { field: 'RATING' }, p: { page: 50, pageSize: 20 } },
    'anonymous, newest (cached)': { p },
  };
  const out = {};
  for (const [name, variables] of Object.entries(searches)) {
    const body = JSON.stringify({ query, variables });
    const headers = { 'content-type': 'application/json' };
    if (!name.startsWith('anonymous')) headers.authorization = `Bearer ${token}`;
    process.stderr.write(`    ${name}\n`);
    const times = [];
    for (let i = 0; i < (tiny ? 2 : 15); i++) {
      const t = performance.now();
      const res = await fetch(app.url + '/graphql', { method: 'POST', headers, body }).then((r) => r.json());
      if (res.errors) throw new Error(JSON.stringify(res.errors));
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    // The tiny run loads the first search only: each one's query has run above.
    const load = !tiny || Object.keys(out).length === 0;
    out[name] = {
      singleP50Ms: round(percentile(times, 50)),
      ...(load
        ? await autocannon(app.url + '/graphql', { body, headers, ...(tiny ? { amount: 20 } : { seconds: 4 }) })
        : {}),
    };
  }
  return out;
}

/** Two real browsers on one booking: 100 messages, time from the click on Send to the text on the other page. */
async function messagingLatency(app, chromePath, renter, owner, bookingId, count = 100) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const open = async (person, pagePath) => {
      const context = await browser.newContext({ baseURL: app.url });
      const page = await context.newPage();
      await page.goto('/user-login');
      // The page is server-rendered: its form works once React has taken it over (<html data-hydrated>).
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(person.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(/user-dashboard/);
      await page.goto(`${pagePath}?id=${bookingId}`);
      await page.getByLabel('Your message').waitFor();
      return page;
    };
    const sender = await open(renter, '/user/my-rental-history-details');
    const receiver = await open(owner, '/user/my-bookings-details');
    // Once opening the page has settled (it marks the conversation read), nothing more is asked.
    await receiver.waitForLoadState('networkidle');
    const pollsWhileIdle = [];
    receiver.on('request', (r) => pollsWhileIdle.push(r.url()));
    await receiver.waitForTimeout(3000);
    const idleRequests = pollsWhileIdle.filter((u) => u.includes('/graphql') || u.includes('/api/')).length;
    // The receiving page notes when each text appears, on its own clock (same machine as the sender's).
    await receiver.evaluate(() => {
      const arrivals = {};
      window.__arrivals = arrivals;
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('.message__body')) {
          if (!(el.textContent in arrivals)) arrivals[el.textContent] = Date.now();
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    // The sending page notes when the person submits (the moment they press Send), not when the test
    // tool starts clicking.
    await sender.evaluate(() => {
      const sentAt = {};
      window.__sentAt = sentAt;
      document.addEventListener(
        'submit',
        () => {
          const text = document.querySelector('.conversation__draft')?.value.trim();
          if (text) sentAt[text] = Date.now();
        },
        true,
      );
    });
    for (let i = 0; i < count; i++) {
      const text = `Bench message ${i}`;
      await sender.getByLabel('Your message').fill(text);
      await sender.getByRole('button', { name: 'Send', exact: true }).click();
      await receiver.waitForFunction((t) => t in window.__arrivals, text, { polling: 10 });
    }
    const sent = await sender.evaluate(() => window.__sentAt);
    const arrivals = await receiver.evaluate(() => window.__arrivals);
    const latencies = Object.keys(sent)
      .map((t) => arrivals[t] - sent[t])
      .sort((a, b) => a - b);
    return {
      messages: count,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      maxMs: latencies.at(-1),
      idleRequestsIn3s: idleRequests,
    };
  } finally {
    await browser.close();
  }
}

/**
 * `tiny` (the test suite's run of the bench): a few hundred tools, a handful of renters, bookings and
 * messages, a fixed number of requests instead of seconds of load: every query and step runs, nothing
 * is measured.
 */
export async function benchRentals({ chromePath, databaseUrl, tools = 100_000, tiny = false } = {}) {
  const size = tiny
    ? { renters: 4, bookings: 4, parallel: 2, messages: 2 }
    : { renters: 50, bookings: 100, parallel: 10, messages: 100 };
  const { loadConfig } = await import(path.join(ROOT, 'api/dist/config/config.js'));
  const { startApp } = await import(path.join(ROOT, 'api/dist/server.js'));
  const { createLogger } = await import(path.join(ROOT, 'api/dist/lib/logger.js'));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'aibex-bench-rentals-'));
  const pgdb = databaseUrl ? await freshPostgresDatabase(databaseUrl) : undefined;
  const database = pgdb ? { databaseUrl: pgdb.url } : { dataDir: path.join(dataDir, 'db') };
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1234',
    ADMIN_EMAIL: 'bench.rentals@example.com',
    ADMIN_PASSWORD: 'bench-password-1',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_SCALE: '1000',
    // Production mode for realistic timings, paid with the test card: the test provider must be asked for.
    PAYMENTS_TEST_MODE: '1',
    ...(pgdb ? { DATABASE_URL: pgdb.url } : {}),
  });
  const app = await startApp(config, { database, logger: createLogger('silent'), demoData: false });
  const results = { database: databaseUrl ? 'postgres' : 'pglite' };
  try {
    const login = await fetch(app.url + '/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench.rentals@example.com', password: 'bench-password-1' }),
    }).then((r) => r.json());
    const adminHttp = client(app.url, login.token);
    const category = await adminHttp.gql('mutation { createRentalCategory(name: "Bench tools") { id } }');
    const categoryId = category.data.createRentalCategory.id;
    const owner = await account(app.url, 'Owner');
    const renters = [];
    for (let i = 0; i < size.renters; i++) renters.push(await account(app.url, `Renter${i}`));

    const step = (what) => process.stderr.write(`  marketplace bench (${results.database}): ${what}\n`);
    step(`seeding ${tools.toLocaleString('en')} tools`);
    const seeded = await seedTools(app, owner.id, categoryId, tools);
    step('search');
    results.search = {
      tools,
      seedSeconds: seeded,
      filters: await searchLatency(app, categoryId, renters[0].http.token, tiny),
    };

    const single = await listTool(app, owner.id, categoryId, { name: 'Bench tile cutter', units: 1 });
    const triple = await listTool(app, owner.id, categoryId, { name: 'Bench scaffold', units: 3 });
    const many = await listTool(app, owner.id, categoryId, { name: 'Bench drill fleet', units: 100 });
    const period = { startDate: day(5), startTime: '09:00', endDate: day(6), endTime: '09:00' };
    step('concurrent checkouts');
    results.concurrency = {
      oneUnit: await concurrency(app, renters, single, period),
      threeUnits: await concurrency(app, renters, triple, period),
    };
    step('booking throughput');
    results.bookings = await bookingThroughput(renters, many, size.bookings, size.parallel);

    if (chromePath) {
      step('messages between two browsers');
      const tool = await listTool(app, owner.id, categoryId, { name: 'Bench welder', units: 1 });
      const renter = renters[0];
      await renter.http.gql('mutation { emptyCart { totalQuantity } }');
      await renter.http.gql(ADD, {
        input: { toolId: tool, startDate: day(60), startTime: '09:00', endDate: day(61), endTime: '09:00' },
      });
      const checkout = await renter.http.gql(CHECKOUT);
      if (checkout.errors) throw new Error(`checkout: ${JSON.stringify(checkout.errors)}`);
      await payAndConfirm(renter, checkout.data.checkout.clientSecret, checkout.data.checkout.id);
      const history = await renter.http.gql('{ myRentalHistory(page: { pageSize: 1 }) { items { id } } }');
      if (history.errors) throw new Error(`myRentalHistory: ${JSON.stringify(history.errors)}`);
      const bookingId = history.data.myRentalHistory.items[0].id;
      results.messaging = await messagingLatency(app, chromePath, renter, owner, bookingId, size.messages);
    }
  } finally {
    await app.close();
    await pgdb?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return results;
}

/** The table `npm run bench` prints for one database. */
export function printRentals(r) {
  console.log(`\nMarketplace (built server, ${r.database})`);
  console.log(
    `search at ${r.search.tools.toLocaleString('en')} tools (seeded in ${r.search.seedSeconds} s), signed in unless marked`,
  );
  console.log('filter                              single p50   req/s (10 conn)   p50 ms   p99 ms');
  for (const [name, s] of Object.entries(r.search.filters)) {
    if (s.rps === undefined) {
      console.log(`${name.padEnd(34)} ${String(s.singleP50Ms).padStart(8)} ms   (not loaded: the tiny run)`);
      continue;
    }
    console.log(
      `${name.padEnd(34)} ${String(s.singleP50Ms).padStart(8)} ms ${String(s.rps).padStart(14)} ${String(s.p50).padStart(8)} ${String(s.p99).padStart(8)}${s.errors ? `  errors: ${s.errors}` : ''}`,
    );
  }
  const c = r.concurrency;
  console.log(
    `concurrent checkouts of one period: 1-unit tool ${c.oneUnit.won} won / ${c.oneUnit.notAvailable} "not available" of ${c.oneUnit.requests} (${c.oneUnit.ms} ms); 3-unit tool ${c.threeUnits.won} won / ${c.threeUnits.notAvailable} of ${c.threeUnits.requests} (${c.threeUnits.ms} ms)`,
  );
  console.log(
    `bookings confirmed end to end: ${r.bookings.bookings} in ${r.bookings.seconds} s = ${r.bookings.perSecond}/s (${r.bookings.parallel} renters at once)`,
  );
  if (r.messaging)
    console.log(
      `messaging between two browsers: ${r.messaging.messages} messages, p50 ${r.messaging.p50Ms} ms, p95 ${r.messaging.p95Ms} ms, max ${r.messaging.maxMs} ms; requests from an idle conversation page in 3 s: ${r.messaging.idleRequestsIn3s}`,
    );
}
