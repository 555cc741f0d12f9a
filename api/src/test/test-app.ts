import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/config.js';
import { createLogger, type Logger } from '../lib/logger.js';
import { currentRequestId } from '../lib/request-context.js';
import { startApp, type RunningApp } from '../server.js';
import { createTestDatabase, pgliteTemplate } from './test-database.js';

export interface TestApp extends RunningApp {
  dataDir: string;
  /** SQL statements sent through Drizzle since the start (pg-boss's own queries are not counted). */
  queries: string[];
  /**
   * The statements one HTTP request sent, by its `x-request-id`: what the request's own work costs,
   * without the statements the app's job workers (the minute sweeps, the mail) send meanwhile.
   */
  statementsOf(requestId: string): string[];
  /** A client with its own cookie jar, like one browser. */
  client(): HttpClient;
}

/**
 * A database and data folder that outlive one app instance, to test restarts: PGlite on disk, or
 * a fresh database on the Postgres server. `drop()` removes both.
 */
export async function createTestStore() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'aibex-store-'));
  const database = await createTestDatabase();
  return {
    dataDir,
    database: database.databaseUrl ? { databaseUrl: database.databaseUrl } : { dataDir: path.join(dataDir, 'db') },
    async drop() {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestStore = Awaited<ReturnType<typeof createTestStore>>;

/**
 * The whole application on a fresh database, listening on a random port of 127.0.0.1. With a
 * `store`, it runs on that store and leaves it in place when closed. Demo content is off unless
 * `options.demoData` asks for it.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  store?: TestStore,
  options: { demoData?: boolean; logger?: Logger } = {},
): Promise<TestApp> {
  const dataDir = store?.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'aibex-test-')));
  const database = store ? undefined : await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    // Every test client shares 127.0.0.1: the per-address limits would count all tests of a file.
    RATE_LIMIT_SCALE: '20',
    // A test that closes its app with a job still running (its SMTP sink gone first) waits 4 s, not 20.
    SHUTDOWN_TIMEOUT_SECONDS: '5',
    ...env,
  });
  const queries: string[] = [];
  const byRequest = new Map<string, string[]>();
  const app = await startApp(config, {
    database: {
      ...(store?.database ??
        (database?.databaseUrl
          ? { databaseUrl: database.databaseUrl }
          : { dataDir: undefined, loadDataDir: await pgliteTemplate() })),
      onQuery: (query) => {
        queries.push(query);
        const requestId = currentRequestId();
        if (requestId) byRequest.set(requestId, [...(byRequest.get(requestId) ?? []), query]);
      },
    },
    logger: options.logger ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
    demoData: options.demoData ?? false,
  });
  return {
    ...app,
    dataDir,
    queries,
    statementsOf: (requestId) => byRequest.get(requestId) ?? [],
    client: () => new HttpClient(app.url),
    async close() {
      await app.close();
      if (store) return;
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: {
    message: string;
    /** Where in the answer the error belongs (a field's alias or name, list indexes). */
    path?: (string | number)[];
    extensions?: { code?: string; fields?: { path: string; msg: string }[] };
  }[];
  headers: Headers;
}

/** fetch with a cookie jar and an optional bearer token. */
export class HttpClient {
  readonly cookies = new Map<string, string>();
  token: string | undefined;

  constructor(readonly baseUrl: string) {}

  private remember(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = /expires=Thu, 01 Jan 1970/i.test(line) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(
    method: string,
    url: string,
    init: { body?: RequestInit['body']; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    if (this.token && !headers.authorization) headers.authorization = `Bearer ${this.token}`;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(this.baseUrl + url, {
      method,
      headers,
      ...(init.body !== undefined ? { body: init.body } : {}),
    });
    this.remember(res.headers);
    return res;
  }

  async json<T = any>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await this.request(method, url, {
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* plain-text answers stay text */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  async gql<T = any>(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<GraphQLResponse<T>> {
    const res = await this.request('POST', '/graphql', {
      body: JSON.stringify({ query, variables }),
      headers: { 'content-type': 'application/json', ...headers },
    });
    const body = (await res.json()) as Omit<GraphQLResponse<T>, 'status' | 'headers'>;
    return { ...body, status: res.status, headers: res.headers };
  }

  /** GraphQL multipart request (graphql-multipart-request-spec) with files mapped to variables (or inside them). */
  async gqlUpload<T = any>(
    query: string,
    variables: Record<string, unknown>,
    files: Record<string, { data: Buffer; name: string; type?: string }>,
    headers: Record<string, string> = { 'apollo-require-preflight': 'true' },
  ): Promise<GraphQLResponse<T>> {
    const form = new FormData();
    const vars = { ...variables };
    const map: Record<string, string[]> = {};
    // A key with dots names a file inside a variable ('input.speakers.0.photo'): the variable carries it.
    Object.keys(files).forEach((key, i) => {
      if (!key.includes('.')) vars[key] = null;
      map[String(i)] = [`variables.${key}`];
    });
    form.append('operations', JSON.stringify({ query, variables: vars }));
    form.append('map', JSON.stringify(map));
    Object.values(files).forEach((file, i) => {
      form.append(
        String(i),
        new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }),
        file.name,
      );
    });
    const res = await this.request('POST', '/graphql', { body: form, headers });
    const text = await res.text();
    let body: Omit<GraphQLResponse<T>, 'status' | 'headers'>;
    try {
      body = JSON.parse(text);
    } catch {
      body = { errors: [{ message: text }] };
    }
    return { ...body, status: res.status, headers: res.headers };
  }

  /** Multipart REST request. */
  async form<T = any>(
    method: string,
    url: string,
    fields: Record<string, string>,
    files: Record<string, { data: Buffer; name: string; type?: string }> = {},
  ) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    for (const [k, f] of Object.entries(files)) {
      form.append(k, new Blob([new Uint8Array(f.data)], { type: f.type ?? 'application/octet-stream' }), f.name);
    }
    const res = await this.request(method, url, { body: form });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* keep text */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }
}
