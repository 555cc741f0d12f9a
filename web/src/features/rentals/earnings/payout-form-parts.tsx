import { PasswordField } from '../../../components/ui/PasswordField';

/** Said wherever payout details can change: the owner knows what follows before giving their password. */
export function ChangeWarning({ email }: { email: string }) {
  return (
    <p className="earnings-muted">
      For your safety, a change of where you are paid needs your password: we e-mail {email} about it at once, and no
      payout can be asked for during a waiting period after the change.
    </p>
  );
}

/** The password that guards where the money goes: asked again, like when changing the password itself. */
export function CurrentPasswordField({ error }: { error: string | undefined }) {
  return (
    <PasswordField
      label="Current password"
      name="currentPassword"
      autoComplete="current-password"
      required
      error={error}
    />
  );
}

export const PASSWORD_NEEDED = 'Enter your current password to change where you are paid.';
