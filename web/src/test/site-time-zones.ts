import type { MockLink } from '@apollo/client/testing';
import { SiteTimeZonesDocument } from '../lib/site-time-zones';

/** The site's zones as the API answers them (both Lagos, as the settings' defaults). */
export const siteTimeZonesMock: MockLink.MockedResponse = {
  request: { query: SiteTimeZonesDocument },
  result: {
    data: {
      site: { __typename: 'SiteConfig', expoTimeZone: 'Africa/Lagos', marketplaceTimeZone: 'Africa/Lagos' },
    },
  },
  // Asked once per page, however often the test renders it.
  maxUsageCount: Number.POSITIVE_INFINITY,
};
