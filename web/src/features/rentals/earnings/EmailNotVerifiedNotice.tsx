import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useResendEmailVerification } from '../../../lib/auth/use-resend-email-verification';

/**
 * Payout details and payouts need a confirmed address (the e-mail that announces a change of where the
 * money goes must reach its holder): why, and the link sent again on request.
 */
export function EmailNotVerifiedNotice({ email }: { email: string }) {
  const { send, sending, outcome } = useResendEmailVerification();
  return (
    <div className="earnings-notice">
      <Alert tone="info" title="Confirm your e-mail address to be paid">
        <p>
          Before you set up how you are paid or ask for a payout, open the link we sent to {email}. We tell you at that
          address whenever your payout details change, so it must be yours.
        </p>
      </Alert>
      <div className="earnings-actions">
        <Button variant="secondary" loading={sending} loadingText="Sending…" onClick={() => void send()}>
          Send the link again
        </Button>
      </div>
      <p role="status" className={outcome?.tone === 'error' ? 'earnings-failure-text' : 'earnings-muted'}>
        {outcome?.message}
      </p>
    </div>
  );
}
