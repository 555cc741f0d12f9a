import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';

/*
 * The zones of the records that belong to no tool: the expo's (its venue's clocks) and the
 * marketplace's (accounts, payouts, the bell, the outbox). Asked once per visit and kept in Apollo's
 * cache (the public `site` answer is cached by the server too); date-time.ts writes a time as '…'
 * until they are known.
 */
export const SiteTimeZonesDocument = graphql(`
  query SiteTimeZones {
    site {
      expoTimeZone
      marketplaceTimeZone
    }
  }
`);

export interface SiteTimeZones {
  /** The venue's zone: the programme, registrations and check-ins. */
  expo: string;
  /** The marketplace's zone: what belongs to no tool and no expo. */
  marketplace: string;
}

/** The site's zones, or undefined while they load (or when the API cannot be reached). */
export function useSiteTimeZones(): SiteTimeZones | undefined {
  const { data } = useQuery(SiteTimeZonesDocument, { fetchPolicy: 'cache-first' });
  return data ? { expo: data.site.expoTimeZone, marketplace: data.site.marketplaceTimeZone } : undefined;
}
