import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { toFormError } from '../../../lib/errors';
import { useFormErrors } from '../../../lib/use-form-errors';
import type { Earnings } from './EarningsPage';
import {
  MyEarningsDocument,
  RefreshStripeAccountDocument,
  SetBankPayoutDetailsDocument,
  StartStripeOnboardingDocument,
} from './earnings-documents';

interface PayoutMethodPanelProps {
  earnings: Earnings;
  onNotice: (message: string) => void;
}

/** How the owner is paid: bank details (payout queue) or a Stripe Express account, with its status. */
export function PayoutMethodPanel({ earnings, onNotice }: PayoutMethodPanelProps) {
  return (
    <section className="earnings-section" aria-labelledby="payout-method-heading">
      <h2 id="payout-method-heading">How you are paid</h2>
      {earnings.payoutMethod === 'STRIPE' ? (
        <StripePayouts earnings={earnings} onNotice={onNotice} />
      ) : (
        <BankPayouts earnings={earnings} onNotice={onNotice} />
      )}
    </section>
  );
}

function StripePayouts({ earnings, onNotice }: PayoutMethodPanelProps) {
  const account = earnings.payoutAccount;
  const [start, starting] = useMutation(StartStripeOnboardingDocument);
  const [refresh, refreshing] = useMutation(RefreshStripeAccountDocument, { refetchQueries: [MyEarningsDocument] });
  const [problem, setProblem] = useState<string | null>(null);

  async function goToStripe() {
    setProblem(null);
    try {
      const result = await start();
      const url = result.data?.startStripeOnboarding.url;
      if (url) window.location.assign(url);
    } catch (failure) {
      setProblem(toFormError(failure).message);
    }
  }

  async function checkStatus() {
    setProblem(null);
    try {
      await refresh();
      onNotice('Your Stripe account status is up to date.');
    } catch (failure) {
      setProblem(toFormError(failure).message);
    }
  }

  const status = !account?.stripeConnected
    ? 'Not set up yet'
    : account.stripePayoutsEnabled
      ? 'Ready: Stripe pays transfers out to your bank'
      : account.stripeDetailsSubmitted
        ? 'Stripe is checking your details'
        : 'Stripe needs more details from you';

  return (
    <div className="earnings-method">
      <p>
        Payouts go to your own Stripe account, which pays them out to your bank on Stripe’s schedule. Stripe asks for
        your identity and bank details; we never see your bank account number.
      </p>
      <p>
        <strong>Status:</strong> {status}
      </p>
      {account && account.stripeRequirementsDue.length > 0 && (
        <p className="earnings-muted">Stripe still needs: {account.stripeRequirementsDue.join(', ')}.</p>
      )}
      {problem && <Alert>{problem}</Alert>}
      <div className="earnings-actions">
        {!account?.stripePayoutsEnabled && (
          <Button loading={starting.loading} loadingText="Opening Stripe…" onClick={() => void goToStripe()}>
            {account?.stripeConnected ? 'Continue setting up with Stripe' : 'Set up payouts with Stripe'}
          </Button>
        )}
        {account?.stripeConnected && (
          <Button
            variant="secondary"
            loading={refreshing.loading}
            loadingText="Asking Stripe…"
            onClick={() => void checkStatus()}
          >
            Check status with Stripe
          </Button>
        )}
      </div>
    </div>
  );
}

function BankPayouts({ earnings, onNotice }: PayoutMethodPanelProps) {
  const account = earnings.payoutAccount;
  const [editing, setEditing] = useState(!account?.accountNumberMasked);
  const [save, saving] = useMutation(SetBankPayoutDetailsDocument, { refetchQueries: [MyEarningsDocument] });
  const { attachForm, ...errors } = useFormErrors();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '');
    errors.clear();
    try {
      await save({
        variables: {
          input: {
            accountName: value('accountName'),
            bankName: value('bankName'),
            accountNumber: value('accountNumber'),
            bankCode: value('bankCode'),
          },
        },
      });
      setEditing(false);
      onNotice('Your bank details are saved. Payouts are sent to this account.');
    } catch (failure) {
      errors.showError(failure);
    }
  }

  if (!editing && account?.accountNumberMasked)
    return (
      <div className="earnings-method">
        <p>Our team pays your withdrawals by bank transfer to:</p>
        <dl className="earnings-bank">
          <dt>Name on the account</dt>
          <dd>{account.accountName}</dd>
          <dt>Bank</dt>
          <dd>{account.bankName}</dd>
          <dt>Account number</dt>
          <dd>{account.accountNumberMasked}</dd>
          <dt>Bank code</dt>
          <dd>{account.bankCode}</dd>
        </dl>
        <Button variant="secondary" onClick={() => setEditing(true)}>
          Change bank details
        </Button>
      </div>
    );

  return (
    <form
      ref={attachForm}
      className="earnings-method earnings-bank-form"
      onSubmit={(event) => void handleSubmit(event)}
      onChange={errors.clearFieldOnChange}
      noValidate
    >
      <p>
        Our team pays your withdrawals by bank transfer to this account, usually within 3 working days. After saving,
        only the last four characters of the account number are shown.
      </p>
      {errors.message && <Alert>{errors.message}</Alert>}
      <TextField
        label="Name on the account"
        name="accountName"
        required
        maxLength={100}
        autoComplete="name"
        defaultValue={account?.accountName ?? ''}
        error={errors.fieldErrors.accountName}
      />
      <TextField
        label="Bank"
        name="bankName"
        required
        maxLength={100}
        defaultValue={account?.bankName ?? ''}
        error={errors.fieldErrors.bankName}
      />
      <TextField
        label="Account number or IBAN"
        name="accountNumber"
        required
        maxLength={40}
        inputMode="text"
        autoComplete="off"
        error={errors.fieldErrors.accountNumber}
      />
      <TextField
        label="Bank code"
        name="bankCode"
        required
        maxLength={20}
        hint="SWIFT/BIC, sort code, routing number or your bank’s code"
        defaultValue={account?.bankCode ?? ''}
        error={errors.fieldErrors.bankCode}
      />
      <div className="earnings-actions">
        <Button type="submit" loading={saving.loading} loadingText="Saving…">
          Save bank details
        </Button>
        {account?.accountNumberMasked && (
          <Button variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
