import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { MySponsorshipDocument, PaymentSettingsDocument } from '../../../gql/graphql';
import { setLanguage } from '../../../lib/i18n/i18n';
import { siteConfig, stubFetch } from '../../../test/fake-places';
import { renderMockedRoutes } from '../../../test/mocked-routes';
import { MySponsorshipPage } from './MySponsorshipPage';

function sponsorship(paid: boolean) {
  return {
    __typename: 'Sponsorship',
    company: 'Lumière Cosmétiques',
    packageTitle: 'GOLD',
    language: 'fr',
    canPayByCard: !paid,
    bankDetails: 'Zenith Bank\nAIBEx Events Ltd\n1012345678',
    invoice: {
      __typename: 'SponsorInvoice',
      id: 'i1',
      number: 'AIBEX-2026-0001',
      isOpen: !paid,
      isPaid: paid,
      currency: 'NGN',
      description: 'GOLD sponsorship of AIBEx 2026',
      netCents: 5_000_000,
      taxes: [{ __typename: 'InvoiceTax', name: 'VAT', basisPoints: 750, amountCents: 375_000 }],
      totalText: '₦53,750.00',
      issuedOn: '2026-11-02',
      dueOn: '2026-12-02',
      paidAt: paid ? '2026-11-20T09:30:00.000Z' : null,
    },
    creditNotes: [
      {
        __typename: 'CreditNote',
        id: 'c1',
        number: 'CN-2026-0001',
        reason: 'Package changed',
        refund: 'NONE',
        refundedAt: null,
        totalCents: 2_150_000,
        currency: 'NGN',
      },
    ],
  };
}

function renderPage(paid: boolean, address = `${paths.mySponsorship}?token=secret-token`) {
  stubFetch({ graphql: () => Response.json({ data: { site: siteConfig() } }) });
  return renderMockedRoutes([{ path: paths.mySponsorship, element: <MySponsorshipPage /> }], address, [
    {
      request: { query: MySponsorshipDocument, variables: { token: 'secret-token' } },
      result: { data: { mySponsorship: sponsorship(paid) } },
    },
    {
      request: { query: PaymentSettingsDocument },
      result: { data: { paymentSettings: { __typename: 'PaymentSettings', provider: 'TEST', publishableKey: null } } },
    },
  ]);
}

afterEach(async () => {
  sessionStorage.clear();
  await setLanguage('en');
});

describe('MySponsorshipPage', () => {
  it('shows the open invoice, its taxes and total, the card payment, and the transfer with its reference', async () => {
    renderPage(false);
    expect(await screen.findByRole('heading', { name: 'Invoice AIBEX-2026-0001' })).toBeTruthy();
    const lines = screen.getByRole('table', { name: 'What the invoice charges' });
    expect(within(lines).getByRole('row', { name: 'GOLD sponsorship of AIBEx 2026 ₦50,000.00' })).toBeTruthy();
    expect(within(lines).getByRole('row', { name: 'VAT (7.5%) ₦3,750.00' })).toBeTruthy();
    expect(within(lines).getByRole('row', { name: 'Total ₦53,750.00' })).toBeTruthy();
    expect(screen.getByText(/To pay by 2 Dec 2026\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the PDF' }).getAttribute('href')).toBe(
      '/api/my-sponsorship/document.pdf?token=secret-token&number=AIBEX-2026-0001',
    );
    expect(await screen.findByRole('button', { name: 'Pay ₦53,750.00 by card' })).toBeTruthy();
    const transfer = screen.getByRole('region', { name: 'Pay by bank transfer' });
    expect(within(transfer).getByText('AIBEX-2026-0001')).toBeTruthy();
    const credits = screen.getByRole('region', { name: 'Credit notes' });
    expect(within(credits).getByText('Credit note CN-2026-0001: ₦21,500.00')).toBeTruthy();
    expect(within(credits).getByRole('link', { name: 'Download credit note CN-2026-0001 (PDF)' })).toBeTruthy();
  });

  it('in French, shows a paid invoice without ways to pay it', async () => {
    await setLanguage('fr');
    renderPage(true);
    expect(await screen.findByRole('heading', { name: 'Facture AIBEX-2026-0001' })).toBeTruthy();
    expect(screen.getByText('Réglée')).toBeTruthy();
    // On the venue's clocks, once the site's configuration has said which zone they keep.
    expect(await screen.findByText(/Réglée le 20 nov\. 2026/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Payer par carte' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Payer par virement' })).toBeNull();
  });

  it('back from the provider’s checkout (?payment=), reads the page with the token kept for the way back', async () => {
    sessionStorage.setItem('aibex.my-sponsorship.token', 'secret-token');
    renderPage(true, `${paths.mySponsorship}?payment=p1`);
    expect(
      await screen.findByText(
        'Your payment went through: the invoice is paid, and a confirmation is on its way by e-mail.',
      ),
    ).toBeTruthy();
  });

  it('without a token, says to open the page from the e-mail', async () => {
    renderPage(false, paths.mySponsorship);
    expect(await screen.findByText('This page opens with the private link in your invoice e-mail.')).toBeTruthy();
  });
});
