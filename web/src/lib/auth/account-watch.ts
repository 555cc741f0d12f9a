import { graphql } from '../../gql';
import { getApolloClient } from '../apollo';
import { endLocalSession } from './session';
import { sessionStore } from './session-store';

const AccountChangedDocument = graphql(`
  subscription AccountChanged {
    accountChanged {
      ...SessionUserFields
    }
  }
`);

/**
 * Keep the signed-in user live: an edit made elsewhere (another tab, an admin) updates the header and
 * the profile here (Apollo writes the User into its cache too); `null` means the server revoked this
 * session (password reset, logout elsewhere), so the tab signs out at once.
 * Returns a function that stops watching.
 */
export function watchAccount({ onRevoked }: { onRevoked: () => void }): () => void {
  const subscription = getApolloClient()
    .subscribe({ query: AccountChangedDocument })
    .subscribe({
      next: ({ data }) => {
        if (data === undefined) return;
        if (data.accountChanged === null) {
          endLocalSession('revoked');
          onRevoked();
        } else {
          sessionStore.userChanged(data.accountChanged);
        }
      },
      error: (error: unknown) => console.warn('Account updates stopped.', error),
    });
  return () => subscription.unsubscribe();
}
