import { useSignedInUser } from '../../lib/auth/use-session';
import { usePageTitle } from '../../lib/use-page-title';
import { ApiTokens } from './ApiTokens';
import { ChangePasswordForm } from './ChangePasswordForm';
import { IdentityVerification } from './IdentityVerification';
import { PasswordResetByEmail } from './PasswordResetByEmail';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { SignOutEverywhere } from './SignOutEverywhere';
import './account.css';

export function MyProfilePage() {
  const user = useSignedInUser();
  usePageTitle('My Profile');

  return (
    <div className="account-page">
      <h1>My Profile</h1>
      {/* Keyed by user so another account's details never stay in the uncontrolled inputs. */}
      <ProfileDetailsForm key={user.id} user={user} />
      <IdentityVerification />
      <ChangePasswordForm userId={user.id} email={user.email} />
      <PasswordResetByEmail email={user.email} />
      <ApiTokens isAdmin={user.role === 'ADMIN'} />
      <SignOutEverywhere />
    </div>
  );
}
