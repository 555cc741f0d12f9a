import type { GraphQLFormattedError } from 'graphql';

/**
 * A minimal GraphQL-over-HTTP call for the public shell (session restore, logout, footer data).
 * The shell renders before Apollo Client (about 55 KB gzip) is loaded, so these few requests use fetch
 * directly; everything else goes through Apollo (lib/apollo.ts).
 */
export const GRAPHQL_ENDPOINT = '/graphql';

/** The server answered with GraphQL errors (e.g. UNAUTHENTICATED); `code` is the first one's. */
export class GraphQLRequestError extends Error {
  readonly code: string | undefined;

  constructor(readonly errors: readonly GraphQLFormattedError[]) {
    super(errors[0]?.message ?? 'GraphQL request failed');
    this.name = 'GraphQLRequestError';
    const code = errors[0]?.extensions?.code;
    this.code = typeof code === 'string' ? code : undefined;
  }
}

interface RequestOptions {
  variables?: Record<string, unknown>;
  token?: string | null;
  signal?: AbortSignal;
}

export async function graphqlRequest<TData>(
  query: string,
  { variables, token, signal }: RequestOptions = {},
): Promise<TData> {
  const response = await fetch(GRAPHQL_ENDPOINT, {
    method: 'POST',
    credentials: 'same-origin',
    signal,
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      'apollo-require-preflight': 'true',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });

  let body: { data?: TData | null; errors?: GraphQLFormattedError[] };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new Error(`Unreadable response from ${GRAPHQL_ENDPOINT} (HTTP ${response.status})`);
  }
  if (body.errors?.length) throw new GraphQLRequestError(body.errors);
  if (!response.ok || body.data == null) {
    throw new Error(`GraphQL request failed (HTTP ${response.status})`);
  }
  return body.data;
}
