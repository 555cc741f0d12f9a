import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { CheckedForm } from '../../../components/forms/CheckedForm';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { LoadingState } from '../../../components/ui/LoadingState';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { graphql } from '../../../gql';
import type { InvoicingSettingsQuery } from '../../../gql/graphql';
import { fieldErrorsOf, requiredProblem, text } from '../../../lib/form-rules';
import { currencyCodeOf, currencyName, formatMoney, majorUnitsText, minorUnitsOf } from '../../../lib/money';
import { useFormErrors } from '../../../lib/use-form-errors';
import { LiveNotice, type Notice } from '../components/LiveNotice';
import { PageHeader } from '../components/PageHeader';
import './invoicing.css';

graphql(`
  fragment InvoiceSettingsFields on InvoiceSettings {
    legalName
    address
    taxNumber
    bankDetails
    invoicePrefix
    paymentTermsDays
    reminderDaysBefore
    taxLines {
      name
      basisPoints
    }
    paidSponsorsOnly
  }
`);

const InvoicingSettingsDocument = graphql(`
  query InvoicingSettings {
    invoiceSettings {
      ...InvoiceSettingsFields
    }
    sponsorshipPackages {
      id
      title
      priceCents
      currency
    }
    site {
      currency
      currencies
    }
  }
`);

const UpdateInvoiceSettingsDocument = graphql(`
  mutation UpdateInvoiceSettings($input: InvoiceSettingsInput!) {
    updateInvoiceSettings(input: $input) {
      ...InvoiceSettingsFields
    }
  }
`);

const SetPackagePriceDocument = graphql(`
  mutation SetSponsorshipPackagePrice($id: ID!, $priceCents: Int, $currency: CurrencyCode) {
    setSponsorshipPackagePrice(id: $id, priceCents: $priceCents, currency: $currency) {
      id
      priceCents
      currency
    }
  }
`);

type Data = InvoicingSettingsQuery;
type Settings = Data['invoiceSettings'];
type Package = Data['sponsorshipPackages'][number];

const MAX_TAX_LINES = 5;

/** The organisers' invoicing settings and the packages' prices: what every new invoice prints and charges. */
export function InvoicingSettingsPage() {
  const { data, loading, error } = useQuery(InvoicingSettingsDocument);
  return (
    <div className="admin-page invoicing-page">
      <PageHeader
        title="Invoicing"
        intro="What sponsors’ invoices print and charge. A change applies to invoices issued from now on: those already sent keep what they said."
      />
      {error && <Alert>The settings could not be loaded: {error.message}</Alert>}
      {loading && !data && <LoadingState label="Loading the invoicing settings…" />}
      {data && (
        <div className="invoicing-page__cards">
          <Card className="admin-form-card">
            <SettingsForm settings={data.invoiceSettings} />
          </Card>
          <Card className="invoicing-prices">
            <section aria-labelledby="package-prices-title">
              <h2 id="package-prices-title">Package prices</h2>
              <p>
                What an invoice charges before taxes. Without a price, the amount is typed when the invoice is issued.
              </p>
              <ul className="invoicing-prices__list">
                {data.sponsorshipPackages.map((pkg) => (
                  <li key={pkg.id}>
                    <PackagePriceForm pkg={pkg} siteCurrency={data.site.currency} currencies={data.site.currencies} />
                  </li>
                ))}
              </ul>
            </section>
          </Card>
        </div>
      )}
    </div>
  );
}

/** A tax line as the form holds it: the rate as typed, in percent ('7.5'). */
interface TaxRow {
  key: number;
  name: string;
  percent: string;
}

const percentText = (basisPoints: number) => String(basisPoints / 100);

/** '7.5' -> 750; null unless a rate from 0 to 100 with at most two decimals. */
function basisPointsOf(percent: string): number | null {
  const cleaned = percent.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(cleaned)) return null;
  const points = Math.round(Number(cleaned) * 100);
  return points <= 10_000 ? points : null;
}

function wholeDays(value: string, max: number): number | null {
  if (!/^\d{1,3}$/.test(value.trim())) return null;
  const days = Number(value);
  return days <= max ? days : null;
}

