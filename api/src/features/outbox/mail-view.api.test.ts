import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUpAndLogin, uniqueEmail } from '../../test/factories.js';
import { startTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';
import { waitUntil } from '../../test/wait.js';
import { MAIL_VIEW_POLICY } from './mail-view.js';

const ADMIN = { ADMIN_EMAIL: 'viewer.admin@example.com', ADMIN_PASSWORD: 'viewer-admin-password-1' };
const MESSAGE = `query($id: ID!) { adminOutboxMessage(id: $id) {
  htmlUrl attachments { filename contentType size inline }
} }`;

let app: TestApp;
let admin: HttpClient;

/** A participant's confirmation (QR code shown in the HTML, calendar file attached): its outbox id. */
async function confirmationId(): Promise<string> {
  const email = uniqueEmail('viewed');
  const res = await app.client().json('POST', '/api/register', {
    first_name: 'Amaka',
    last_name: 'Obi',
    email,
    phone: '+234 803 000 2222',
    country: 'Nigeria',
  });
  expect(res.status).toBe(201);
  let id = '';
  await waitUntil(
    async () => {
      const { data } = await admin.gql('query($s: String) { adminOutbox(search: $s) { items { id } } }', { s: email });
      id = data?.adminOutbox.items[0]?.id ?? '';
      return Boolean(id);
    },
    10_000,
    'the confirmation in the outbox',
  );
  return id;
}

/** A frame's request: no bearer token, no cookie. */
const frameGet = (url: string) => fetch(app.url + url);

beforeAll(async () => {
  app = await startTestApp(ADMIN);
  admin = app.client();
  await signIn(admin, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
});
afterAll(() => app?.close());

describe("an administrator's view of a stored e-mail", () => {
  it('is a page of its own with a strict policy of its own, its QR code embedded, its files listed', async () => {
    const id = await confirmationId();
    const { data } = await admin.gql(MESSAGE, { id });
    expect(data?.adminOutboxMessage.attachments).toEqual([
      { filename: 'registration-qr.png', contentType: 'image/png', size: expect.any(Number), inline: true },
      { filename: 'aibex-2026.ics', contentType: 'text/calendar', size: expect.any(Number), inline: false },
    ]);
    expect(data?.adminOutboxMessage.attachments[0].size).toBeGreaterThan(100);

    const url = data?.adminOutboxMessage.htmlUrl as string;
    expect(url).toMatch(new RegExp(`^/api/admin/mail-view/outbox/${id}\\?pass=`));
    const res = await frameGet(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toBe(MAIL_VIEW_POLICY);
    expect(MAIL_VIEW_POLICY).not.toMatch(/script-src|'unsafe-eval'/);
    expect(MAIL_VIEW_POLICY).toContain('sandbox');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('Your registration for AIBEx 2026');
    expect(html).not.toContain('cid:');
    expect(html).toMatch(/<img src="data:image\/png;base64,[A-Za-z0-9+/=]+" alt="QR code for registration AIB26-/);
  });

  it('is refused without a genuine pass, and once the session that got it has ended', async () => {
    const id = await confirmationId();
    const own = app.client();
    await signIn(own, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    const url = (await own.gql(MESSAGE, { id })).data?.adminOutboxMessage.htmlUrl as string;
    expect((await frameGet(url)).status).toBe(200);

    const pass = new URL(url, app.url).searchParams.get('pass')!;
    const [userId, familyId, expires, signature] = pass.split('.');
    const later = `${userId}.${familyId}.${Number(expires) + 3600}.${signature}`;
    for (const forged of ['', 'nonsense', later, `${pass}x`]) {
      const res = await frameGet(`/api/admin/mail-view/outbox/${id}?pass=${encodeURIComponent(forged)}`);
      expect(res.status, forged).toBe(401);
      expect(res.headers.get('content-security-policy')).toBe(MAIL_VIEW_POLICY);
    }
    // The site's own pages are still not frameable.
    expect((await fetch(app.url + '/api/health-of-nothing')).headers.get('content-security-policy')).toContain(
      "frame-ancestors 'none'",
    );

    await own.json('POST', '/api/logout');
    expect((await frameGet(url)).status).toBe(401);
  });

  it("is for administrators only: a signed-in user's pass opens nothing", async () => {
    const id = await confirmationId();
    const user = app.client();
    await signUpAndLogin(user);
    expect((await user.gql(MESSAGE, { id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const session = await app.services.sessions.resolveViewer(user.token!);
    if (!('viewer' in session)) throw new Error('the user is signed in');
    const pass = app.services.mailViews.issue(session.viewer);
    expect((await frameGet(`/api/admin/mail-view/outbox/${id}?pass=${encodeURIComponent(pass)}`)).status).toBe(403);
  });
});

describe("the group e-mail's preview", () => {
  const PREVIEW = 'query($s: String!, $m: String!) { mailPreview(subject: $s, message: $m) { subject viewPass } }';
  const post = (fields: Record<string, string>) =>
    fetch(app.url + '/api/admin/mail-view/group-mail', {
      method: 'POST',
      headers: { origin: app.url },
      body: new URLSearchParams(fields),
    });

  it('answers the draft as a page under the mail view policy, to a form carrying the pass', async () => {
    const message = 'Venue: Hall B\nAbuja\n\nProgramme: https://aibex.example/programme';
    const { data } = await admin.gql(PREVIEW, { s: 'Doors open', m: message });
    const res = await post({ subject: 'Doors open', message, pass: data?.mailPreview.viewPass });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(MAIL_VIEW_POLICY);
    const html = await res.text();
    expect(html).toContain('Venue: Hall B<br>Abuja');
    expect(html).toContain('<a href="https://aibex.example/programme"');
    expect(html).toContain('>unsubscribe here</a>');
  });

  it('refuses a missing pass, checks the draft like the preview does, and is refused to other sites', async () => {
    expect((await post({ subject: 'S', message: 'M' })).status).toBe(401);
    const { data } = await admin.gql(PREVIEW, { s: 'S', m: 'M' });
    const pass = data?.mailPreview.viewPass as string;
    const empty = await post({ subject: ' ', message: 'M', pass });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('Please enter a subject');
    const crossSite = await fetch(app.url + '/api/admin/mail-view/group-mail', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: new URLSearchParams({ subject: 'S', message: 'M', pass }),
    });
    expect(crossSite.status).toBe(403);
    // A post into a sandboxed frame is sent with Origin: null; only the site's own page may send one.
    const framed = (site: string) =>
      fetch(app.url + '/api/admin/mail-view/group-mail', {
        method: 'POST',
        headers: { origin: 'null', 'sec-fetch-site': site },
        body: new URLSearchParams({ subject: 'S', message: 'M', pass }),
      });
    expect((await framed('same-origin')).status).toBe(200);
    expect((await framed('cross-site')).status).toBe(403);
  });
});

describe('the unsubscribe page', () => {
  it('takes its styles from a stylesheet of the site, which the site policy allows, and has no inline style', async () => {
    const res = await fetch(app.url + '/unsubscribe?email=a%40example.com&token=x');
    const html = await res.text();
    expect(html).toContain('<link rel="stylesheet" href="/unsubscribe.css">');
    expect(html).not.toMatch(/\sstyle=|<style/i);
    expect(res.headers.get('content-security-policy')).toContain("style-src 'self'");
    expect(res.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    const css = await fetch(app.url + '/unsubscribe.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await css.text()).toContain('.unsubscribe__button');
  });
});
