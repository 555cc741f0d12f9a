import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { CheckedForm } from '../../../components/forms/CheckedForm';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { graphql } from '../../../gql';
import type { SponsorInvoicesQuery } from '../../../gql/graphql';
import { fieldErrorsOf, text } from '../../../lib/form-rules';
import { currencyCodeOf, currencyName, formatMoney, majorUnitsText, minorUnitsOf } from '../../../lib/money';
import { downloadWithSession } from '../../../lib/session-download';
import { useFormErrors } from '../../../lib/use-form-errors';
import { DetailList } from '../components/DetailList';
import { LiveNotice, type Notice } from '../components/LiveNotice';
import { ReasonDialog } from '../components/ReasonDialog';
import { SiteTime } from '../components/SiteTime';
import { StatusBadge } from '../components/StatusBadge';
import './invoicing.css';

const SponsorInvoicesDocument = graphql(`
  query SponsorInvoices($sponsorId: ID!) {
    sponsorInvoices(sponsorId: $sponsorId) {
      ...SponsorInvoiceFields
    }
    invoiceSettings {
      paymentTermsDays
    }
    site {
      currency
      currencies
    }
  }
`);

graphql(`
  fragment SponsorInvoiceFields on SponsorInvoice {
    id
    number
    status
    statusLabel
    isOpen
    isPaid
    currency
    description
    netCents
    taxes {
      name
      basisPoints
      amountCents
    }
    totalCents
    totalText
    issuedOn
    dueOn
    paidAt
    paymentReference
  }
`);

const InvoiceCreditNoteDocument = graphql(`
  query InvoiceCreditNote($invoiceId: ID!) {
    invoiceCreditNote(invoiceId: $invoiceId) {
      id
      number
      reason
      issuedOn
      refund
      refundedAt
      totalCents
      currency
    }
  }
`);

const IssueSponsorInvoiceDocument = graphql(`
  mutation IssueSponsorInvoice($sponsorId: ID!, $input: IssueInvoiceInput) {
    issueSponsorInvoice(sponsorId: $sponsorId, input: $input) {
      ...SponsorInvoiceFields
    }
  }
`);

const MarkInvoicePaidDocument = graphql(`
  mutation MarkInvoicePaid($id: ID!, $reference: String!) {
    markInvoicePaid(id: $id, reference: $reference) {
      ...SponsorInvoiceFields
    }
  }
`);

const CreditInvoiceDocument = graphql(`
  mutation CreditInvoice($id: ID!, $reason: String!) {
    creditInvoice(id: $id, reason: $reason) {
      id
      number
    }
  }
`);

type Invoice = SponsorInvoicesQuery['sponsorInvoices'][number];

const REFUND_LABELS = {
  NONE: 'Nothing to give back: the invoice was not paid',
  CARD: 'Refunded to the card through the payment provider',
  MANUAL: 'Paid by bank transfer: the organisers pay it back themselves',
} as const;

/** What the sponsor pays, in words people read: ₦50,000.00 from 5000000 kobo. */
const money = (cents: number, currency: string) => formatMoney(cents / 100, currency);

interface Props {
  sponsor: { id: string; company: string; email: string };
  /** The package's price, the issue form's amount until changed (null: none set). */
  price: { cents: number | null; currency: string | null };
  /** Whether the application is approved: only then is an invoice issued. */
  approved: boolean;
}

/**
 * A sponsor's invoices on their details page: issuing one (amount from the package price), its state,
 * its PDF, marking it paid by transfer, crediting it, and the credit note of a cancelled one.
 */
export function SponsorInvoicesPanel({ sponsor, price, approved }: Props) {
  const { data, error } = useQuery(SponsorInvoicesDocument, { variables: { sponsorId: sponsor.id } });
  const [notice, setNotice] = useState<Notice | null>(null);
  if (error)
    return (
      <div className="sponsor-invoices">
        <Alert>The invoices could not be loaded: {error.message}</Alert>
      </div>
    );
  if (!data) return null;
  const invoices = data.sponsorInvoices;
  const inForce = invoices.find((invoice) => invoice.isOpen || invoice.isPaid);
  return (
    <div className="sponsor-invoices">
      <Card>
        <section aria-labelledby="sponsor-invoices-title">
          <h2 id="sponsor-invoices-title">Invoice</h2>
          <LiveNotice notice={notice} />
          {invoices.length === 0 && (
            <p>{approved ? 'No invoice yet.' : 'No invoice: an application is invoiced once it is approved.'}</p>
          )}
          {!inForce && approved && (
            <IssueInvoiceForm
              sponsor={sponsor}
              price={price}
              termsDays={data.invoiceSettings.paymentTermsDays}
              siteCurrency={data.site.currency}
              currencies={data.site.currencies}
              onIssued={(invoice) =>
                setNotice({
                  tone: 'success',
                  text: `Invoice ${invoice.number} of ${invoice.totalText} is issued and e-mailed to ${sponsor.email}.`,
                })
              }
            />
          )}
        </section>
      </Card>
      {invoices.map((invoice) => (
        <InvoiceCard key={invoice.id} invoice={invoice} sponsor={sponsor} onNotice={setNotice} />
      ))}
    </div>
  );
}

