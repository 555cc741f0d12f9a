import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../../test/utils';
import { IssueSponsorInvoiceDocument, MarkInvoicePaidDocument, SponsorInvoicesDocument } from '../../../gql/graphql';
import { SponsorInvoicesPanel } from './SponsorInvoicesPanel';

const SPONSOR = { id: '5a000000-0000-4000-8000-000000000001', company: 'Kano Agro Ltd', email: 'pay@kano.example' };
const INVOICE_ID = '5b000000-0000-4000-8000-000000000002';

const invoice = (state: 'open' | 'paid') => ({
  __typename: 'SponsorInvoice' as const,
  id: INVOICE_ID,
  number: 'AIBEX-2026-0007',
  status: state === 'open' ? 'OPEN' : 'PAID',
  statusLabel: state === 'open' ? 'Open' : 'Paid by bank transfer',
  isOpen: state === 'open',
  isPaid: state === 'paid',
  currency: 'NGN',
  description: 'GOLD sponsorship of AIBEx 2026',
  netCents: 5_000_000,
  taxes: [{ __typename: 'InvoiceTax' as const, name: 'VAT', basisPoints: 750, amountCents: 375_000 }],
  totalCents: 5_375_000,
  totalText: '₦53,750.00',
  issuedOn: '2026-11-29',
  dueOn: '2026-12-29',
  paidAt: state === 'paid' ? '2026-11-30T09:00:00.000Z' : null,
  paymentReference: state === 'paid' ? 'ZEN-889' : null,
});

const listed = (invoices: ReturnType<typeof invoice>[]): MockLink.MockedResponse => ({
  request: { query: SponsorInvoicesDocument, variables: { sponsorId: SPONSOR.id } },
  result: {
    data: {
      sponsorInvoices: invoices,
      invoiceSettings: { __typename: 'InvoiceSettings', paymentTermsDays: 30 },
      site: { __typename: 'SiteConfig', currency: 'USD', currencies: ['USD', 'NGN'] },
    },
  },
});

beforeAll(() => {
  // jsdom has no modal dialogs: open and close are enough for these tests.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

describe("a sponsor's invoice on the admin page", () => {
  it('issues the invoice with the package price prefilled, in minor units and the package currency', async () => {
    const mocks: MockLink.MockedResponse[] = [
      listed([]),
      {
        // Answered only to these variables: the amount in minor units, the package's currency, the terms' due date.
        request: {
          query: IssueSponsorInvoiceDocument,
          variables: { sponsorId: SPONSOR.id, input: { amountCents: 5_000_000, currency: 'NGN', dueOn: null } },
        },
        result: { data: { issueSponsorInvoice: invoice('open') } },
      },
      listed([invoice('open')]),
    ];
    render(
      <MockedProvider mocks={mocks}>
        <SponsorInvoicesPanel sponsor={SPONSOR} price={{ cents: 5_000_000, currency: 'NGN' }} approved />
      </MockedProvider>,
    );
    const amount = await screen.findByRole('textbox', { name: /Amount before taxes/ });
    expect((amount as HTMLInputElement).value).toBe('50000.00');
    expect((screen.getByRole('combobox', { name: /Currency/ }) as HTMLSelectElement).value).toBe('NGN');
    fireEvent.click(screen.getByRole('button', { name: 'Issue and e-mail the invoice' }));
    expect(await screen.findByRole('heading', { name: 'Invoice AIBEX-2026-0007' })).toBeTruthy();
    expect(screen.getByText(/Invoice AIBEX-2026-0007 of ₦53,750.00 is issued/)).toBeTruthy();
    // The invoice in force: no second issue form.
    expect(screen.queryByRole('button', { name: 'Issue and e-mail the invoice' })).toBeNull();
  });

  it('refuses an amount that is no amount before asking the server', async () => {
    render(
      <MockedProvider mocks={[listed([])]}>
        <SponsorInvoicesPanel sponsor={SPONSOR} price={{ cents: null, currency: null }} approved />
      </MockedProvider>,
    );
    const amount = await screen.findByRole('textbox', { name: /Amount before taxes/ });
    expect((amount as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Issue and e-mail the invoice' }));
    expect(await screen.findByText('Please give the amount before taxes, e.g. 50000 or 50000.00.')).toBeTruthy();
  });

  it('offers no invoice before the application is approved', async () => {
    render(
      <MockedProvider mocks={[listed([])]}>
        <SponsorInvoicesPanel sponsor={SPONSOR} price={{ cents: 5_000_000, currency: 'NGN' }} approved={false} />
      </MockedProvider>,
    );
    expect(await screen.findByText('No invoice: an application is invoiced once it is approved.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Issue and e-mail the invoice' })).toBeNull();
  });

  it('marks an open invoice paid with the transfer reference, which it asks for', async () => {
    const mocks: MockLink.MockedResponse[] = [
      listed([invoice('open')]),
      {
        request: { query: MarkInvoicePaidDocument, variables: { id: INVOICE_ID, reference: 'ZEN-889' } },
        result: { data: { markInvoicePaid: invoice('paid') } },
      },
      listed([invoice('paid')]),
    ];
    render(
      <MockedProvider mocks={mocks}>
        <SponsorInvoicesPanel sponsor={SPONSOR} price={{ cents: 5_000_000, currency: 'NGN' }} approved />
      </MockedProvider>,
    );
    const card = (await screen.findByRole('heading', { name: 'Invoice AIBEX-2026-0007' })).closest('section')!;
    expect(within(card).getByText('Open')).toBeTruthy();
    expect(within(card).getByText('VAT (7.5%)')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Mark paid' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark invoice AIBEX-2026-0007 paid by bank transfer?' });
    const confirm = within(dialog).getByRole('button', { name: 'Mark paid' });
    fireEvent.click(confirm);
    expect(
      await within(dialog).findByText('Please give the bank transfer’s reference, as the bank statement shows it'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Transfer reference/ }), {
      target: { value: 'ZEN-889' },
    });
    fireEvent.click(confirm);
    expect(await screen.findByText('Invoice AIBEX-2026-0007 is paid (reference ZEN-889).')).toBeTruthy();
    await waitFor(() => expect(within(card).getByText('Paid by bank transfer')).toBeTruthy());
    expect(within(card).queryByRole('button', { name: 'Mark paid' })).toBeNull();
  });
});
