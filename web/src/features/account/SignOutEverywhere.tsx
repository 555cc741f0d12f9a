import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDelete } from '../../components/ui/ConfirmDelete';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { SIGNED_OUT_EVERYWHERE_NOTICE, type LoginPageState } from '../../lib/auth/login-state';
import { clearLocalSession } from '../../lib/auth/session';
import { toFormError } from '../../lib/errors';
import { AccountSection } from './AccountSection';

const LogoutEverywhereDocument = graphql(`
  mutation LogoutEverywhere {
    logoutEverywhere
  }
`);

/** Ends every session of the account (a lost phone, a shared computer), this one too. */
export function SignOutEverywhere() {
  const navigate = useNavigate();
  const [logoutEverywhere] = useMutation(LogoutEverywhereDocument);

  async function signOutEverywhere() {
    await logoutEverywhere();
    // The server has ended this session too: only this tab's copy is left to forget. The end reason
    // carries the notice to the login page should the user area's guard get there first.
    clearLocalSession('everywhere');
    const state: LoginPageState = { notice: SIGNED_OUT_EVERYWHERE_NOTICE };
    await navigate(paths.login, { state, replace: true, flushSync: true });
  }

  return (
    <AccountSection id="sign-out-everywhere" title="Sign out everywhere">
      <div className="account-sign-out-everywhere">
        <p>
          Signed in on a computer or phone you no longer use, or one you shared? This signs your account out on every
          browser and device, this one included, and they must sign in with your password again. Your account and its
          data stay as they are.
        </p>
        <ConfirmDelete
          label="Sign out everywhere"
          question="Sign out on every device, this one too?"
          detail={<p>You will need your password to sign in again.</p>}
          confirmLabel="Yes, sign out everywhere"
          busyLabel="Signing out…"
          keepLabel="Cancel"
          onDelete={signOutEverywhere}
          problemOf={(error) => toFormError(error).message}
        />
      </div>
    </AccountSection>
  );
}
