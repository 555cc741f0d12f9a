// A client's x-request-id is kept only in a bounded, safe form (1 to 64 of A-Z a-z 0-9 . _ : -);
// anything else is replaced by a generated id before any line is logged, so a caller cannot write
// into the logs (quotes, braces, a megabyte) through it. Checked on each way a request is answered:
// Express, the GraphQL lane and a cached public answer.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../api/src/lib/logger.js';
import { startTestApp, type TestApp } from '../../api/src/test/test-app.js';

const lines: string[] = [];
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, undefined, {
    logger: createLogger('info', { write: (line: string) => void lines.push(line) }),
  });
});
afterAll(() => app?.close());

/** One request with a raw x-request-id (node:http sends any byte a header may hold). */
function send(method: string, path: string, requestId: string, body?: string) {
  return new Promise<{ status: number; requestId: string }>((resolve, reject) => {
    const req = request(
      `${app.url}${path}`,
      {
        method,
        headers: {
          'x-request-id': requestId,
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, requestId: String(res.headers['x-request-id']) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const logged = () => lines.map((line) => JSON.parse(line) as { requestId?: string; msg: string });

const WAYS = {
  express: () => ['GET', '/api/no-such-route'] as const,
  graphql: () => ['POST', '/graphql', JSON.stringify({ query: '{ site { expoName } }' })] as const,
  // Asked once first, so the request below is answered from the public cache.
  'public cache': () => ['GET', '/api/all-rental-categories'] as const,
};

const UNSAFE = {
  quote: 'INJECT" level=60 msg="admin logged in',
  braces: 'INJECT{"level":60}',
  space: 'INJECT two words',
  slash: 'INJECT/../x',
  latin1: 'INJECT\u00e9t\u00e9',
  'too long (65)': `INJECT${'x'.repeat(59)}`,
  '10 KB': `INJECT${'x'.repeat(10_000)}`,
};
const SAFE = { one: 'a', colons: 'trace:42.1_x-9', 'longest (64)': 'k'.repeat(64), uuid: crypto.randomUUID() };

describe.each(Object.entries(WAYS))('a request answered by %s', (_way, way) => {
  beforeAll(async () => {
    const [method, path, body] = way();
    await send(method, path, 'warm-up-request', body);
  });

  it.each(Object.entries(UNSAFE))('replaces an unsafe id (%s) before it is logged', async (_name, unsafe) => {
    const [method, path, body] = way();
    const before = lines.length;
    const res = await send(method, path, unsafe, body);
    expect(res.requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    await expect.poll(() => logged().filter((l) => l.requestId === res.requestId).length).toBeGreaterThan(0);
    expect(lines.slice(before).join('\n')).not.toContain('INJECT');
  });

  it.each(Object.entries(SAFE))('keeps a safe id (%s), in the answer and in the log', async (_name, safe) => {
    const [method, path, body] = way();
    const res = await send(method, path, safe, body);
    expect(res.requestId).toBe(safe);
    await expect.poll(() => logged().filter((l) => l.requestId === safe).length).toBeGreaterThan(0);
  });
});
