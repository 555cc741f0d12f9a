import type { Client } from 'graphql-ws';
import { signUpAndLogin } from '../../api/src/test/factories.js';
import { startTestApp, type HttpClient, type TestApp } from '../../api/src/test/test-app.js';
export { wsClient } from '../../api/src/test/ws-client.js';

export const ADMIN = { ADMIN_EMAIL: 'security.admin@example.com', ADMIN_PASSWORD: 'security-admin-password' };

/** The whole app on a fresh database with the first administrator configured. */
export function startSecurityApp(env: Record<string, string> = {}): Promise<TestApp> {
  return startTestApp({ ...ADMIN, ...env });
}

export async function signInAdmin(app: TestApp): Promise<HttpClient> {
  const admin = app.client();
  const res = await admin.json('POST', '/api/login', { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD });
  if (res.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(res.body)}`);
  admin.token = res.body.token;
  return admin;
}

export type Person = Awaited<ReturnType<typeof signUpAndLogin>> & { client: HttpClient };

export async function newUser(app: TestApp, overrides: Record<string, string> = {}): Promise<Person> {
  const client = app.client();
  return { ...(await signUpAndLogin(client, overrides)), client };
}

export interface WsOutcome {
  data?: any;
  errors?: { message: string; extensions?: { code?: string } }[];
  /** The socket closed (e.g. code 4401 for a refused token). */
  closed?: { code: number; reason: string };
}

/** Runs one operation over graphql-ws: the first result, the errors, or how the socket closed. */
export function overWebSocket(client: Client, query: string, variables?: Record<string, unknown>) {
  return new Promise<WsOutcome>((resolve) => {
    const stop = client.subscribe(
      { query, ...(variables ? { variables } : {}) },
      {
        next: (value) => {
          resolve(value as WsOutcome);
          stop();
        },
        error: (error: unknown) => {
          if (Array.isArray(error)) resolve({ errors: error });
          else if (error && typeof error === 'object' && 'code' in error)
            resolve({ closed: { code: (error as CloseEvent).code, reason: (error as CloseEvent).reason } });
          else resolve({ errors: [{ message: String(error) }] });
        },
        // An operation that ends with no result at all (its socket closed under it) must never read as OK.
        complete: () =>
          resolve({ errors: [{ message: 'completed without a result', extensions: { code: 'NO_RESULT' } }] }),
      },
    );
  });
}

/** The first error code of a GraphQL answer, 'CLOSED_<code>' when its socket closed, or 'OK'. */
export function outcomeOf(res: {
  errors?: { extensions?: { code?: string } }[] | undefined;
  closed?: { code: number } | undefined;
}): string {
  // A socket that closed under the operation answered nothing: never OK.
  if (res.closed) return `CLOSED_${res.closed.code}`;
  return res.errors?.length ? (res.errors[0]!.extensions?.code ?? 'NO_CODE') : 'OK';
}

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
  rawPath?: string | string[];
  handle: { stack?: RouterLayer[] };
}

/** Every route of the Express app, as its method ('ALL' for app.all) and full path. */
export function appRoutes(app: TestApp): { method: string; path: string }[] {
  const found = new Map<string, { method: string; path: string }>();
  const walk = (stack: RouterLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) {
          const route = { method: method === '_all' ? 'ALL' : method.toUpperCase(), path: prefix + layer.route.path };
          found.set(`${route.method} ${route.path}`, route);
        }
      } else if (layer.handle.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk((app.httpApp as unknown as { router: { stack: RouterLayer[] } }).router.stack, '');
  return [...found.values()];
}