function IssueInvoiceForm({
  sponsor,
  price,
  termsDays,
  siteCurrency,
  currencies,
  onIssued,
}: {
  sponsor: Props['sponsor'];
  price: Props['price'];
  termsDays: number;
  siteCurrency: string;
  currencies: readonly string[];
  onIssued: (invoice: Invoice) => void;
}) {
  const [issue, { loading }] = useMutation(IssueSponsorInvoiceDocument, {
    refetchQueries: ['SponsorInvoices', 'RecordHistory'],
    awaitRefetchQueries: true,
  });
  const errors = useFormErrors();
  const { fieldErrors } = errors;

  async function submit(formElement: HTMLFormElement) {
    const form = new FormData(formElement);
    const amountCents = minorUnitsOf(text(form, 'amountCents'));
    const dueOn = text(form, 'dueOn');
    const valid = errors.check(
      fieldErrorsOf({
        amountCents: amountCents == null ? 'Please give the amount before taxes, e.g. 50000 or 50000.00.' : undefined,
      }),
    );
    if (!valid) return;
    const issued = await issue({
      variables: {
        sponsorId: sponsor.id,
        input: { amountCents, currency: currencyCodeOf(text(form, 'currency')), dueOn: dueOn || null },
      },
    });
    if (issued.data) onIssued(issued.data.issueSponsorInvoice);
  }

  return (
    <div className="sponsor-invoices__issue">
      <CheckedForm
        errors={errors}
        busy={loading}
        submitLabel="Issue and e-mail the invoice"
        busyLabel="Issuing…"
        aria-label="Issue the invoice"
        onSubmit={submit}
      >
        <p>
          The invoice is numbered, e-mailed to {sponsor.email} as a PDF with a private link to pay it, and adds the
          taxes of the invoicing settings.
        </p>
        <TextField
          label="Amount before taxes"
          name="amountCents"
          inputMode="decimal"
          required
          hint={price.cents == null ? 'The package has no price: type the amount.' : 'The package’s price.'}
          defaultValue={price.cents != null ? majorUnitsText(price.cents) : ''}
          error={fieldErrors.amountCents}
        />
        <SelectField
          label="Currency"
          name="currency"
          options={currencies.map((c) => ({ value: c, label: currencyName(c) }))}
          defaultValue={price.currency ?? siteCurrency}
          error={fieldErrors.currency}
        />
        <TextField
          label="Due date"
          name="dueOn"
          type="date"
          hint={`Empty: ${termsDays} days after today (the payment terms).`}
          error={fieldErrors.dueOn}
        />
        {errors.message && <Alert>{errors.message}</Alert>}
      </CheckedForm>
    </div>
  );
}

