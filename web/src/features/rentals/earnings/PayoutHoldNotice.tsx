import { useMutation } from '@apollo/client/react';
import { type FormEvent } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { PasswordField } from '../../../components/ui/PasswordField';
import { toFormError } from '../../../lib/errors';
import { rawText } from '../../../lib/form-rules';
import { useFormErrors } from '../../../lib/use-form-errors';
import { ConfirmPayoutDetailsDocument, MyEarningsDocument } from './earnings-documents';
import { refreshIfEmailNotVerified } from './payout-safety';

interface PayoutHoldNoticeProps {
  onNotice: (message: string) => void;
  /** Where focus goes once the hold is lifted (this form is gone then). */
  focusAfter: () => void;
}

/**
 * A password reset puts payouts on hold (whoever reset it may not be the owner): the owner confirms the
 * details below with their password, or changes them.
 */
export function PayoutHoldNotice({ onNotice, focusAfter }: PayoutHoldNoticeProps) {
  const [confirm, confirming] = useMutation(ConfirmPayoutDetailsDocument, {
    refetchQueries: [MyEarningsDocument],
    awaitRefetchQueries: true,
  });
  const { attachForm, ...errors } = useFormErrors();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirming.loading) return;
    const currentPassword = rawText(new FormData(event.currentTarget), 'currentPassword');
    if (!errors.check(currentPassword ? {} : { currentPassword: 'Enter your password to confirm your details.' }))
      return;
    try {
      await confirm({ variables: { currentPassword } });
      onNotice('Thank you: your payout details are confirmed, and payouts are no longer on hold.');
      focusAfter();
    } catch (failure) {
      refreshIfEmailNotVerified(toFormError(failure));
      errors.showError(failure);
    }
  }

  return (
    <form
      ref={attachForm}
      className="earnings-method earnings-hold"
      aria-label="Confirm your payout details"
      onSubmit={(event) => void handleSubmit(event)}
      onChange={errors.clearFieldOnChange}
      noValidate
    >
      <Alert tone="info" title="Payouts are on hold">
        <p>
          Your password was reset, so for your safety payouts wait until you confirm that the payout details below are
          yours. If you do not recognise them, change them instead.
        </p>
      </Alert>
      {errors.message && <Alert>{errors.message}</Alert>}
      <PasswordField
        label="Your password"
        name="currentPassword"
        autoComplete="current-password"
        required
        error={errors.fieldErrors.currentPassword}
      />
      <Button type="submit" loading={confirming.loading} loadingText="Confirming…">
        Confirm my payout details
      </Button>
    </form>
  );
}
