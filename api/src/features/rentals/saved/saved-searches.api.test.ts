import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTool, listTool, signUpAndLogin, startMarketplace, type Marketplace } from '../../../test/factories.js';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';
import { users } from '../../accounts/account.table.js';
import { tools } from '../tools/tool.table.js';
import { savedSearches } from './saved.table.js';

/*
 * Saved searches: a renter keeps the marketplace's filters and is e-mailed at most once a day about
 * tools listed since that match them (never their own), with a one-click way out that needs no sign-in.
 */

const SAVE = `mutation($f: ToolBrowseInput!) {
  saveSearch(filter: $f) { id label search city rentalCircle minPrice currency path }
}`;
const LIST = '{ savedSearches { id label } }';
type Errors = { errors?: { extensions?: { code?: string; fields?: { path: string; msg: string }[] } }[] };

describe('saved searches', () => {
  let m: Marketplace;
  let smtp: SmtpSink;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    m = await startMarketplace({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await m?.app.close();
    await smtp?.close();
  });

  /** A day passes for every saved search: what was listed before now is old to them. */
  const aDayLater = () => m.app.database.db.update(savedSearches).set({ checkedAt: sql`now() - interval '25 hours'` });

  it('keep the filters in words and as a marketplace address; the same ones again are the same search', async () => {
    const filter = { search: ' drill ', city: 'Ikeja', rentalCircle: 'DAILY', maxPrice: '50', freeFrom: '2030-01-01' };
    const res = await m.renter.gql<{ saveSearch: Record<string, unknown> }>(SAVE, { f: filter });
    expect(res.errors).toBeUndefined();
    expect(res.data!.saveSearch).toMatchObject({
      label: '"drill" · in Ikeja · up to 50 USD · per day',
      search: 'drill',
      city: 'Ikeja',
      rentalCircle: 'DAILY',
      path: '/tools?q=drill&city=Ikeja&max=50&per=day',
    });
    const again = await m.renter.gql<{ saveSearch: { id: string } }>(SAVE, { f: filter });
    expect(again.data!.saveSearch.id).toBe(res.data!.saveSearch.id);
    expect((await m.renter.gql<{ savedSearches: unknown[] }>(LIST)).data!.savedSearches).toHaveLength(1);
  });

  it('keep a distance search: a city with its radius, or a point kept to about 1 km', async () => {
    const saver = m.app.client();
    await signUpAndLogin(saver);
    const city = await saver.gql<{ saveSearch: { label: string; path: string } }>(SAVE, {
      f: { search: 'saw', near: { country: 'Nigeria', state: 'Lagos', city: 'Lagos' }, radiusKm: 25 },
    });
    expect(city.errors).toBeUndefined();
    expect(city.data!.saveSearch).toMatchObject({
      label: '"saw" · within 25 km of Lagos',
      path: '/tools?q=saw&ncountry=Nigeria&nstate=Lagos&ncity=Lagos&km=25',
    });
    const point = await saver.gql<{ saveSearch: { label: string; path: string } }>(SAVE, {
      f: { search: 'saw', near: { latitude: 6.601234, longitude: 3.351987 } },
    });
    expect(point.data!.saveSearch).toMatchObject({
      label: '"saw" · within 50 km of a point',
      path: '/tools?q=saw&lat=6.6&lng=3.35',
    });
    const far: Errors = await saver.gql(SAVE, { f: { near: { latitude: 6.6, longitude: 3.35 }, radiusKm: 501 } });
    expect(far.errors?.[0]?.extensions?.fields?.[0]?.path).toBe('filter.radiusKm');
  });

  it('are refused as the marketplace refuses its filters, naming the field', async () => {
    const res: Errors = await m.renter.gql(SAVE, { f: { maxPrice: 'cheap' } });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions?.fields?.[0]?.path).toBe('filter.maxPrice');
    expect(((await m.app.client().gql(SAVE, { f: { search: 'x' } })) as Errors).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('e-mail once a day about new matching tools, never the renter their own, with a one-click way out', async () => {
    // Listed before the search last looked (a day and more ago): not news.
    const old = await listTool(m.owner, m.categoryId, { name: 'Old drill', city: 'Ikeja' });
    await m.app.database.db
      .update(tools)
      .set({ createdAt: sql`now() - interval '26 hours'` })
      .where(eq(tools.id, old));
    await aDayLater();
    await listTool(m.owner, m.categoryId, { name: 'Hammer drill', city: 'Ikeja' });
    await listTool(m.owner, m.categoryId, { name: 'Hammer drill', city: 'Kano' });
    // The renter's own new drill is not news to them.
    await listTool(m.renter, m.categoryId, { name: 'My own drill', city: 'Ikeja' });

    expect(await m.app.services.savedSearches.sendDue()).toBe(1);
    const [renter] = await m.app.database.db.select().from(users).where(eq(users.id, m.renterId));
    const mail = await smtp.waitFor((x) => x.to.includes(renter!.email) && x.subject.includes('Hammer drill'));
    expect(mail.subject).toBe('A new tool for your search: Hammer drill');
    expect(mail.text).toContain('Hammer drill: $20.00 a day, in Ikeja');
    expect(mail.text).not.toContain('Kano');
    expect(mail.text).not.toContain('My own drill');
    expect(mail.text).not.toContain('Old drill');
    expect(mail.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    const token = /saved-searches\/unsubscribe\?token=([\w-]+)/.exec(mail.raw)![1]!;

    // Not again the same day, even with more new tools.
    await listTool(m.owner, m.categoryId, { name: 'Another drill', city: 'Ikeja' });
    expect(await m.app.services.savedSearches.sendDue()).toBe(0);

    // The mail client's one click: no session, the token alone.
    const click = await m.app.client().request('POST', `/saved-searches/unsubscribe?token=${token}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(click.status).toBe(200);
    expect((await m.renter.gql<{ savedSearches: unknown[] }>(LIST)).data!.savedSearches).toEqual([]);
    // Twice is fine; a broken token says so.
    const twice = await m.app.client().gql('mutation($t: String!) { unsubscribeSavedSearch(token: $t) }', { t: token });
    expect(twice.data).toEqual({ unsubscribeSavedSearch: null });
    const broken: Errors = await m.app.client().gql('mutation { unsubscribeSavedSearch(token: "x") }');
    expect(broken.errors?.[0]?.extensions?.fields?.[0]?.path).toBe('token');
  });

  it('count every new match of a busy day, past the first page of the marketplace', async () => {
    for (let i = 0; i < 55; i++)
      await buildTool(m.app.database.db, { name: `Ladder ${i}`, city: 'Jos', state: 'Plateau', ownerId: m.ownerId });
    expect((await m.renter.gql(SAVE, { f: { city: 'Jos' } })).errors).toBeUndefined();
    await aDayLater();
    await m.app.services.savedSearches.sendDue();
    const mail = await smtp.waitFor((x) => x.subject === '55 new tools for your search in Jos');
    expect(mail.text).toContain('And 50 more.');
  });

  it("are their owner's alone to remove, and a person keeps at most 20", async () => {
    const other = m.app.client();
    await signUpAndLogin(other);
    const mine = await m.renter.gql<{ saveSearch: { id: string } }>(SAVE, { f: { search: 'ladder' } });
    const id = mine.data!.saveSearch.id;
    const theirs: Errors = await other.gql('mutation($id: ID!) { deleteSavedSearch(id: $id) }', { id });
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await m.renter.gql('mutation($id: ID!) { deleteSavedSearch(id: $id) }', { id })).data).toEqual({
      deleteSavedSearch: id,
    });
    for (let i = 0; i < 20; i++) await other.gql(SAVE, { f: { search: `tool ${i}` } });
    const over: Errors = await other.gql(SAVE, { f: { search: 'one more' } });
    expect(over.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const rows = await m.app.database.db.select().from(savedSearches).where(eq(savedSearches.label, '"one more"'));
    expect(rows).toEqual([]);
  });
});
