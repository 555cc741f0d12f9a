import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSession } from './use-session';

/**
 * While someone is signed in, follow `accountChanged`. The watcher (and with it Apollo Client) is loaded
 * only then, so anonymous visitors of the public pages never download it.
 */
export function useAccountWatch(): void {
  const { status } = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    if (status !== 'signedIn') return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    void import('./account-watch').then(({ watchAccount }) => {
      if (!cancelled) stop = watchAccount({ onRevoked: () => void navigate(paths.login) });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [status, navigate]);
}
