// Closed sets as enums (currencies, countries, outbox templates): an unknown value is refused by the
// schema naming the argument, a known one works, and stored values outside a set still answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participants, sponsors } from '../features/expo/expo.table.js';
import { emailOutbox } from '../features/outbox/outbox.table.js';
import { renderEmail } from '../features/outbox/email-layout.js';
import { startMarketplace, uniqueEmail, type Marketplace } from '../test/factories.js';

let m: Marketplace;
/** A word only this file's rows carry, so other rows of a shared database never count. */
const MARK = `closedsets${Date.now().toString(36)}`;

type Answer = { errors?: { message: string; extensions?: { code?: string; fields?: { path: string }[] } }[] };
const codeOf = (res: Answer) => res.errors?.[0]?.extensions?.code;
const pathsOf = (res: Answer) => res.errors?.[0]?.extensions?.fields?.map((f) => f.path) ?? [];

beforeAll(async () => {
  m = await startMarketplace({ env: { LOCAL_CURRENCIES: 'NG:NGN' } });
  const db = m.app.database.db;
  // The old client's registration form stored names as typed: the places name, another case, or none known.
  await db.insert(participants).values(
    ['Nigeria', 'nigeria', 'Ghana', 'Atlantis'].map((country, i) => ({
      registrationCode: `AIB26-CSET${i}A`,
      year: 2026,
      firstName: MARK,
      lastName: `Person ${i}`,
      email: uniqueEmail('closed-sets'),
      phone: '+2348000000000',
      country,
    })),
  );
  await db.insert(sponsors).values(
    ['Ghana', 'Nigeria'].map((country) => ({
      year: 2026,
      packageId: 'gold',
      company: `${MARK} ${country}`,
      email: uniqueEmail('closed-sets-sponsor'),
      phone: '+2348000000000',
      country,
    })),
  );
  const mail = renderEmail({ title: 'Hello', paragraphs: ['A message'] }, 'AIBEx 2026');
  await db.insert(emailOutbox).values(
    ['group-mail', 'a-kind-no-longer-sent'].map((template) => ({
      toAddress: uniqueEmail(MARK),
      subject: `${MARK} ${template}`,
      template,
      status: 'stored' as const,
      ...mail,
    })),
  );
});
afterAll(() => m?.app.close());

describe('CurrencyCode', () => {
  it('answers the codes of the site and its prices as the enum, the same text on the wire', async () => {
    const res = await m.renter.gql('{ site { currency currencies localCurrencies { country currency } } }');
    expect(res.data?.site).toEqual({
      currency: 'USD',
      currencies: ['USD', 'NGN'],
      localCurrencies: [{ country: 'NG', currency: 'NGN' }],
    });
  });

  it('takes a known code and refuses an unknown one before anything runs, naming the argument', async () => {
    const Q = 'query($currency: CurrencyCode) { myEarnings(currency: $currency) { currency } }';
    const known = await m.owner.gql(Q, { currency: 'NGN' });
    expect(known.errors).toBeUndefined();
    const unknown = await m.owner.gql(Q, { currency: 'XYZ' });
    expect(unknown.data).toBeUndefined();
    expect(codeOf(unknown)).toBe('BAD_USER_INPUT');
    expect(unknown.errors?.[0]?.message).toContain('CurrencyCode');
    expect(pathsOf(unknown).join()).toMatch(/currency$/);

    const browse = 'query($filter: ToolBrowseInput) { tools(filter: $filter) { total } }';
    expect((await m.renter.gql(browse, { filter: { currency: 'NGN' } })).errors).toBeUndefined();
    const lower = await m.renter.gql(browse, { filter: { currency: 'ngn' } });
    expect(codeOf(lower)).toBe('BAD_USER_INPUT');
    expect(pathsOf(lower).join()).toMatch(/currency$/);
  });
});

describe('CountryCode', () => {
  const PEOPLE = `query($country: String, $countryCode: CountryCode) {
    adminParticipants(search: "${MARK}", country: $country, countryCode: $countryCode, orderBy: { field: LAST_NAME }) {
      total items { country countryCode }
    }
  }`;

  it('answers the code beside the name as registered, null for a name the places data does not know', async () => {
    const all = await m.admin.gql(PEOPLE, {});
    expect(all.data?.adminParticipants.items).toEqual([
      { country: 'Nigeria', countryCode: 'NG' },
      { country: 'nigeria', countryCode: 'NG' },
      { country: 'Ghana', countryCode: 'GH' },
      { country: 'Atlantis', countryCode: null },
    ]);
  });

  it('filters by code whatever the case of the name, and by name exactly as before', async () => {
    const byCode = await m.admin.gql(PEOPLE, { countryCode: 'NG' });
    expect(byCode.data?.adminParticipants.items.map((p: { country: string }) => p.country)).toEqual([
      'Nigeria',
      'nigeria',
    ]);
    const byName = await m.admin.gql(PEOPLE, { country: 'Nigeria' });
    expect(byName.data?.adminParticipants.total).toBe(1);
    const SPONSORS = `query($countryCode: CountryCode) {
      adminSponsors(search: "${MARK}", countryCode: $countryCode) { total items { country countryCode } }
    }`;
    const ghana = await m.admin.gql(SPONSORS, { countryCode: 'GH' });
    expect(ghana.data?.adminSponsors).toEqual({ total: 1, items: [{ country: 'Ghana', countryCode: 'GH' }] });
  });

  it('refuses a code that is not ISO 3166-1, naming the argument', async () => {
    const res = await m.admin.gql(PEOPLE, { countryCode: 'XX' });
    expect(res.data).toBeUndefined();
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(pathsOf(res).join()).toMatch(/countryCode$/);
  });
});

describe('OutboxTemplate', () => {
  const OUTBOX = `query($template: OutboxTemplate) {
    adminOutbox(search: "${MARK}", template: $template) { total items { subject template } }
  }`;

  it('filters by a template and answers it as the enum; a kind no longer sent is OTHER', async () => {
    const group = await m.admin.gql(OUTBOX, { template: 'GROUP_MAIL' });
    expect(group.data?.adminOutbox).toEqual({
      total: 1,
      items: [{ subject: `${MARK} group-mail`, template: 'GROUP_MAIL' }],
    });
    const other = await m.admin.gql(OUTBOX, { template: 'OTHER' });
    expect(other.data?.adminOutbox).toEqual({
      total: 1,
      items: [{ subject: `${MARK} a-kind-no-longer-sent`, template: 'OTHER' }],
    });
  });

  it('refuses the stored spelling or an unknown template, naming the argument', async () => {
    for (const template of ['group-mail', 'NO_SUCH_MAIL']) {
      const res = await m.admin.gql(OUTBOX, { template });
      expect(codeOf(res), template).toBe('BAD_USER_INPUT');
      expect(pathsOf(res).join(), template).toMatch(/template$/);
    }
  });
});
