import type { Location } from 'react-router-dom';
import { paths } from '../../config/paths';

/** What other pages pass to the login page in the router's location state. */
export interface LoginPageState {
  /** The page a guard sent the visitor away from; login returns there. */
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  /** A success notice, e.g. after creating an account or resetting the password. */
  notice?: string;
}

export function loginPageState(value: unknown): LoginPageState {
  return typeof value === 'object' && value !== null ? (value as LoginPageState) : {};
}

export function afterLoginTarget({ from }: LoginPageState): string {
  if (!from || from.pathname === paths.login) return paths.user.dashboard;
  return `${from.pathname}${from.search}${from.hash}`;
}

/** The login page's notice after "Sign out everywhere" (as the page's state, or as the session's end reason). */
export const SIGNED_OUT_EVERYWHERE_NOTICE =
  'You have been signed out on every device, this one too. Sign in again to continue.';
