// A multipart body cut short is the client's mistake: every upload route (the REST shim's, through
// multer, and /graphql, through graphql-upload) answers 400 BAD_USER_INPUT, logs no unexpected error
// and leaves no partial file behind. Sent raw over node:net: the body ends without its closing
// boundary, or the client half-closes the connection before the length it announced.
import { mkdtempSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../api/src/lib/logger.js';
import { startTestApp, type TestApp } from '../../api/src/test/test-app.js';
import { ADMIN } from './support.js';

// graphql-upload buffers files in os.tmpdir(): a folder of this test's own shows what is left there.
const uploadsTmp = mkdtempSync(path.join(tmpdir(), 'aibex-truncated-'));
process.env.TMPDIR = uploadsTmp;

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  statusCode?: number;
  url?: string;
}
const lines: LogLine[] = [];
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(ADMIN, undefined, {
    logger: createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) }),
  });
});
afterAll(() => app?.close());

const BOUNDARY = 'truncated-test-boundary';
const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
/** A field whose value never ends: what follows it is cut off. */
const openField = (name: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${'y'.repeat(2_000)}`;
/** A file part whose content never ends: what follows it is cut off. */
const openFile = (name: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n` +
  `\x89PNG\r\n\x1a\n${'x'.repeat(20_000)}`;

interface RawAnswer {
  status: number;
  body: string;
  requestId: string | undefined;
}

/**
 * Sends a request whose body is `body` and announces `contentLength`. `halfClose`: the client ends its
 * side once the body is sent (a short body then never completes); otherwise it waits for the answer.
 */
function sendRaw(
  method: string,
  pathname: string,
  body: string,
  options: { contentLength: number; halfClose: boolean },
) {
  const url = new URL(app.url);
  return new Promise<RawAnswer>((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      const requestId = /^x-request-id: (.*)$/im.exec(head)?.[1]?.trim();
      resolve({ status, body: rest.join('\r\n\r\n'), requestId });
    });
    const headers = [
      `${method} ${pathname} HTTP/1.1`,
      `Host: ${url.host}`,
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
      `Content-Length: ${options.contentLength}`,
      'apollo-require-preflight: true',
      'Connection: close',
      '',
      '',
    ].join('\r\n');
    socket.write(headers + body, 'latin1');
    if (options.halfClose) socket.end();
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer from ${pathname} in 10 s`));
    }, 10_000).unref();
  });
}

const SOME_ID = '00000000-0000-4000-8000-000000000000';
/** Every REST route that reads a multipart body, with a field it takes and its file field. */
const REST_ROUTES = [
  { method: 'POST', path: '/api/create-account', field: 'first_name', file: 'image' },
  { method: 'PUT', path: `/api/update-account/${SOME_ID}`, field: 'first_name', file: 'image' },
  { method: 'POST', path: '/api/add-rental-category', field: 'name', file: 'image' },
  { method: 'PUT', path: `/api/update-rental-category/${SOME_ID}`, field: 'name', file: 'image' },
  { method: 'POST', path: `/api/user/${SOME_ID}/add-rental`, field: 'name', file: 'cover_image' },
  { method: 'PUT', path: `/api/update-rental/${SOME_ID}`, field: 'name', file: 'cover_image' },
  { method: 'POST', path: '/api/sponsorship-registration', field: 'company', file: 'image' },
  { method: 'POST', path: '/api/send-message', field: 'subject', file: 'image' },
  // multipart.none(): a file is refused, but a body cut short must be the client's mistake as well.
  { method: 'POST', path: '/unsubscribe', field: 'email', file: undefined },
];

const GRAPHQL_UPLOAD =
  field(
    'operations',
    JSON.stringify({
      query:
        'mutation($input: CreateAccountInput!, $image: Upload) { createAccount(input: $input, image: $image) { email } }',
      variables: {
        input: {
          firstName: 'Cut',
          lastName: 'Short',
          email: 'cut.short@example.com',
          country: 'Nigeria',
          password: 'a long enough password',
        },
        image: null,
      },
    }),
  ) + field('map', JSON.stringify({ 1: ['variables.image'] }));

/** The log lines of one request, once its access line is written. */
async function logOf(requestId: string | undefined, pathname: string): Promise<LogLine[]> {
  let access: LogLine | undefined;
  await expect
    .poll(() => {
      access = lines.find(
        (l) =>
          (requestId ? l.requestId === requestId : l.url === pathname) &&
          (l.msg === 'request completed' || l.msg === 'request aborted'),
      );
      return access;
    })
    .toBeDefined();
  // What the app does after the access line (an aborted request's error reaches the handler later).
  await new Promise((resolve) => setTimeout(resolve, 300));
  return lines.filter((l) => l.requestId === access!.requestId);
}

/** The app's own answer to a request whose client went away: 400, or none at all (the access line says aborted). */
function expectNoServerError(log: LogLine[]) {
  expect(log.filter((l) => l.level >= 50)).toEqual([]);
  const access = log.find((l) => l.msg === 'request completed' || l.msg === 'request aborted')!;
  if (access.msg === 'request completed') expect(access.statusCode).toBe(400);
}

/** graphql-upload's temporary copies of files (fs-capacitor's) left in the test's temporary folder. */
function expectNoPartialFiles() {
  const partial = () => readdirSync(uploadsTmp).filter((name) => name.startsWith('capacitor-'));
  return expect.poll(partial, { timeout: 5_000 }).toEqual([]);
}

describe.each(REST_ROUTES)('$path with a multipart body cut short', (route) => {
  const body = route.file ? field(route.field, 'Cut short') + openFile(route.file) : openField(route.field);

  it('answers 400 BAD_USER_INPUT in the REST shape when the closing boundary is missing', async () => {
    const res = await sendRaw(route.method, route.path, body, { contentLength: body.length, halfClose: false });
    expect(res.status).toBe(400);
    const answer = JSON.parse(res.body) as { message: string; code: string; errors: { msg: string; path: string }[] };
    expect(answer).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ path: 'body', msg: expect.any(String) }] });
    expect(answer.message).toMatch(/cut short|ended before/i);
    const log = await logOf(res.requestId, route.path);
    expect(log.filter((l) => l.level >= 50)).toEqual([]);
  });

  it('counts a connection half-closed before the announced length as a 400, not an unexpected error', async () => {
    lines.length = 0;
    const res = await sendRaw(route.method, route.path, body, { contentLength: body.length + 50_000, halfClose: true });
    // Node itself answers a request that can never complete; the app's own answer is in its log.
    expect(res.status).toBe(400);
    expectNoServerError(await logOf(undefined, route.path));
  });
});

describe('/graphql with a multipart body cut short', () => {
  it('answers BAD_USER_INPUT when the file part has no closing boundary, and keeps no part of the file', async () => {
    const body = GRAPHQL_UPLOAD + openFile('1');
    const res = await sendRaw('POST', '/graphql', body, { contentLength: body.length, halfClose: false });
    const answer = JSON.parse(res.body) as { errors?: { extensions?: { code?: string } }[]; code?: string };
    expect(answer.errors?.[0]?.extensions?.code ?? answer.code).toBe('BAD_USER_INPUT');
    const log = await logOf(res.requestId, '/graphql');
    expect(log.filter((l) => l.level >= 50)).toEqual([]);
    await expectNoPartialFiles();
  });

  it('answers 400 BAD_USER_INPUT when the body ends inside its operations', async () => {
    const whole = GRAPHQL_UPLOAD + openFile('1');
    const body = whole.slice(0, whole.indexOf('"map"') - 30);
    const res = await sendRaw('POST', '/graphql', body, { contentLength: body.length, halfClose: false });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'BAD_USER_INPUT' });
    const log = await logOf(res.requestId, '/graphql');
    expect(log.filter((l) => l.level >= 50)).toEqual([]);
  });

  it('logs no unexpected error when the client half-closes inside the file, and keeps no part of it', async () => {
    lines.length = 0;
    const body = GRAPHQL_UPLOAD + openFile('1');
    const res = await sendRaw('POST', '/graphql', body, { contentLength: body.length + 50_000, halfClose: true });
    expect(res.status).toBe(400);
    const log = await logOf(undefined, '/graphql');
    expect(log.filter((l) => l.level >= 50)).toEqual([]);
    await expectNoPartialFiles();
  });
});
