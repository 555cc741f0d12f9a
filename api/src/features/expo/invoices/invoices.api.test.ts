import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../rentals/payments/ledger.table.js';
import { signIn, uniqueEmail } from '../../../test/factories.js';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';
import { startTestApp, type HttpClient, type TestApp } from '../../../test/test-app.js';
import { waitUntil } from '../../../test/wait.js';
import { utcToZoned } from '../../../lib/zoned-time.js';

const ADMIN = { ADMIN_EMAIL: 'treasurer@example.com', ADMIN_PASSWORD: 'treasurer-password-1' };
const INVOICE_FIELDS =
  'id number isOpen isPaid status currency netCents totalCents totalText dueOn paidVia paymentReference taxes { name basisPoints amountCents }';
const ISSUE = `mutation($id: ID!, $input: IssueInvoiceInput) { issueSponsorInvoice(sponsorId: $id, input: $input) { ${INVOICE_FIELDS} } }`;
const PAGE = `query($token: String!) { mySponsorship(token: $token) { company packageTitle canPayByCard bankDetails invoice { ${INVOICE_FIELDS} } creditNotes { number refund refundedAt totalCents } } }`;

let app: TestApp;
let smtp: SmtpSink;
let admin: HttpClient;
let year: number;

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startTestApp({
    ...ADMIN,
    SMTP_URL: smtp.url,
    PAYMENTS_TEST_MODE: 'true',
    LOCAL_CURRENCIES: 'NG:NGN,GH:GHS',
  });
  admin = app.client();
  await signIn(admin, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
  year = Number(utcToZoned(new Date(), app.services.config.expo.timeZone).date.slice(0, 4));
  const settings = await admin.gql(
    `mutation($input: InvoiceSettingsInput!) { updateInvoiceSettings(input: $input) { invoicePrefix taxLines { name basisPoints } } }`,
    {
      input: {
        legalName: 'AIBEx Events Ltd',
        address: '1 Herbert Macaulay Way, Abuja',
        taxNumber: 'TIN 12345678-0001',
        bankDetails: 'Zenith Bank · AIBEx Events Ltd · 1012345678',
        invoicePrefix: 'AIBEX',
        paymentTermsDays: 30,
        reminderDaysBefore: 7,
        taxLines: [{ name: 'VAT', basisPoints: 750 }],
        paidSponsorsOnly: false,
      },
    },
  );
  expect(settings.errors).toBeUndefined();
  const price = await admin.gql(
    'mutation { setSponsorshipPackagePrice(id: "gold", priceCents: 5000000, currency: NGN) { priceCents currency } }',
  );
  expect(price.errors).toBeUndefined();
  expect(price.data?.setSponsorshipPackagePrice).toEqual({ priceCents: 5000000, currency: 'NGN' });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

/** An approved application; answers its id and e-mail. */
async function approvedSponsor(company: string, language = 'en'): Promise<{ id: string; email: string }> {
  const email = uniqueEmail('sponsor');
  const res = await app.client().form('POST', '/api/sponsorship-registration', {
    company,
    email,
    phone: '+234 809 000 1234',
    country: 'Nigeria',
    state: 'FCT',
    city: 'Abuja',
    address: '12 Aminu Kano Crescent',
    category: 'GOLD',
    language,
  });
  expect(res.status).toBe(201);
  const approved = await admin.gql('mutation($id: ID!) { reviewSponsor(id: $id, decision: APPROVED) { status } }', {
    id: res.body.sponsor.id,
  });
  expect(approved.errors).toBeUndefined();
  return { id: res.body.sponsor.id, email };
}

/** Issues the invoice and answers it with the private link's token from its e-mail. */
async function issue(sponsor: { id: string; email: string }) {
  const res = await admin.gql(ISSUE, { id: sponsor.id });
  expect(res.errors).toBeUndefined();
  const invoice = res.data!.issueSponsorInvoice;
  const mail = await smtp.waitFor((m) => m.to.includes(sponsor.email) && m.text.includes(invoice.number));
  const token = /my-sponsorship\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(token).toBeTruthy();
  return { invoice, token: token!, mail };
}

const ledgerOf = (invoiceId: string) =>
  app.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.invoiceId, invoiceId));

