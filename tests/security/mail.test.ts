// No public form can be used to mail-bomb an address, and none can starve its security mail. Whoever
// fills in the participant, sponsorship, resend and sign-up forms, and from however many addresses,
// one recipient gets at most BUDGETS['mail.recipient'] confirmation-type mails a day; the requests are
// still saved and answered as usual. Password resets and the links confirming an address the account
// holder asked for are counted per account, never against that budget, so a stranger who spent it
// cannot keep them from their owner. Those mails open with the site's own words, never with what a
// stranger typed. An e-mail change needs the password, takes effect only once the new address
// confirms it, and password-reset requests take the same time whether or not the account exists.
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../api/src/db/client.js';
import { emailChangeRequests, users } from '../../api/src/features/accounts/account.table.js';
import { PASSWORD_RESET_QUEUE } from '../../api/src/features/accounts/account.service.js';
import { participants, sponsors } from '../../api/src/features/expo/expo.table.js';
import { EMAIL_QUEUE } from '../../api/src/features/outbox/outbox.service.js';
import { emailOutbox } from '../../api/src/features/outbox/outbox.table.js';
import { BUDGETS } from '../../api/src/rate-budgets.js';
import { accountFields, DEFAULT_PASSWORD, uniqueEmail } from '../../api/src/test/factories.js';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../api/src/test/smtp-sink.js';
import { HttpClient, type TestApp } from '../../api/src/test/test-app.js';
import { waitUntil } from '../../api/src/test/wait.js';
import { newUser, outcomeOf, signInAdmin, startSecurityApp } from './support.js';

const PER_RECIPIENT = BUDGETS['mail.recipient'].limit;
const ORGANISERS = 'organisers@example.com';

let app: TestApp;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startSecurityApp({
    SMTP_URL: smtp.url,
    ORGANISER_EMAIL: ORGANISERS,
    // Each request names its own client address, as a botnet's would.
    TRUST_PROXY: '1',
    // Request budgets per client address are not what is under test here.
    RATE_LIMIT_SCALE: '1000',
  });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

