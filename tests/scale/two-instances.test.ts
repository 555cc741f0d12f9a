// Two app instances on one Postgres database and one shared DATA_DIR, behind a round-robin proxy,
// as a production deployment runs them. Once with Postgres LISTEN/NOTIFY carrying subscription
// events, once with Redis (when TEST_REDIS_URL is set).
import { request as httpRequest, createServer, type IncomingMessage, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFields, tinyPng, uniqueEmail } from '../../api/src/test/factories.js';
import { startSmtpSink, type SmtpSink } from '../../api/src/test/smtp-sink.js';
import {
  createTestStore,
  HttpClient,
  startTestApp,
  type TestApp,
  type TestStore,
} from '../../api/src/test/test-app.js';

const ADMIN = { ADMIN_EMAIL: 'scale.admin@example.com', ADMIN_PASSWORD: 'scale-admin-password' };

/**
 * The tiny reverse proxy: plain requests and WebSocket upgrades each go to the next backend in turn.
 * A backend that refuses the connection (restarting) is skipped, as nginx's proxy_next_upstream does.
 */
async function startRoundRobinProxy(initial: string[]) {
  const backends = [...initial];
  let nextRequest = 0;
  let nextUpgrade = 0;
  const served: string[] = [];
  const upgrades: string[] = [];

  const forward = (target: string, req: IncomingMessage, body: Buffer) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const url = new URL(target);
      const headers = { ...req.headers, 'content-length': String(body.length) };
      delete headers['transfer-encoding'];
      const upstream = httpRequest(
        { host: url.hostname, port: url.port, method: req.method, path: req.url, headers },
        resolve,
      );
      upstream.on('error', reject);
      upstream.end(body);
    });

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    for (let attempt = 0; attempt < backends.length; attempt++) {
      const target = backends[nextRequest++ % backends.length]!;
      try {
        const answer = await forward(target, req, body);
        served.push(target);
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': target });
        answer.pipe(res);
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ECONNREFUSED') throw error;
      }
    }
    res.writeHead(502).end('no backend answered');
  });

  server.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => {
    const target = backends[nextUpgrade++ % backends.length]!;
    upgrades.push(target);
    const url = new URL(target);
    const upstream = connect(Number(url.port), url.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(lines.join('\r\n') + '\r\n\r\n');
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    upgrades,
    replace(oldTarget: string, newTarget: string) {
      backends[backends.indexOf(oldTarget)] = newTarget;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Proxy = Awaited<ReturnType<typeof startRoundRobinProxy>>;

function subscriber(baseUrl: string, token: string) {
  const events: { myToolChanged: { id: string; itemStatus: string } }[] = [];
  let connected!: () => void;
  const ready = new Promise<void>((resolve) => (connected = resolve));
  const client: Client = createClient({
    url: baseUrl.replace('http', 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: false,
    on: { connected: () => connected() },
  });
  client.subscribe(
    { query: 'subscription { myToolChanged { id itemStatus } }' },
    { next: (value) => events.push(value.data as never), error: () => {}, complete: () => {} },
  );
  return { client, events, ready };
}

async function waitUntil(check: () => boolean, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const registration = (email: string) => ({
  title: 'Mrs.',
  gender: 'Female',
  first_name: 'Scale',
  last_name: 'Test',
  email,
  phone: '+234 803 000 1111',
  country: 'Nigeria',
});

const transports: ('postgres' | 'redis')[] = ['postgres', ...(process.env.TEST_REDIS_URL ? ['redis' as const] : [])];

describe.each(transports)('two instances behind one address, events over %s', (transport) => {
  let smtp: SmtpSink;
  let store: TestStore;
  let a: TestApp;
  let b: TestApp;
  let proxy: Proxy;
  const env = () => ({
    ...ADMIN,
    SMTP_URL: smtp.url,
    // Unset: the instances must agree on the secret generated into the shared DATA_DIR.
    JWT_SECRET: '',
    MAIL_RATE_PER_SECOND: '200',
    ...(transport === 'redis' ? { REDIS_URL: process.env.TEST_REDIS_URL! } : {}),
  });

  // What the steps below share.
  const viaProxy = () => new HttpClient(proxy.url);
  let user: HttpClient;
  let userId = '';
  let toolId = '';
  let coverUrl = '';

  beforeAll(async () => {
    smtp = await startSmtpSink();
    store = await createTestStore();
    // Started together: migrations, the queue schema, the first admin and the JWT secret all race.
    [a, b] = await Promise.all([startTestApp(env(), store), startTestApp(env(), store)]);
    proxy = await startRoundRobinProxy([a.url, b.url]);
  }, 60_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all([a?.close(), b?.close()]);
    await store?.drop();
    await smtp?.close();
  });

  it(`carries events over ${transport}`, () => {
    expect([a.pubsubTransport, b.pubsubTransport]).toEqual([transport, transport]);
  });

  it('shares sessions: sign-in through the proxy, then every request works on either instance', async () => {
    user = viaProxy();
    const fields = accountFields();
    expect((await user.form('POST', '/api/create-account', fields)).status).toBe(201);
    const login = await user.json('POST', '/api/login', { email: fields.email, password: fields.password });
    expect(login.status).toBe(200);
    user.token = login.body.token;
    userId = login.body.user.id;
    const seenBy = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const me = await user.gql('{ me { id } }');
      expect(me.data?.me).toEqual({ id: userId });
      seenBy.add(me.headers.get('x-upstream')!);
    }
    expect(seenBy).toEqual(new Set([a.url, b.url]));
    // The refresh cookie rotates on one instance and is accepted by the other.
    for (let i = 0; i < 2; i++) {
      const refreshed = await user.gql('mutation { refreshSession { accessToken } }');
      expect(refreshed.errors).toBeUndefined();
      user.token = refreshed.data!.refreshSession.accessToken;
    }
  });

  it('ends a session signed out on instance A at once there, and on instance B within two seconds', async () => {
    // A second sign-in of the same user: its own session, so the steps below keep theirs.
    const session = viaProxy();
    const fields = accountFields();
    expect((await session.form('POST', '/api/create-account', fields)).status).toBe(201);
    session.token = (await session.json('POST', '/api/login', { email: fields.email, password: fields.password })).body
      .token as string;
    const onA = new HttpClient(a.url);
    const onB = new HttpClient(b.url);
    onA.token = onB.token = session.token;
    for (const [name, value] of session.cookies) onA.cookies.set(name, value);
    // B has just looked the session up (and may keep it for a moment).
    expect((await onB.gql('{ me { id } }')).data?.me).not.toBeNull();
    const signedOut = await onA.gql('mutation { logout }');
    expect(signedOut.errors).toBeUndefined();
    const endedAt = performance.now();
    expect((await onA.gql('{ me { id } }')).data?.me).toBeNull();
    let stillSignedIn = true;
    while (stillSignedIn && performance.now() - endedAt < 3000) {
      stillSignedIn = (await onB.gql('{ me { id } }')).data?.me != null;
      if (stillSignedIn) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(stillSignedIn).toBe(false);
    expect(performance.now() - endedAt).toBeLessThan(2000);
  });

  it('serves a file uploaded through instance A from instance B', async () => {
    const admin = viaProxy();
    admin.token = (
      await admin.json('POST', '/api/login', { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD })
    ).body.token;
    const category = await admin.gql('mutation { createRentalCategory(name: "Scale tools") { id } }');
    expect(category.errors).toBeUndefined();

    const onA = new HttpClient(a.url);
    onA.token = user.token;
    const image = tinyPng();
    const created = await onA.gqlUpload(
      'mutation($input: ToolInput!, $coverImage: Upload) { createTool(input: $input, coverImage: $coverImage) { id coverImage } }',
      {
        input: {
          name: 'Shared drill',
          price: '12.50',
          categoryId: category.data!.createRentalCategory.id,
          country: 'Nigeria',
          city: 'Abuja',
        },
      },
      { coverImage: { data: image, name: 'drill.png', type: 'image/png' } },
    );
    expect(created.errors).toBeUndefined();
    toolId = created.data!.createTool.id;
    coverUrl = created.data!.createTool.coverImage;
    const fromB = await fetch(b.url + coverUrl);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/png');
    // Re-encoded on the way in: B serves exactly what A stored, not the bytes sent.
    const fromA = await fetch(a.url + coverUrl);
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
  });

  it('drops cached public pages on every instance as soon as one of them changes the data', async () => {
    const browse = async (base: string) => {
      const res = await fetch(base + '/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ tools { items { id name } } }' }),
      });
      return { cache: res.headers.get('x-cache'), body: (await res.json()) as any };
    };
    // B may still hear of the tool created a moment ago (its cache is dropped then): ask until it keeps the page.
    let cached = await browse(b.url);
    for (let i = 0; i < 40 && cached.cache !== 'HIT'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      cached = await browse(b.url);
    }
    expect(cached.cache).toBe('HIT');
    const onA = new HttpClient(a.url);
    onA.token = user.token;
    const renamed = await onA.gql(
      'mutation($id: ID!) { updateTool(id: $id, input: { name: "Renamed drill" }) { id } }',
      {
        id: toolId,
      },
    );
    expect(renamed.errors).toBeUndefined();
    // Well within the 5 s lifetime of a cached page: only the broadcast invalidation explains it.
    const deadline = Date.now() + 2000;
    let seen = cached;
    while (seen.body.data.tools.items[0].name !== 'Renamed drill' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      seen = await browse(b.url);
    }
    expect(seen.body.data.tools.items[0]).toEqual({ id: toolId, name: 'Renamed drill' });
  });

  it('delivers a subscription event on instance B caused by a mutation sent to instance A', async () => {
    // Two sockets through the proxy: one lands on A, the other on B.
    const first = subscriber(proxy.url, user.token!);
    const second = subscriber(proxy.url, user.token!);
    try {
      await Promise.all([first.ready, second.ready]);
      expect(new Set(proxy.upgrades.slice(-2))).toEqual(new Set([a.url, b.url]));
      await new Promise((r) => setTimeout(r, 300));
      const onA = new HttpClient(a.url);
      onA.token = user.token;
      const res = await onA.gql('mutation($id: ID!) { setToolStatus(id: $id, status: UNAVAILABLE) { id } }', {
        id: toolId,
      });
      expect(res.errors).toBeUndefined();
      // An earlier change of this tool may still be on its way; the one that counts is the unlisting.
      const expected = { myToolChanged: { id: toolId, itemStatus: 'UNAVAILABLE' } };
      const heard = (events: unknown[]) => events.some((e) => JSON.stringify(e) === JSON.stringify(expected));
      await waitUntil(() => heard(first.events) && heard(second.events), 'both subscribers');
      expect(first.events).toContainEqual(expected);
      expect(second.events).toContainEqual(expected);
    } finally {
      await Promise.all([first.client.dispose(), second.client.dispose()]);
    }
  });

  it('runs each queued e-mail job once, on whichever instance takes it', async () => {
    const emails = Array.from({ length: 20 }, () => uniqueEmail('scale'));
    const client = viaProxy();
    const answers = await Promise.all(emails.map((email) => client.json('POST', '/api/register', registration(email))));
    expect(answers.map((r) => r.status)).toEqual(emails.map(() => 201));
    expect(new Set(answers.map((r) => r.headers.get('x-upstream')))).toEqual(new Set([a.url, b.url]));
    await waitUntil(() => emails.every((e) => smtp.mails.some((m) => m.to.includes(e))), 'the 20 confirmations');
    // Let both workers poll a few more times: a job run twice would show up now.
    await new Promise((r) => setTimeout(r, 1500));
    for (const email of emails) expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('loses nothing while one instance restarts', async () => {
    const before = Array.from({ length: 10 }, () => uniqueEmail('restart'));
    const client = viaProxy();
    // Queued just before B stops: whatever B had taken is finished by B or taken over by A.
    await Promise.all(before.map((email) => client.json('POST', '/api/register', registration(email))));
    const oldB = b;
    await oldB.close();

    // While B is down the proxy skips it: registrations and sessions keep working.
    const during = uniqueEmail('during');
    const registered = await client.json('POST', '/api/register', registration(during));
    expect(registered.status).toBe(201);
    const me = await user.gql('{ me { id } }');
    expect(me.data?.me).toEqual({ id: userId });

    b = await startTestApp(env(), store);
    proxy.replace(oldB.url, b.url);

    // The session issued before the restart, the uploaded file and the live events all work on the new B.
    const onB = new HttpClient(b.url);
    onB.token = user.token;
    expect((await onB.gql('{ me { id } }')).data?.me).toEqual({ id: userId });
    expect((await fetch(b.url + coverUrl)).status).toBe(200);
    const live = subscriber(b.url, user.token!);
    try {
      await live.ready;
      await new Promise((r) => setTimeout(r, 300));
      const onA = new HttpClient(a.url);
      onA.token = user.token;
      await onA.gql('mutation($id: ID!) { setToolStatus(id: $id, status: AVAILABLE) { id } }', { id: toolId });
      const expected = { myToolChanged: { id: toolId, itemStatus: 'AVAILABLE' } };
      await waitUntil(
        () => live.events.some((e) => JSON.stringify(e) === JSON.stringify(expected)),
        'the event on the restarted instance',
      );
    } finally {
      await live.client.dispose();
    }

    const all = [...before, during];
    await waitUntil(() => all.every((e) => smtp.mails.some((m) => m.to.includes(e))), 'every confirmation', 30_000);
    await new Promise((r) => setTimeout(r, 1500));
    for (const email of all) expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
  }, 60_000);
});