describe('sponsorship invoices', () => {
  it('issues a numbered invoice from the package price with the taxes, e-mailed with its PDF in naira', async () => {
    const sponsor = await approvedSponsor('Lumière Cosmétiques', 'fr');
    const { invoice, mail } = await issue(sponsor);
    expect(invoice.number).toMatch(new RegExp(`^AIBEX-${year}-\\d{4}$`));
    expect(invoice).toMatchObject({
      currency: 'NGN',
      netCents: 5_000_000,
      taxes: [{ name: 'VAT', basisPoints: 750, amountCents: 375_000 }],
      totalCents: 5_375_000,
      totalText: '₦53,750.00',
      isOpen: true,
    });
    // In the application's language, with the PDF, its fonts embedded (they have the naira sign).
    expect(mail.text).toContain(`la facture ${invoice.number} de ₦53,750.00`);
    expect(mail.raw).toContain(`filename=${invoice.number}.pdf`);
    const pdf = await app.client().request('GET', `/api/admin/invoices/${invoice.id}/invoice.pdf`);
    expect(pdf.status).toBe(401);
    const own = await admin.request('GET', `/api/admin/invoices/${invoice.id}/invoice.pdf`);
    expect(own.status).toBe(200);
    const bytes = Buffer.from(await own.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('DejaVuSans');

    // A second invoice for the same application is refused while this one is in force.
    const again = await admin.gql(ISSUE, { id: sponsor.id });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('numbers concurrent issues without repeats or gaps, and a refused issue takes no number', async () => {
    const sponsors = await Promise.all(['Shea Glow', 'Baobab Beauty', 'Kente Care'].map((c) => approvedSponsor(c)));
    const pending = await app.client().form('POST', '/api/sponsorship-registration', {
      company: 'Not Yet Approved',
      email: uniqueEmail('sponsor'),
      phone: '+234 809 000 1234',
      country: 'Nigeria',
      category: 'GOLD',
    });
    const refused = await admin.gql(ISSUE, { id: pending.body.sponsor.id });
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const missing = await admin.gql(ISSUE, { id: sponsors[0]!.id, input: { amountCents: 0 } });
    expect(missing.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const issued = await Promise.all(sponsors.map((s) => admin.gql(ISSUE, { id: s.id })));
    const numbers = issued.map((r) => Number(r.data!.issueSponsorInvoice.number.slice(-4))).sort((a, b) => a - b);
    const all = await app.database.db.query.sponsorInvoices.findMany();
    const every = all.map((i) => Number(i.number.slice(-4))).sort((a, b) => a - b);
    // Every number from 1 up, each once.
    expect(every).toEqual(every.map((_, i) => i + 1));
    expect(new Set(numbers).size).toBe(3);
  });

  it('is paid by bank transfer when an organiser marks it with the reference, in the ledger once', async () => {
    const sponsor = await approvedSponsor('Adire Skin');
    const { invoice, token } = await issue(sponsor);
    const mark = `mutation($id: ID!, $ref: String!) { markInvoicePaid(id: $id, reference: $ref) { ${INVOICE_FIELDS} } }`;
    const empty = await admin.gql(mark, { id: invoice.id, ref: ' ' });
    expect(empty.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const paid = await admin.gql(mark, { id: invoice.id, ref: 'ZEN-TRF-0042' });
    expect(paid.data?.markInvoicePaid).toMatchObject({
      isPaid: true,
      paidVia: 'TRANSFER',
      paymentReference: 'ZEN-TRF-0042',
    });
    await admin.gql(mark, { id: invoice.id, ref: 'ZEN-TRF-0042' }); // a double click changes nothing
    const entries = await ledgerOf(invoice.id);
    expect(entries.map((e) => [e.kind, e.amountCents, e.currency])).toEqual([
      ['sponsorship_payment', 5_375_000, 'NGN'],
    ]);
    await smtp.waitFor((m) => m.to.includes(sponsor.email) && m.subject.includes('is paid'));
    const page = await app.client().gql(PAGE, { token });
    expect(page.data?.mySponsorship).toMatchObject({ canPayByCard: false, invoice: { isPaid: true } });
    const audit = await admin.gql('query($id: ID!) { adminAuditLog(targetId: $id) { items { action } } }', {
      id: sponsor.id,
    });
    expect(audit.data?.adminAuditLog.items.map((i: { action: string }) => i.action)).toEqual(
      expect.arrayContaining(['SPONSOR_INVOICE', 'SPONSOR_INVOICE_PAID']),
    );
  });

  it('is paid by card through the provider, the amount the server’s, then credited and refunded on cancellation', async () => {
    const sponsor = await approvedSponsor('Ankara Glow');
    const { invoice, token } = await issue(sponsor);
    const sponsorClient = app.client();
    const before = await sponsorClient.gql(PAGE, { token });
    expect(before.data?.mySponsorship).toMatchObject({
      company: 'Ankara Glow',
      canPayByCard: true,
      bankDetails: 'Zenith Bank · AIBEx Events Ltd · 1012345678',
      invoice: { number: invoice.number, isOpen: true },
    });
    // Signed out, the page's card form learns which processor takes the card.
    const settings = await sponsorClient.gql('{ paymentSettings { provider } }');
    expect(settings.data?.paymentSettings).toEqual({ provider: 'TEST' });
    const pay = 'mutation($token: String!) { payInvoiceByCard(token: $token) { paymentId provider clientSecret } }';
    const first = await sponsorClient.gql(pay, { token });
    const second = await sponsorClient.gql(pay, { token });
    expect(second.data?.payInvoiceByCard).toEqual(first.data?.payInvoiceByCard); // one payment, however often asked
    const card = await sponsorClient.json('POST', '/api/payment/test-provider/confirm', {
      clientSecret: first.data!.payInvoiceByCard.clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: year + 2,
      cvc: '123',
    });
    expect(card.status).toBe(200);
    await waitUntil(
      async () => (await sponsorClient.gql(PAGE, { token })).data?.mySponsorship.invoice?.isPaid === true,
      10_000,
      'the card payment to settle the invoice',
    );
    const after = await sponsorClient.gql(PAGE, { token });
    expect(after.data?.mySponsorship.invoice).toMatchObject({ paidVia: 'CARD', totalCents: 5_375_000 });
    expect((await ledgerOf(invoice.id)).map((e) => [e.kind, e.amountCents])).toEqual([
      ['sponsorship_payment', 5_375_000],
    ]);
    const paying = await sponsorClient.gql(pay, { token });
    expect(paying.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    // Cancelled after it was paid: a credit note in its own series, the invoice void, the card refunded.
    const cancelled = await admin.gql(
      'mutation($id: ID!) { cancelSponsor(id: $id, reason: "Withdrew by letter") { status } }',
      {
        id: sponsor.id,
      },
    );
    expect(cancelled.errors).toBeUndefined();
    const creditMail = await smtp.waitFor((m) => m.to.includes(sponsor.email) && m.subject.includes('credit note'));
    expect(creditMail.subject).toMatch(new RegExp(`credit note CN-${year}-\\d{4} for invoice ${invoice.number}`));
    await waitUntil(
      async () => (await ledgerOf(invoice.id)).some((e) => e.kind === 'sponsorship_refund'),
      10_000,
      'the refund',
    );
    const ledger = await app.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.invoiceId, invoice.id), eq(ledgerEntries.kind, 'sponsorship_refund')));
    expect(ledger.map((e) => e.amountCents)).toEqual([-5_375_000]);
    const page = await sponsorClient.gql(PAGE, { token });
    expect(page.data?.mySponsorship.invoice).toBeNull();
    expect(page.data?.mySponsorship.creditNotes).toEqual([
      expect.objectContaining({ refund: 'CARD', totalCents: 5_375_000, refundedAt: expect.any(String) }),
    ]);
    // The refund job run again adds nothing.
    const [credit] = await app.database.db.query.creditNotes.findMany({
      where: (c, { eq: is }) => is(c.invoiceId, invoice.id),
    });
    await app.services.invoices.runJob({ action: 'refund', creditNoteId: credit!.id });
    expect((await ledgerOf(invoice.id)).length).toBe(2);
  });

  it('credits an unpaid invoice with nothing to refund, and the wall lists only paid sponsors when asked', async () => {
    const open = await approvedSponsor('Open Invoice Ltd');
    const { invoice } = await issue(open);
    const credit = await admin.gql(
      'mutation($id: ID!) { creditInvoice(id: $id, reason: "Package changed") { number refund } }',
      { id: invoice.id },
    );
    expect(credit.data?.creditInvoice).toEqual({ number: expect.stringMatching(/^CN-/), refund: 'NONE' });
    const again = await admin.gql(ISSUE, { id: open.id, input: { amountCents: 2_000_000 } });
    expect(again.data?.issueSponsorInvoice).toMatchObject({ netCents: 2_000_000, totalCents: 2_150_000 });

    const wall = async () =>
      ((await app.client().gql('{ sponsorWall { sponsors { company } } }')).data?.sponsorWall ?? []).flatMap(
        (tier: { sponsors: { company: string }[] }) => tier.sponsors.map((s) => s.company),
      );
    expect(await wall()).toContain('Open Invoice Ltd');
    const settings = await admin.gql(
      '{ invoiceSettings { legalName address taxNumber bankDetails invoicePrefix paymentTermsDays reminderDaysBefore taxLines { name basisPoints } } }',
    );
    await admin.gql(
      'mutation($input: InvoiceSettingsInput!) { updateInvoiceSettings(input: $input) { paidSponsorsOnly } }',
      {
        input: { ...settings.data!.invoiceSettings, paidSponsorsOnly: true },
      },
    );
    const listed = await wall();
    expect(listed).not.toContain('Open Invoice Ltd');
    expect(listed).toContain('Adire Skin');
    await admin.gql(
      'mutation($input: InvoiceSettingsInput!) { updateInvoiceSettings(input: $input) { paidSponsorsOnly } }',
      {
        input: { ...settings.data!.invoiceSettings, paidSponsorsOnly: false },
      },
    );
  });

  it('reminds an open invoice before its due date once, however often the sweep runs', async () => {
    const sponsor = await approvedSponsor('Due Soon Ltd');
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const res = await admin.gql(ISSUE, { id: sponsor.id, input: { dueOn: soon } });
    const number = res.data!.issueSponsorInvoice.number;
    await app.services.invoices.runJob({ action: 'remind' });
    await app.services.invoices.runJob({ action: 'remind' });
    await smtp.waitFor((m) => m.to.includes(sponsor.email) && m.subject.includes(`${number} is due`));
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.mails.filter((m) => m.to.includes(sponsor.email) && m.subject.includes('is due'))).toHaveLength(1);
  });
});
