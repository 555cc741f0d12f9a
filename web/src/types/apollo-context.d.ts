import '@apollo/client';

// What lib/apollo.ts keeps in an operation's context between its auth link and its error link.
declare module '@apollo/client' {
  interface DefaultContext {
    /** The access token the request was sent with (null: sent signed out). */
    sentToken?: string | null;
    /** Set once an operation was retried after a refresh, so it is never retried twice. */
    retriedAfterRefresh?: boolean;
  }
}
