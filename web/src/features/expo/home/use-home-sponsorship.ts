import { startTransition, useCallback, useEffect, useState } from 'react';
import type { HomeSponsorshipQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql-request';
import { PACKAGE_VIEW_FIELDS } from '../packages/package-view';

// Fetched without Apollo: the home page is part of the first download and must stay small.
const HOME_SPONSORSHIP = /* GraphQL */ `
  query HomeSponsorship {
    site {
      currency
    }
    sponsorshipPackages {
      ...PackageViewFields
    }
    sponsorWall {
      package {
        id
        title
        rank
      }
      sponsors {
        id
        company
        logo
      }
    }
  }
  ${PACKAGE_VIEW_FIELDS}
`;

export type HomeSponsorship = HomeSponsorshipQuery;

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: HomeSponsorship };

/** The packages and the sponsor wall, loaded when the home page mounts; `retry` asks again after a failure. */
export function useHomeSponsorship(): State & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    graphqlRequest<HomeSponsorshipQuery>(HOME_SPONSORSHIP, { signal: controller.signal }).then(
      // The cards and the wall render in slices that yield to the browser (no long task on a slow phone).
      (data) => startTransition(() => setState({ status: 'ready', data })),
      () => !controller.signal.aborted && setState({ status: 'error' }),
    );
    return () => controller.abort();
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
