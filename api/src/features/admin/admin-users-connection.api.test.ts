import { afterAll, beforeAll, describe, it } from 'vitest';
import { adminListReader } from '../../test/connections.js';
import { buildUser, signIn, signUpAndLogin } from '../../test/factories.js';
import { startTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';

let app: TestApp;
let admin: HttpClient;
let user: HttpClient;

beforeAll(async () => {
  app = await startTestApp({ ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'root-password-1' });
  admin = app.client();
  await signIn(admin, 'root@example.com', 'root-password-1');
  user = app.client();
  await signUpAndLogin(user);
});
afterAll(() => app?.close());

const followsThePages = adminListReader(() => ({ app, admin, user }));

describe('adminUsersConnection', () => {
  it('follows each order both ways as the numbered pages do, NULL countries included, and is for administrators', async () => {
    const people = [
      { firstName: 'Ada', lastName: 'Zconn', country: 'Nigeria' },
      { firstName: 'Ada', lastName: 'Zconn', country: null },
      { firstName: 'Bola', lastName: 'Zconnb', country: 'Ghana' },
      { firstName: 'Chi', lastName: 'Zconn', country: null, role: 'Admin' as const },
      { firstName: 'Ada', lastName: 'Zconnc', country: 'Nigeria' },
    ];
    for (const person of people) await buildUser(app.database.db, person);
    const args = { search: 'String', orderBy: 'UserOrder' };
    const fields = ['CREATED_AT', 'FIRST_NAME', 'LAST_NAME', 'EMAIL', 'ROLE', 'COUNTRY'];
    await followsThePages('adminUsersConnection', args, fields, { search: 'zconn' }, 5);
  });
});