function SettingsForm({ settings }: { settings: Settings }) {
  const [update, { loading }] = useMutation(UpdateInvoiceSettingsDocument, { refetchQueries: ['RecordHistory'] });
  const errors = useFormErrors();
  const { fieldErrors } = errors;
  const [notice, setNotice] = useState<Notice | null>(null);
  const [nextKey, setNextKey] = useState(settings.taxLines.length);
  const [taxes, setTaxes] = useState<TaxRow[]>(() =>
    settings.taxLines.map((tax, key) => ({ key, name: tax.name, percent: percentText(tax.basisPoints) })),
  );

  function addTax() {
    setTaxes((rows) => [...rows, { key: nextKey, name: '', percent: '' }]);
    setNextKey((key) => key + 1);
  }

  async function submit(formElement: HTMLFormElement) {
    setNotice(null);
    const form = new FormData(formElement);
    const taxLines = taxes.map((row) => ({
      name: text(form, `taxName${row.key}`),
      basisPoints: basisPointsOf(text(form, `taxRate${row.key}`)),
    }));
    const paymentTermsDays = wholeDays(text(form, 'paymentTermsDays'), 365);
    const reminderDaysBefore = wholeDays(text(form, 'reminderDaysBefore'), 60);
    const invoicePrefix = text(form, 'invoicePrefix').toUpperCase();
    const taxProblems = Object.fromEntries(
      taxes.flatMap((row, i) => [
        [`taxName${row.key}`, taxLines[i]!.name ? undefined : 'Please name the tax, e.g. VAT.'],
        [
          `taxRate${row.key}`,
          taxLines[i]!.basisPoints == null ? 'Please give the rate in percent, e.g. 7.5.' : undefined,
        ],
      ]),
    );
    const valid = errors.check(
      fieldErrorsOf({
        legalName: requiredProblem(text(form, 'legalName'), 'legal name'),
        address: requiredProblem(text(form, 'address'), 'address'),
        invoicePrefix: /^[A-Z0-9]{1,12}$/.test(invoicePrefix)
          ? undefined
          : 'Please give 1 to 12 capital letters or digits, e.g. AIBEX.',
        paymentTermsDays: paymentTermsDays == null ? 'Please give a whole number of days from 0 to 365.' : undefined,
        reminderDaysBefore:
          reminderDaysBefore == null ? 'Please give a whole number of days from 0 (no reminder) to 60.' : undefined,
        ...taxProblems,
      }),
    );
    if (!valid) return;
    await update({
      variables: {
        input: {
          legalName: text(form, 'legalName'),
          address: text(form, 'address'),
          taxNumber: text(form, 'taxNumber'),
          bankDetails: text(form, 'bankDetails'),
          invoicePrefix,
          paymentTermsDays: paymentTermsDays!,
          reminderDaysBefore: reminderDaysBefore!,
          taxLines: taxLines.map((tax) => ({ name: tax.name, basisPoints: tax.basisPoints! })),
          paidSponsorsOnly: form.get('paidSponsorsOnly') === 'on',
        },
      },
    });
    setNotice({ tone: 'success', text: 'The invoicing settings are saved.' });
  }

  return (
    <CheckedForm
      errors={errors}
      busy={loading}
      submitLabel="Save settings"
      busyLabel="Saving…"
      aria-labelledby="invoice-settings-title"
      onSubmit={submit}
    >
      <h2 id="invoice-settings-title">Settings</h2>
      <fieldset className="invoicing-fieldset">
        <legend>The organiser, as invoices name it</legend>
        <TextField
          label="Legal name"
          name="legalName"
          required
          maxLength={200}
          defaultValue={settings.legalName}
          error={fieldErrors.legalName}
        />
        <TextAreaField
          label="Address"
          name="address"
          required
          rows={3}
          maxLength={500}
          defaultValue={settings.address}
          error={fieldErrors.address}
        />
        <TextField
          label="Tax or registration number"
          name="taxNumber"
          maxLength={100}
          hint="TIN or RC number; leave empty when there is none."
          defaultValue={settings.taxNumber}
          error={fieldErrors.taxNumber}
        />
        <TextAreaField
          label="Bank details for transfers"
          name="bankDetails"
          rows={3}
          maxLength={500}
          hint="Bank, account name and number: printed on every invoice and shown on the sponsor’s page."
          defaultValue={settings.bankDetails}
          error={fieldErrors.bankDetails}
        />
      </fieldset>
      <fieldset className="invoicing-fieldset">
        <legend>Numbers and dates</legend>
        <TextField
          label="Invoice prefix"
          name="invoicePrefix"
          required
          maxLength={12}
          autoCapitalize="characters"
          hint="Capital letters and digits: AIBEX gives AIBEX-2026-0001."
          defaultValue={settings.invoicePrefix}
          error={fieldErrors.invoicePrefix}
        />
        <TextField
          label="Payment terms (days)"
          name="paymentTermsDays"
          inputMode="numeric"
          required
          hint="From the date of issue to the due date."
          defaultValue={String(settings.paymentTermsDays)}
          error={fieldErrors.paymentTermsDays}
        />
        <TextField
          label="Reminder (days before the due date)"
          name="reminderDaysBefore"
          inputMode="numeric"
          required
          hint="An unpaid invoice’s sponsor is e-mailed once; 0 sends no reminder."
          defaultValue={String(settings.reminderDaysBefore)}
          error={fieldErrors.reminderDaysBefore}
        />
      </fieldset>
      <fieldset className="invoicing-fieldset">
        <legend>Taxes added to every invoice</legend>
        {taxes.length === 0 && <p>No taxes: invoices charge the amount alone.</p>}
        {taxes.map((row, i) => (
          <div key={row.key} className="invoicing-tax" role="group" aria-label={`Tax ${i + 1}`}>
            <TextField
              label="Name"
              name={`taxName${row.key}`}
              maxLength={40}
              defaultValue={row.name}
              error={fieldErrors[`taxName${row.key}`]}
            />
            <TextField
              label="Rate (%)"
              name={`taxRate${row.key}`}
              inputMode="decimal"
              defaultValue={row.percent}
              error={fieldErrors[`taxRate${row.key}`]}
            />
            <Button
              variant="ghost"
              className="invoicing-tax__remove"
              aria-label={`Remove tax ${i + 1}`}
              onClick={() => setTaxes((rows) => rows.filter((r) => r.key !== row.key))}
            >
              Remove
            </Button>
          </div>
        ))}
        {taxes.length < MAX_TAX_LINES && (
          <Button variant="secondary" onClick={addTax}>
            Add a tax
          </Button>
        )}
      </fieldset>
      <CheckboxField
        label="The sponsor wall shows only sponsors who paid"
        name="paidSponsorsOnly"
        hint="Approved sponsors appear once their invoice is paid; otherwise every approved sponsor is shown."
        defaultChecked={settings.paidSponsorsOnly}
      />
      {errors.message && <Alert>{errors.message}</Alert>}
      <LiveNotice notice={notice} />
    </CheckedForm>
  );
}

