// ADMIN_EMAIL at start-up: an attacker who registered that address before the operator's first start
// is not handed the administrator role with their own password, and loses their session; the first
// start of a new embedded database with ADMIN_EMAIL set still gets its demo content.
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../api/src/db/demo.js';
import { accountFields } from '../../api/src/test/factories.js';
import { createTestStore, startTestApp, type TestApp, type TestStore } from '../../api/src/test/test-app.js';
import { ADMIN, outcomeOf } from './support.js';

describe('ADMIN_EMAIL on an existing account', () => {
  const stores: TestStore[] = [];
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const store of stores) await store.drop();
  });

  it('sets ADMIN_PASSWORD and ends every session of the promoted account', async () => {
    const store = await createTestStore();
    stores.push(store);
    const before = await startTestApp({}, store);
    apps.push(before);
    const attacker = before.client();
    const fields = accountFields({ email: ADMIN.ADMIN_EMAIL, password: 'attacker-chosen-password' });
    expect((await attacker.form('POST', '/api/create-account', fields)).status).toBe(201);
    const login = await attacker.json('POST', '/api/login', { email: fields.email, password: fields.password });
    attacker.token = login.body.token;
    await before.close();

    const after = await startTestApp(ADMIN, store);
    apps.push(after);
    const stolen = after.client();
    stolen.token = attacker.token;
    stolen.cookies.set('refreshToken', attacker.cookies.get('refreshToken')!);
    expect(outcomeOf(await stolen.gql('{ me { role } }'))).toBe('UNAUTHENTICATED');
    expect(outcomeOf(await stolen.gql('mutation { refreshSession { accessToken } }'))).toBe('UNAUTHENTICATED');
    const withOwnPassword = await after
      .client()
      .json('POST', '/api/login', { email: fields.email, password: fields.password });
    expect(withOwnPassword.status).toBe(401);

    const operator = after.client();
    const signIn = await operator.json('POST', '/api/login', ADMIN_LOGIN);
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.role).toBe('Admin');
  });
});

const ADMIN_LOGIN = { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD };

describe('the first start of a new embedded database with ADMIN_EMAIL set', () => {
  let store: TestStore;
  let app: TestApp;
  afterAll(async () => {
    await app?.close();
    await store?.drop();
  });

  it('creates the administrator and still loads the demo content', async () => {
    store = await createTestStore();
    app = await startTestApp(ADMIN, store, { demoData: true });
    const { data } = await app.client().gql('{ rentalCategories { id } tools { total } }');
    expect(data.rentalCategories.length).toBeGreaterThan(0);
    expect(data.tools.total).toBeGreaterThan(0);
    for (const demo of DEMO_ACCOUNTS) {
      const res = await app.client().json('POST', '/api/login', { email: demo.email, password: DEMO_PASSWORD });
      expect(res.status, demo.email).toBe(200);
    }
    expect((await app.client().json('POST', '/api/login', ADMIN_LOGIN)).body.user.role).toBe('Admin');
  });
});
