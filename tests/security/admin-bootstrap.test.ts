// ADMIN_EMAIL at start-up: an attacker who registered that address before the operator's first start
// is not handed the administrator role with their own password, and keeps nothing they set up: no
// session, no device their sign-ins made known, no pending move of the address to their own mailbox,
// no reset or confirmation link, no payout details. The first start of a new embedded database with
// ADMIN_EMAIL set still gets its demo content.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../api/src/db/demo.js';
import {
  emailChangeRequests,
  emailVerificationTokens,
  passwordResetTokens,
  trustedDevices,
  users,
} from '../../api/src/features/accounts/account.table.js';
import { emailOutbox } from '../../api/src/features/outbox/outbox.table.js';
import { payoutAccounts } from '../../api/src/features/rentals/payments/payout.table.js';
import { accountFields, markEmailVerified } from '../../api/src/test/factories.js';
import { createTestStore, startTestApp, type TestApp, type TestStore } from '../../api/src/test/test-app.js';
import { ADMIN, outcomeOf } from './support.js';

describe('ADMIN_EMAIL on an existing account', () => {
  const stores: TestStore[] = [];
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const store of stores) await store.drop();
  });

  it('sets ADMIN_PASSWORD and ends every session, link, device and payout detail the earlier holder set up', async () => {
    const store = await createTestStore();
    stores.push(store);
    const before = await startTestApp({}, store);
    apps.push(before);
    const attacker = before.client();
    const fields = accountFields({ email: ADMIN.ADMIN_EMAIL, password: 'attacker-chosen-password' });
    expect((await attacker.form('POST', '/api/create-account', fields)).status).toBe(201);
    const login = await attacker.json('POST', '/api/login', { email: fields.email, password: fields.password });
    attacker.token = login.body.token;
    const attackerId = login.body.user.id as string;
    // What the squatter sets up while they hold the address: a move of the account to their own
    // mailbox, payout details (say the address had been confirmed), a reset link, a device cookie.
    const moved = await attacker.form('PUT', `/api/update-account/${attackerId}`, {
      email: 'squatter@attacker.example',
      current_password: fields.password,
    });
    expect(moved.status).toBe(200);
    const firstDb = before.database.db;
    const [changeMail] = await firstDb
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'email-change-confirmation'));
    const changeToken = decodeURIComponent(/confirm-email\?token=([\w%-]+)/.exec(changeMail!.text)![1]!);
    await markEmailVerified(firstDb, attackerId);
    const bank = await attacker.gql(
      `mutation($p: String!) { setBankPayoutDetails(currentPassword: $p, input: {
        accountName: "Squatter", bankName: "Some Bank", accountNumber: "99990000", bankCode: "058" }) { method } }`,
      { p: fields.password },
    );
    expect(bank.errors).toBeUndefined();
    expect(await before.services.accounts.sendPasswordReset(fields.email)).toBe('sent');
    expect(attacker.cookies.get('device')).toBeTruthy();
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
    expect(signIn.body.user.email_verified).toBe(true);

    // The old link to move the account to the squatter's mailbox is dead, with or without a session.
    const reopened = await after.client().json('POST', '/api/confirm-email-change', { token: changeToken });
    expect(reopened.status).toBe(400);
    const db = after.database.db;
    const [admin] = await db.select().from(users).where(eq(users.id, attackerId));
    expect(admin!.email).toBe(ADMIN.ADMIN_EMAIL);
    const open = async (
      table: typeof passwordResetTokens | typeof emailChangeRequests | typeof emailVerificationTokens,
    ) =>
      db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.userId, attackerId), isNull(table.usedAt)));
    expect(await open(passwordResetTokens)).toEqual([]);
    expect(await open(emailChangeRequests)).toEqual([]);
    expect(await open(emailVerificationTokens)).toEqual([]);
    // The squatter's browser is an unknown device now; only the operator's sign-in is remembered.
    expect(await db.select().from(trustedDevices).where(eq(trustedDevices.userId, attackerId))).toHaveLength(1);
    expect(await db.select().from(payoutAccounts).where(eq(payoutAccounts.ownerId, attackerId))).toEqual([]);
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
    // A new embedded database, every migration and the demo content with its hashed passwords: well
    // inside the usual 30 s alone, past it beside the suite's other files on two busy cores.
  }, 60_000);
});