function PackagePriceForm({
  pkg,
  siteCurrency,
  currencies,
}: {
  pkg: Package;
  siteCurrency: string;
  currencies: readonly string[];
}) {
  const [setPrice, { loading }] = useMutation(SetPackagePriceDocument);
  const errors = useFormErrors();
  const [notice, setNotice] = useState<Notice | null>(null);
  const priceName = `price-${pkg.id}`;
  const currencyField = `currency-${pkg.id}`;

  async function submit(formElement: HTMLFormElement) {
    setNotice(null);
    const form = new FormData(formElement);
    const typed = text(form, priceName);
    const priceCents = typed ? minorUnitsOf(typed) : null;
    const valid = errors.check(
      fieldErrorsOf({
        [priceName]:
          typed && priceCents == null
            ? 'Please give the price as an amount, e.g. 50000 or 50000.00 (or leave it empty for no price).'
            : undefined,
      }),
    );
    if (!valid) return;
    const currency = currencyCodeOf(text(form, currencyField) || siteCurrency);
    const saved = (await setPrice({ variables: { id: pkg.id, priceCents, currency: priceCents ? currency : null } }))
      .data?.setSponsorshipPackagePrice;
    setNotice({
      tone: 'success',
      text:
        saved?.priceCents != null
          ? `${pkg.title}: ${formatMoney(saved.priceCents / 100, saved.currency ?? currency ?? undefined)} before taxes.`
          : `${pkg.title} has no price now.`,
    });
  }

  return (
    <CheckedForm
      errors={errors}
      busy={loading}
      submitLabel={`Save ${pkg.title} price`}
      busyLabel="Saving…"
      aria-label={`${pkg.title} price`}
      onSubmit={submit}
      errorFields={{ BAD_USER_INPUT: priceName }}
    >
      <div className="invoicing-price">
        <TextField
          label={`${pkg.title} price`}
          name={priceName}
          inputMode="decimal"
          hint="Before taxes; empty: no price."
          defaultValue={pkg.priceCents != null ? majorUnitsText(pkg.priceCents) : ''}
          error={errors.fieldErrors[priceName]}
        />
        <SelectField
          label="Currency"
          name={currencyField}
          options={currencies.map((c) => ({ value: c, label: currencyName(c) }))}
          defaultValue={pkg.currency ?? siteCurrency}
        />
      </div>
      {errors.message && !errors.fieldErrors[priceName] && <Alert>{errors.message}</Alert>}
      <LiveNotice notice={notice} />
    </CheckedForm>
  );
}
