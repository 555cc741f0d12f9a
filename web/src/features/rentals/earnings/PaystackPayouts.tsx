import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { LoadingState } from '../../../components/ui/LoadingState';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import type { CheckPaystackPayoutAccountQuery } from '../../../gql/graphql';
import { useSignedInUser } from '../../../lib/auth/use-session';
import { formatInstant } from '../../../lib/date-time';
import { toFormError } from '../../../lib/errors';
import { rawText } from '../../../lib/form-rules';
import { useSiteTimeZones } from '../../../lib/site-time-zones';
import { useFormErrors } from '../../../lib/use-form-errors';
import {
  CheckPaystackPayoutAccountDocument,
  MyEarningsDocument,
  PayoutBanksDocument,
  SetPaystackPayoutAccountDocument,
} from './earnings-documents';
import { ChangeWarning, CurrentPasswordField, PASSWORD_NEEDED } from './payout-form-parts';
import type { PayoutMethodPanelProps } from './PayoutMethodPanel';
import { refreshIfEmailNotVerified } from './payout-safety';

type Resolved = CheckPaystackPayoutAccountQuery['checkPaystackPayoutAccount'];

/** What to fix before asking Paystack: a bank chosen, and an account number of digits. */
function accountProblems(bankCode: string, accountNumber: string): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!bankCode) problems.bankCode = 'Choose your bank from the list';
  if (!/^\d{6,20}$/.test(accountNumber.replace(/[\s-]/g, '')))
    problems.accountNumber = 'Enter your account number: digits only (10 for a Nigerian bank)';
  return problems;
}

/**
 * Paystack payouts: the owner chooses their bank from Paystack's list and types the account number;
 * Paystack tells who holds the account, the owner sees that name and confirms with their password. The
 * name is the bank's: a wrong number shows someone else's name, never a silent payout to a stranger.
 */
export function PaystackPayouts({ earnings, onNotice }: PayoutMethodPanelProps) {
  const account = earnings.payoutAccount;
  const user = useSignedInUser();
  const marketplaceZone = useSiteTimeZones()?.marketplace;
  const [editing, setEditing] = useState(!account?.accountNumberMasked);
  const banks = useQuery(PayoutBanksDocument, { skip: !editing, variables: { currency: earnings.currency } });
  const client = useApolloClient();
  const [checking, setChecking] = useState(false);
  const [resolved, setResolved] = useState<Resolved | null>(null);
  const [save, saving] = useMutation(SetPaystackPayoutAccountDocument, { refetchQueries: [MyEarningsDocument] });
  const { attachForm, ...errors } = useFormErrors();

  async function checkAccount(form: HTMLFormElement) {
    const data = new FormData(form);
    const bankCode = rawText(data, 'bankCode');
    const accountNumber = rawText(data, 'accountNumber');
    if (!errors.check(accountProblems(bankCode, accountNumber))) return;
    setChecking(true);
    try {
      const result = await client.query({
        query: CheckPaystackPayoutAccountDocument,
        variables: { bankCode, accountNumber, currency: earnings.currency },
        fetchPolicy: 'network-only',
      });
      setResolved(result.data?.checkPaystackPayoutAccount ?? null);
    } catch (failure) {
      errors.showError(failure);
    } finally {
      setChecking(false);
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving.loading || checking) return;
    // Enter in the account number checks it first: nothing is saved before the owner saw the name.
    if (!resolved) return void checkAccount(event.currentTarget);
    const currentPassword = rawText(new FormData(event.currentTarget), 'currentPassword');
    if (!errors.check(currentPassword ? {} : { currentPassword: PASSWORD_NEEDED })) return;
    try {
      const result = await save({
        variables: {
          bankCode: resolved.bankCode,
          accountNumber: resolved.accountNumber,
          currentPassword,
          currency: earnings.currency,
        },
      });
      setEditing(false);
      setResolved(null);
      const resumeAt = result.data?.setPaystackPayoutAccount.payoutsResumeAt;
      onNotice(
        `Your account at ${resolved.bankName} is saved, and we e-mailed ${user.email} about the change.${
          resumeAt ? ` You can ask for a payout to it from ${formatInstant(resumeAt, marketplaceZone)}.` : ''
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
        <p>Paystack sends your withdrawals straight to this account, usually within minutes:</p>
        <dl className="earnings-bank">
          <dt>Account holder</dt>
          <dd>{account.accountName}</dd>
          <dt>Bank</dt>
          <dd>{account.bankName}</dd>
          <dt>Account number</dt>
          <dd>{account.accountNumberMasked}</dd>
        </dl>
        <Button variant="secondary" onClick={() => setEditing(true)}>
          Change account
        </Button>
      </div>
    );

  if (banks.error && !banks.data)
    return (
      <QueryProblem
        title="Paystack’s list of banks could not be loaded"
        error={banks.error}
        onRetry={() => void banks.refetch()}
      />
    );
  if (!banks.data) return <LoadingState label="Loading the list of banks…" inline />;

  return (
    <form
      ref={attachForm}
      className="earnings-method earnings-bank-form"
      aria-label="Where you are paid"
      onSubmit={(event) => void handleSubmit(event)}
      onChange={(event) => {
        errors.clearFieldOnChange(event);
        // Another bank or number: the name shown was for the one before.
        const name = (event.target as Element).getAttribute('name');
        if (name === 'bankCode' || name === 'accountNumber') setResolved(null);
      }}
      noValidate
    >
      <p>
        Paystack sends your withdrawals straight to your bank account, usually within minutes. Choose your bank and
        enter your account number: Paystack tells us who holds the account, and you check it is you before saving.
      </p>
      {errors.message && <Alert>{errors.message}</Alert>}
      <SelectField
        label="Bank"
        name="bankCode"
        required
        placeholder="Choose your bank"
        options={banks.data.payoutBanks.map((bank) => ({ value: bank.code, label: bank.name }))}
        error={errors.fieldErrors.bankCode}
      />
      <TextField
        label="Account number"
        name="accountNumber"
        required
        maxLength={24}
        inputMode="numeric"
        autoComplete="off"
        error={errors.fieldErrors.accountNumber}
      />
      <div role="status" aria-label="The account Paystack found" className="earnings-resolved">
        {resolved && (
          <>
            <p>Paystack found this account:</p>
            <dl className="earnings-bank">
              <dt>Account holder</dt>
              <dd>
                <strong>{resolved.accountName}</strong>
              </dd>
              <dt>Bank</dt>
              <dd>{resolved.bankName}</dd>
              <dt>Account number</dt>
              <dd>{resolved.accountNumber}</dd>
            </dl>
            <p className="earnings-muted">Not you? Check the bank and the number before saving.</p>
          </>
        )}
      </div>
      {resolved && (
        <>
          <ChangeWarning email={user.email} />
          <CurrentPasswordField error={errors.fieldErrors.currentPassword} />
        </>
      )}
      <div className="earnings-actions">
        {resolved ? (
          <Button type="submit" loading={saving.loading} loadingText="Saving…">
            Save this account
          </Button>
        ) : (
          <Button type="submit" loading={checking} loadingText="Asking Paystack…">
            Check the account
          </Button>
        )}
        {account?.accountNumberMasked && (
          <Button
            variant="ghost"
            onClick={() => {
              setResolved(null);
              setEditing(false);
            }}
          >
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
