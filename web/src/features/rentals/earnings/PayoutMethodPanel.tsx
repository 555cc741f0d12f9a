import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { PasswordField } from '../../../components/ui/PasswordField';
import { TextField } from '../../../components/ui/TextField';
import { useSignedInUser } from '../../../lib/auth/use-session';
import { toFormError } from '../../../lib/errors';
import { rawText } from '../../../lib/form-rules';
import { useFormErrors } from '../../../lib/use-form-errors';
import { formatInstant } from '../../../lib/date-time';
import { useSiteTimeZones } from '../../../lib/site-time-zones';
import type { Earnings } from './EarningsPage';
import { EmailNotVerifiedNotice } from './EmailNotVerifiedNotice';
import {
  MyEarningsDocument,
  RefreshStripeAccountDocument,
  SetBankPayoutDetailsDocument,
  StartStripeOnboardingDocument,
} from './earnings-documents';
import { PayoutHoldNotice } from './PayoutHoldNotice';
import { ChangeWarning, CurrentPasswordField, PASSWORD_NEEDED } from './payout-form-parts';
import { PaystackPayouts } from './PaystackPayouts';
import { refreshIfEmailNotVerified } from './payout-safety';

export interface PayoutMethodPanelProps {
  earnings: Earnings;
  onNotice: (message: string) => void;
}

const HEADING_ID = 'payout-method-heading';

/**
 * How the owner is paid: bank details (payout queue), a bank account Paystack resolved, or a Stripe
 * Express account, with its status. Each needs a confirmed address and the password; after a password
 * reset the details wait for the owner to confirm them.
 */
export function PayoutMethodPanel({ earnings, onNotice }: PayoutMethodPanelProps) {
  const user = useSignedInUser();
  return (
    <section className="earnings-section" aria-labelledby={HEADING_ID}>
      {/* Focus lands here once a hold is lifted (its form goes away). */}
      <h2 id={HEADING_ID} tabIndex={-1}>
        How you are paid
      </h2>
      {!user.emailVerified && <EmailNotVerifiedNotice email={user.email} />}
      {earnings.payoutAccount?.onHold && (
        <PayoutHoldNotice onNotice={onNotice} focusAfter={() => document.getElementById(HEADING_ID)?.focus()} />
      )}
      {earnings.payoutMethod === 'STRIPE' ? (
        <StripePayouts earnings={earnings} onNotice={onNotice} />
      ) : earnings.payoutMethod === 'PAYSTACK' ? (
        <PaystackPayouts earnings={earnings} onNotice={onNotice} />
      ) : (
        <BankPayouts earnings={earnings} onNotice={onNotice} />
      )}
    </section>
  );
}

function StripePayouts({ earnings, onNotice }: PayoutMethodPanelProps) {
  const account = earnings.payoutAccount;
  const user = useSignedInUser();
  const [refresh, refreshing] = useMutation(RefreshStripeAccountDocument, { refetchQueries: [MyEarningsDocument] });
  const [problem, setProblem] = useState<string | null>(null);
  // The onboarding button first asks for the password, in place.
  const [askingPassword, setAskingPassword] = useState(false);
  const startButton = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (!askingPassword && wasAsking.current) startButton.current?.focus();
    wasAsking.current = askingPassword;
  }, [askingPassword]);

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
      <ChangeWarning email={user.email} />
      {problem && <Alert>{problem}</Alert>}
      {askingPassword && <StripePasswordStep onCancel={() => setAskingPassword(false)} />}
      <div className="earnings-actions">
        {!account?.stripePayoutsEnabled && !askingPassword && (
          // A native button: focus comes back to it by code after Cancel (the shared Button takes no ref).
          <button
            type="button"
            ref={startButton}
            className={buttonClassName('primary')}
            onClick={() => {
              setProblem(null);
              setAskingPassword(true);
            }}
          >
            {account?.stripeConnected ? 'Continue setting up with Stripe' : 'Set up payouts with Stripe'}
          </button>
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

/** The password, then Stripe's onboarding (which can set where Stripe pays the owner). */
function StripePasswordStep({ onCancel }: { onCancel: () => void }) {
  const [start, starting] = useMutation(StartStripeOnboardingDocument);
  const { attachForm, ...errors } = useFormErrors();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (starting.loading) return;
    const currentPassword = rawText(new FormData(event.currentTarget), 'currentPassword');
    if (!errors.check(currentPassword ? {} : { currentPassword: PASSWORD_NEEDED })) return;
    try {
      const result = await start({ variables: { currentPassword } });
      const url = result.data?.startStripeOnboarding.url;
      if (url) window.location.assign(url);
    } catch (failure) {
      refreshIfEmailNotVerified(toFormError(failure));
      errors.showError(failure);
    }
  }

  return (
    <form
      ref={attachForm}
      className="earnings-password-step"
      aria-label="Continue to Stripe"
      onSubmit={(event) => void handleSubmit(event)}
      onChange={errors.clearFieldOnChange}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !starting.loading) onCancel();
      }}
      noValidate
    >
      {errors.message && <Alert>{errors.message}</Alert>}
      {/* Opened by the owner's click: the password is what they came to type. */}
      <PasswordField
        label="Current password"
        name="currentPassword"
        autoComplete="current-password"
        required
        autoFocus
        error={errors.fieldErrors.currentPassword}
      />
      <div className="earnings-actions">
        <Button type="submit" loading={starting.loading} loadingText="Opening Stripe…">
          Continue to Stripe
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function BankPayouts({ earnings, onNotice }: PayoutMethodPanelProps) {
  const marketplaceZone = useSiteTimeZones()?.marketplace;
  const account = earnings.payoutAccount;
  const user = useSignedInUser();
  const [editing, setEditing] = useState(!account?.accountNumberMasked);
  const [save, saving] = useMutation(SetBankPayoutDetailsDocument, { refetchQueries: [MyEarningsDocument] });
  const { attachForm, ...errors } = useFormErrors();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving.loading) return;
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '');
    const currentPassword = rawText(form, 'currentPassword');
    if (!errors.check(currentPassword ? {} : { currentPassword: PASSWORD_NEEDED })) return;
    try {
      const result = await save({
        variables: {
          input: {
            accountName: value('accountName'),
            bankName: value('bankName'),
            accountNumber: value('accountNumber'),
            bankCode: value('bankCode'),
          },
          currentPassword,
        },
      });
      setEditing(false);
      const resumeAt = result.data?.setBankPayoutDetails.payoutsResumeAt;
      onNotice(
        `Your bank details are saved, and we e-mailed ${user.email} about the change.${
          resumeAt ? ` You can ask for a payout to this account from ${formatInstant(resumeAt, marketplaceZone)}.` : ''
        }`,
      );
    } catch (failure) {
      refreshIfEmailNotVerified(toFormError(failure));
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
      <ChangeWarning email={user.email} />
      <CurrentPasswordField error={errors.fieldErrors.currentPassword} />
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