function InvoiceCard({
  invoice,
  sponsor,
  onNotice,
}: {
  invoice: Invoice;
  sponsor: Props['sponsor'];
  onNotice: (notice: Notice) => void;
}) {
  const refetchQueries = ['SponsorInvoices', 'RecordHistory', 'InvoiceCreditNote'];
  const [markPaid] = useMutation(MarkInvoicePaidDocument, { refetchQueries });
  const [credit] = useMutation(CreditInvoiceDocument, { refetchQueries, awaitRefetchQueries: true });
  const titleId = `invoice-${invoice.id}-title`;
  const credited = !invoice.isOpen && !invoice.isPaid;
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <div className="details-actions">
          <h2 id={titleId}>Invoice {invoice.number}</h2>
          <StatusBadge status={invoice.status} label={invoice.statusLabel} />
        </div>
        <DetailList
          items={[
            { label: 'Line', value: `${invoice.description}: ${money(invoice.netCents, invoice.currency)}` },
            ...invoice.taxes.map((tax) => ({
              label: `${tax.name} (${tax.basisPoints / 100}%)`,
              value: money(tax.amountCents, invoice.currency),
            })),
            { label: 'Total', value: <strong>{invoice.totalText}</strong> },
            { label: 'Issued', value: invoice.issuedOn },
            { label: 'Due', value: invoice.dueOn },
            ...(invoice.isPaid
              ? [
                  { label: 'Paid', value: <SiteTime iso={invoice.paidAt} of="expo" /> },
                  { label: 'Reference', value: invoice.paymentReference },
                ]
              : []),
          ]}
        />
        <div className="details-actions">
          <PdfButton
            url={`/api/admin/invoices/${encodeURIComponent(invoice.id)}/invoice.pdf`}
            fileName={`${invoice.number}.pdf`}
            label="Download PDF"
            what="invoice"
          />
          {invoice.isOpen && (
            <ReasonDialog
              label="Mark paid"
              variant="primary"
              title={`Mark invoice ${invoice.number} paid by bank transfer?`}
              detail={
                <p>
                  Only once the transfer of {invoice.totalText} shows on the bank statement. {sponsor.email} is told it
                  is paid.
                </p>
              }
              field={{
                name: 'reference',
                label: 'Transfer reference',
                hint: 'As the bank statement shows it.',
                missing: 'Please give the bank transfer’s reference, as the bank statement shows it',
                maxLength: 200,
              }}
              confirmLabel="Mark paid"
              busyLabel="Marking paid…"
              onConfirm={async (reference) => {
                await markPaid({ variables: { id: invoice.id, reference } });
                onNotice({ tone: 'success', text: `Invoice ${invoice.number} is paid (reference ${reference}).` });
              }}
            />
          )}
          {!credited && (
            <ReasonDialog
              label="Credit note"
              title={`Cancel invoice ${invoice.number} with a credit note?`}
              detail={
                <p>
                  The credit note is numbered and e-mailed to {sponsor.email}.{' '}
                  {invoice.isPaid
                    ? 'A card payment is refunded through the provider; a transfer is yours to pay back.'
                    : 'Nothing was paid, so nothing goes back.'}{' '}
                  A new invoice can be issued afterwards.
                </p>
              }
              confirmLabel="Issue the credit note"
              busyLabel="Crediting…"
              danger
              onConfirm={async (reason) => {
                const done = await credit({ variables: { id: invoice.id, reason } });
                onNotice({
                  tone: 'info',
                  text: `Invoice ${invoice.number} is cancelled by credit note ${done.data?.creditInvoice.number ?? ''}.`,
                });
              }}
            />
          )}
        </div>
        {credited && <CreditNoteDetails invoiceId={invoice.id} />}
      </section>
    </Card>
  );
}

function CreditNoteDetails({ invoiceId }: { invoiceId: string }) {
  const { data, error } = useQuery(InvoiceCreditNoteDocument, { variables: { invoiceId } });
  if (error) return <Alert>The credit note could not be loaded: {error.message}</Alert>;
  const note = data?.invoiceCreditNote;
  if (!note) return null;
  return (
    <>
      <h3>Credit note {note.number}</h3>
      <DetailList
        items={[
          { label: 'Credits', value: money(note.totalCents, note.currency) },
          { label: 'Reason', value: note.reason },
          { label: 'Issued', value: note.issuedOn },
          {
            label: 'Money back',
            value: note.refundedAt ? (
              <>
                {REFUND_LABELS[note.refund]} (<SiteTime iso={note.refundedAt} of="expo" />)
              </>
            ) : (
              REFUND_LABELS[note.refund]
            ),
          },
        ]}
      />
      <div className="details-actions">
        <PdfButton
          url={`/api/admin/invoices/${encodeURIComponent(invoiceId)}/credit-note.pdf`}
          fileName={`${note.number}.pdf`}
          label="Download credit note PDF"
          what="credit note"
        />
      </div>
    </>
  );
}

function PdfButton({ url, fileName, label, what }: { url: string; fileName: string; label: string; what: string }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <>
      <Button
        variant="secondary"
        loading={busy}
        loadingText="Preparing the PDF…"
        onClick={() => {
          setBusy(true);
          setProblem(null);
          void downloadWithSession(url, fileName, what).then((failed) => {
            setProblem(failed);
            setBusy(false);
          });
        }}
      >
        {label}
      </Button>
      {problem && <Alert>{problem}</Alert>}
    </>
  );
}
