import { Button } from '../../components/ui/Button';
import { cx } from '../../components/ui/cx';
import { useSignedInUser } from '../../lib/auth/use-session';
import { useResendEmailVerification } from '../../lib/auth/use-resend-email-verification';
import './account.css';

/**
 * One polite line at the top of the user area while the account's address is not confirmed. Only payouts
 * need a confirmed address, so it says what to do without blocking anything; it goes once the address
 * is confirmed (the session's user is live: the verification page and `accountChanged` update it).
 */
export function EmailVerificationBanner() {
  const user = useSignedInUser();
  if (user.emailVerified) return null;
  return <UnconfirmedAddress email={user.email} />;
}

function UnconfirmedAddress({ email }: { email: string }) {
  const { send, sending, outcome } = useResendEmailVerification();
  return (
    <aside className="verify-banner" aria-label="E-mail address">
      <p className="verify-banner__text">
        {/* Accounts made before addresses were confirmed never got a link: the words fit both. */}
        Please confirm your e-mail address, <strong>{email}</strong>, with the link we e-mail you.
      </p>
      <Button
        variant="ghost"
        className="verify-banner__button"
        loading={sending}
        loadingText="Sending…"
        onClick={() => void send()}
      >
        Send a new link
      </Button>
      {/* Present from the start, so what the server answers is announced when it arrives. */}
      <p
        role="status"
        className={cx('verify-banner__outcome', outcome?.tone === 'error' && 'verify-banner__outcome--error')}
      >
        {outcome?.message}
      </p>
    </aside>
  );
}
