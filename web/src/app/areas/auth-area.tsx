import { Outlet } from 'react-router-dom';
import { AreaApolloProvider } from '../providers/AreaApolloProvider';

/** Public account pages (login, sign-up, password reset, e-mail confirmation): loaded on first visit to one of them. */
export function AuthArea() {
  return (
    <AreaApolloProvider>
      {/* The account pages are in English in every language of the site (see the marketplace area). */}
      <div lang="en">
        <Outlet />
      </div>
    </AreaApolloProvider>
  );
}

export { ConfirmEmailPage } from '../../features/auth/ConfirmEmailPage';
export { CreateAccountPage } from '../../features/auth/CreateAccountPage';
export { LoginPage } from '../../features/auth/LoginPage';
export { PasswordRequestPage } from '../../features/auth/PasswordRequestPage';
export { ResetPasswordPage } from '../../features/auth/ResetPasswordPage';
export { VerifyEmailPage } from '../../features/auth/VerifyEmailPage';