let lastIp = 0;
/** A new client address for every request. */
const nextIp = () => {
  lastIp += 1;
  return `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
};

async function restFrom(method: string, url: string, body: unknown) {
  return new HttpClient(app.url).json(method, url, body, { 'x-forwarded-for': nextIp() });
}

async function gqlFrom(query: string, variables: Record<string, unknown>) {
  const res = await new HttpClient(app.url).request('POST', '/graphql', {
    body: JSON.stringify({ query, variables }),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
  });
  return (await res.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
}

const APPLY = 'mutation($input: SponsorshipInput!) { applyForSponsorship(input: $input) { status package { title } } }';

function sponsorFields(email: string, company: string) {
  // alsoApply: past the warning that the address applied already, as a flooder would.
  return { company, email, phone: '+234 809 555 0000', country: 'Nigeria', category: 'GOLD', also_apply: 'true' };
}

/** The mailbox an address delivers to, the way the cap counts it: case and +tags do not matter. */
const mailbox = (address: string) => address.toLowerCase().replace(/\+[^@]*@/, '@');

/** Waits until every queued reset request and every queued mail has been dealt with. */
async function drained() {
  await waitUntil(
    async () => {
      const [jobs] = await queryRows<{ n: number }>(
        app.database.db,
        sql`select count(*)::int as n from pgboss.job
            where name in (${PASSWORD_RESET_QUEUE}, ${EMAIL_QUEUE}) and state in ('created', 'retry', 'active')`,
      );
      const [mails] = await app.database.db
        .select({ n: count() })
        .from(emailOutbox)
        .where(inArray(emailOutbox.status, ['queued', 'sending']));
      return jobs!.n === 0 && mails!.n === 0;
    },
    30_000,
    'the reset and mail queues to drain',
  );
}

const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.some((to) => mailbox(to) === mailbox(address)));

/** The words a reader sees first: the text part's first paragraph after the brand and the heading. */
const firstWords = (mail: ReceivedMail) =>
  mail.text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)[2];

describe('what a confirmation mail to an unconfirmed address says', () => {
  const lure = 'URGENT your bank account is locked call +1 555 0100';

  it('opens a sponsorship confirmation with the site’s words and quotes the company later, never in a subject', async () => {
    const email = uniqueEmail('lured');
    const res = await restFrom('POST', '/api/sponsorship-registration', sponsorFields(email, lure));
    expect(res.status).toBe(201);
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(firstWords(mail)).toBe(
      'We received a sponsorship application for AIBEx 2026 that gave this e-mail address.',
    );
    expect(mail.subject).not.toContain('URGENT');
    expect(mail.text.indexOf(lure)).toBeGreaterThan(mail.text.indexOf('What was submitted'));
    expect(mail.text).toContain(`“${lure}”`);

    const notice = await smtp.waitFor((m) => m.to.includes(ORGANISERS) && m.text.includes(email));
    expect(notice.subject).not.toContain('URGENT');
    expect(firstWords(notice)).not.toContain('URGENT');
  });

  it('opens a participant confirmation with the site’s words, not the name typed in the form', async () => {
    const email = uniqueEmail('lured');
    const res = await restFrom('POST', '/api/register', {
      first_name: 'URGENT',
      last_name: 'call +1 555 0100',
      email,
      phone: '+234 803 000 1111',
      country: 'Nigeria',
    });
    expect(res.status).toBe(201);
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(firstWords(mail)).toBe('We received a registration for AIBEx 2026 that gave this e-mail address.');
    expect(mail.subject).not.toContain('URGENT');
    expect(mail.text.indexOf('URGENT')).toBeGreaterThan(mail.text.indexOf('What was submitted'));
  });

  it('opens a password-reset mail with the site’s words, not the account’s first name', async () => {
    const email = uniqueEmail('lured');
    const created = await new HttpClient(app.url).form(
      'POST',
      '/api/create-account',
      accountFields({ email, first_name: 'URGENT' }),
    );
    expect(created.status).toBe(201);
    // The sign-up's own link (to confirm the address) does not quote the name either.
    const welcome = await smtp.waitFor((m) => m.to.includes(email));
    expect(firstWords(welcome)).toMatch(/^Welcome to AIBEx 2026\. Please confirm/);
    expect(welcome.text).not.toContain('URGENT');
    await restFrom('POST', '/api/request-password-token', { email });
    const mail = await smtp.waitFor((m) => m.to.includes(email) && /reset your password/.test(m.subject));
    expect(firstWords(mail)).toMatch(/^We received a request to reset the password of the AIBEx 2026 account/);
    expect(mail.text).not.toContain('URGENT');
  });
});

describe('mail bombing through the public forms', () => {
  it(`sends a victim at most ${PER_RECIPIENT} mails from 40 sponsorship applications, and keeps all 40`, async () => {
    const victim = uniqueEmail('victim');
    // Case and +tags reach the same inbox: they must not buy more mails.
    const spellings = (i: number) =>
      i % 4 === 1 ? victim.toUpperCase() : i % 4 === 2 ? victim.replace('@', `+${i}@`) : victim;
    const outcomes: string[] = [];
    for (let i = 0; i < 40; i++) {
      const company = `Flood ${i} Ltd`;
      if (i % 2 === 0) {
        const res = await restFrom('POST', '/api/sponsorship-registration', sponsorFields(spellings(i), company));
        outcomes.push(`HTTP ${res.status}`);
      } else {
        const res = await gqlFrom(APPLY, {
          input: {
            packageId: 'gold',
            company,
            email: spellings(i),
            phone: '+234 809 555 0000',
            country: 'Nigeria',
            alsoApply: true,
          },
        });
        outcomes.push(outcomeOf(res));
      }
    }
    expect(outcomes.filter((o) => o !== 'HTTP 201' && o !== 'OK')).toEqual([]);

    const [saved] = await app.database.db
      .select({ n: count() })
      .from(sponsors)
      .where(sql`regexp_replace(lower(${sponsors.email}), '\\+[^@]*@', '@') = ${victim}`);
    expect(saved!.n).toBe(40);

    await drained();
    expect(mailsTo(victim)).toHaveLength(PER_RECIPIENT);
    // The organisers hear of the flood, but only up to their own cap; every application is in the admin area.
    const notices = smtp.mails.filter((m) => m.to.includes(ORGANISERS) && /Flood \d+ Ltd/.test(m.text));
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.length).toBeLessThanOrEqual(BUDGETS['mail.organiser-notice'].limit);
  });

  it('counts registrations, resends, sponsorships and sign-ups against one inbox, and password resets apart', async () => {
    const victim = uniqueEmail('victim');
    const account = await new HttpClient(app.url).form('POST', '/api/create-account', accountFields({ email: victim }));
    expect(account.status).toBe(201);
    // The resend forms answer at most once every two minutes per address; these requests come later.
    const backdate = async () => {
      const past = new Date(Date.now() - 10 * 60_000);
      await app.database.db
        .update(participants)
        .set({ confirmationSentAt: past })
        .where(sql`lower(${participants.email}) = ${victim}`);
      await app.database.db
        .update(sponsors)
        .set({ confirmationSentAt: past })
        .where(sql`lower(${sponsors.email}) = ${victim}`);
    };

    const statuses: number[] = [];
    const registered = await restFrom('POST', '/api/register', {
      first_name: 'Flood',
      last_name: 'Guest',
      email: victim,
      phone: '+234 803 000 1111',
      country: 'Nigeria',
    });
    statuses.push(registered.status);
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await restFrom('POST', '/api/sponsorship-registration', sponsorFields(victim, `Mix ${i}`))).status,
      );
    }
    for (let i = 0; i < 3; i++) {
      await backdate();
      statuses.push((await restFrom('POST', '/api/send-participant-email-notification', { email: victim })).status);
      statuses.push((await restFrom('POST', '/api/send-sponsor-email-notification', { email: victim })).status);
      statuses.push((await restFrom('POST', '/api/request-password-token', { email: victim })).status);
    }
    const reset = await gqlFrom('mutation($e: String!) { requestPasswordReset(email: $e) }', { e: victim });
    expect(outcomeOf(reset)).toBe('OK');
    expect(statuses).toEqual([201, 201, 201, 201, 200, 200, 200, 200, 200, 200, 200, 200, 200]);

    await drained();
    // Without the cap: 1 (the sign-up's link) + 1 + 3 + 3 + 3 = 11 mails; capped at the budget.
    const resets = mailsTo(victim).filter((m) => /reset your password/.test(m.subject));
    expect(mailsTo(victim).length - resets.length).toBe(PER_RECIPIENT);
    // Four reset requests: all but the one past the account's 3 per 15 minutes reach the owner, the
    // budget the other forms spent notwithstanding.
    expect(resets).toHaveLength(3);
    const [participant] = await app.database.db
      .select({ n: count() })
      .from(participants)
      .where(sql`lower(${participants.email}) = ${victim}`);
    expect(participant!.n).toBe(1);
  });
});

describe('changing the e-mail address', () => {
  const ME = '{ me { email pendingEmail } }';

  const linkIn = (mail: ReceivedMail) => {
    const match = /https?:\/\/\S+\/user\/confirm-email\?token=([\w%-]+)/.exec(mail.text);
    expect(match, 'a confirmation link').not.toBeNull();
    return decodeURIComponent(match![1]!);
  };

  it('over REST: links the new address, warns the old one, changes nothing until confirmed, then ends other sessions', async () => {
    const owner = await newUser(app);
    const otherDevice = new HttpClient(app.url);
    otherDevice.token = (
      await otherDevice.json('POST', '/api/login', { email: owner.email, password: DEFAULT_PASSWORD })
    ).body.token;
    const newEmail = uniqueEmail('moved');

    // A session alone (a stolen access token) cannot move the account: the password is asked.
    const withoutPassword = await owner.client.form('PUT', `/api/update-account/${owner.user.id}`, {
      email: newEmail,
    });
    expect(withoutPassword.status).toBe(400);
    expect(withoutPassword.body.errors).toEqual([
      { path: 'current_password', msg: 'Enter your current password to change your e-mail address' },
    ]);
    const wrongPassword = await owner.client.form('PUT', `/api/update-account/${owner.user.id}`, {
      email: newEmail,
      current_password: 'not my password',
    });
    expect(wrongPassword.body.errors?.[0]?.path).toBe('current_password');
    expect(smtp.mails.some((m) => m.to.includes(newEmail))).toBe(false);

    const res = await owner.client.form('PUT', `/api/update-account/${owner.user.id}`, {
      email: newEmail,
      city: 'Lagos',
      current_password: DEFAULT_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`We sent a confirmation link to ${newEmail}. Your e-mail changes when you open it.`);
    expect(res.body.user).toMatchObject({ email: owner.email, city: 'Lagos' });

    const confirmation = await smtp.waitFor((m) => m.to.includes(newEmail));
    expect(firstWords(confirmation)).toMatch(
      /^Someone signed in to an AIBEx 2026 account asked to use this e-mail address/,
    );
    const token = linkIn(confirmation);
    const warning = await smtp.waitFor((m) => m.to.includes(owner.email) && m.text.includes(newEmail));
    expect(warning.subject).toMatch(/e-mail address/i);

    // Nothing has changed yet: the old address still signs in, the new one does not.
    expect((await owner.client.gql(ME)).data?.me).toEqual({ email: owner.email, pendingEmail: newEmail });
    expect(
      (await app.client().json('POST', '/api/login', { email: newEmail, password: DEFAULT_PASSWORD })).status,
    ).toBe(401);

    const confirmed = await owner.client.json('POST', '/api/confirm-email-change', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toContain(newEmail);
    expect((await owner.client.gql(ME)).data?.me).toEqual({ email: newEmail, pendingEmail: null });
    expect(outcomeOf(await otherDevice.gql(ME))).toBe('UNAUTHENTICATED');
    expect(
      (await app.client().json('POST', '/api/login', { email: newEmail, password: DEFAULT_PASSWORD })).status,
    ).toBe(200);
    const changed = await smtp.waitFor((m) => m.to.includes(owner.email) && /was changed/.test(m.text));
    expect(changed.text).toContain(newEmail);

    const again = await app.client().json('POST', '/api/confirm-email-change', { token });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/invalid, already used or expired/);
  });

  it('over GraphQL: answers with the old address and the pending one, refuses an expired link, and ends every session when confirmed signed out', async () => {
    const owner = await newUser(app);
    const newEmail = uniqueEmail('moved');
    const UPDATE = `mutation($id: ID!, $e: String!, $p: String) {
      updateAccount(id: $id, input: { email: $e, currentPassword: $p }) { email pendingEmail } }`;
    const stolen = await owner.client.gql(UPDATE, { id: owner.user.id, e: newEmail });
    expect(outcomeOf(stolen)).toBe('BAD_USER_INPUT');
    expect(stolen.errors?.[0]?.extensions?.fields).toEqual([
      { path: 'input.currentPassword', msg: 'Enter your current password to change your e-mail address' },
    ]);
    const res = await owner.client.gql(UPDATE, { id: owner.user.id, e: newEmail, p: DEFAULT_PASSWORD });
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateAccount).toEqual({ email: owner.email, pendingEmail: newEmail });

    // Only the owner sees a pending change, not even an administrator.
    const admin = await signInAdmin(app);
    const peek = await admin.gql('query($id: ID!) { user(id: $id) { email pendingEmail } }', { id: owner.user.id });
    expect(peek.data?.user).toEqual({ email: owner.email, pendingEmail: null });

    const token = linkIn(await smtp.waitFor((m) => m.to.includes(newEmail)));
    await app.database.db
      .update(emailChangeRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChangeRequests.userId, owner.user.id));
    const CONFIRM = 'mutation($t: String!) { confirmEmailChange(token: $t) }';
    const expired = await app.client().gql(CONFIRM, { t: token });
    expect(outcomeOf(expired)).toBe('BAD_USER_INPUT');
    expect(expired.errors?.[0]?.message).toMatch(/invalid, already used or expired/);
    expect((await owner.client.gql(ME)).data?.me).toEqual({ email: owner.email, pendingEmail: null });

    // A second request replaces the first; confirming it from a signed-out browser ends every session.
    const again = await owner.client.gql(UPDATE, { id: owner.user.id, e: newEmail, p: DEFAULT_PASSWORD });
    expect(again.data?.updateAccount.pendingEmail).toBe(newEmail);
    const mails = await waitForCount((m) => m.to.includes(newEmail), 2);
    const fresh = linkIn(mails[1]!);
    const ok = await app.client().gql(CONFIRM, { t: fresh });
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.confirmEmailChange).toContain(newEmail);
    expect(outcomeOf(await owner.client.gql(ME))).toBe('UNAUTHENTICATED');
    const [row] = await app.database.db.select({ email: users.email }).from(users).where(eq(users.id, owner.user.id));
    expect(row!.email).toBe(newEmail);
  });

  it('refuses with CONFLICT when another account took the address before the link was opened', async () => {
    const owner = await newUser(app);
    const wanted = uniqueEmail('wanted');
    const res = await owner.client.form('PUT', `/api/update-account/${owner.user.id}`, {
      email: wanted,
      current_password: DEFAULT_PASSWORD,
    });
    expect(res.status).toBe(200);
    const token = linkIn(await smtp.waitFor((m) => m.to.includes(wanted)));
    expect(
      (await new HttpClient(app.url).form('POST', '/api/create-account', accountFields({ email: wanted }))).status,
    ).toBe(201);
    const confirmed = await app.client().json('POST', '/api/confirm-email-change', { token });
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.code).toBe('CONFLICT');
    expect(confirmed.body.message).toMatch(/already uses this e-mail/);
    const [row] = await app.database.db.select({ email: users.email }).from(users).where(eq(users.id, owner.user.id));
    expect(row!.email).toBe(owner.email);
  });

  it('is cancelled by a password reset, the owner’s way back from a stolen session', async () => {
    const owner = await newUser(app);
    const thief = uniqueEmail('thief');
    await owner.client.form('PUT', `/api/update-account/${owner.user.id}`, {
      email: thief,
      current_password: DEFAULT_PASSWORD,
    });
    const token = linkIn(await smtp.waitFor((m) => m.to.includes(thief)));

    await restFrom('POST', '/api/request-password-token', { email: owner.email });
    const resetMail = await smtp.waitFor((m) => m.to.includes(owner.email) && /reset-password\?token=/.test(m.text));
    const resetToken = decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(resetMail.text)![1]!);
    expect(
      (await app.client().json('POST', '/api/reset-password', { token: resetToken, newPassword: 'a brand new secret' }))
        .status,
    ).toBe(200);

    expect((await app.client().json('POST', '/api/confirm-email-change', { token })).status).toBe(400);
    const pending = await app.database.db
      .select({ n: count() })
      .from(emailChangeRequests)
      .where(and(eq(emailChangeRequests.userId, owner.user.id), isNull(emailChangeRequests.usedAt)));
    expect(pending[0]!.n).toBe(0);
  });

  it('sends the confirmation link and password resets to an address whose daily mails strangers spent', async () => {
    // Five sponsorship applications to the victim's +tagged addresses spend that inbox's budget...
    const target = uniqueEmail('starved');
    for (let i = 0; i < PER_RECIPIENT; i++) {
      await restFrom(
        'POST',
        '/api/sponsorship-registration',
        sponsorFields(target.replace('@', `+s${i}@`), `Filler ${i}`),
      );
    }
    await drained();
    expect(mailsTo(target)).toHaveLength(PER_RECIPIENT);
    // ...yet the owner moving their account there still gets the link, and a reset still arrives.
    const owner = await newUser(app);
    const res = await owner.client.form('PUT', `/api/update-account/${owner.user.id}`, {
      email: target,
      current_password: DEFAULT_PASSWORD,
    });
    expect(res.status).toBe(200);
    const token = linkIn(await smtp.waitFor((m) => m.to.includes(target) && /confirm-email/.test(m.text)));
    expect((await app.client().json('POST', '/api/confirm-email-change', { token })).status).toBe(200);
    expect((await restFrom('POST', '/api/request-password-token', { email: target })).status).toBe(200);
    await smtp.waitFor((m) => m.to.includes(target) && /reset-password\?token=/.test(m.text));
  });
});

async function waitForCount(match: (mail: ReceivedMail) => boolean, n: number): Promise<ReceivedMail[]> {
  await waitUntil(() => smtp.mails.filter(match).length >= n, 15_000, `${n} matching e-mails`);
  return smtp.mails.filter(match);
}

describe('password-reset timing', () => {
  it('takes the same time whether or not the account exists', async () => {
    const known: string[] = [];
    // 15 measured accounts and one to warm up with.
    for (let i = 0; i < 16; i++) {
      const email = uniqueEmail('timed');
      const created = await new HttpClient(app.url).form('POST', '/api/create-account', accountFields({ email }));
      expect(created.status).toBe(201);
      known.push(email);
    }
    const warmUp = known.pop()!;
    const unknown = known.map((email) => email.replace('timed', 'ghost'));
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await restFrom('POST', '/api/request-password-token', { email });
      expect(res.status).toBe(200);
      return performance.now() - started;
    };
    // Warm both paths (first queries, JIT) before measuring.
    await timed(warmUp);
    await timed(warmUp.replace('timed', 'ghost'));

    const existing: number[] = [];
    const missing: number[] = [];
    // Interleaved, one account per request (a repeated account would hit its own reset throttle and
    // take a shorter path), so drift on a shared machine lands on both sides alike.
    for (let i = 0; i < known.length; i++) {
      existing.push(await timed(known[i]!));
      missing.push(await timed(unknown[i]!));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const ratio = median(existing) / median(missing);
    // Medians, not means, so a stray pause on a busy 2-core machine does not decide the outcome. Doing
    // the work in the request only for real accounts (a count, a token, a transaction with an outbox
    // row and its job) made the existing path 2.3-3.2 times slower here; with the work queued for
    // every request the two measured within 0.99-1.26 of each other, hence the generous bound.
    const label = `existing ${median(existing).toFixed(1)} ms, missing ${median(missing).toFixed(1)} ms`;
    expect(ratio, label).toBeLessThan(1.6);
    expect(ratio, label).toBeGreaterThan(1 / 1.6);
    await drained();
  });
});
