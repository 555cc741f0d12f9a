import { isReference, type ApolloCache, type Reference } from '@apollo/client';
import { graphql } from '../../gql';
import type { ToolDetailsFieldsFragment } from '../../gql/graphql';

/*
 * A tool as its public page shows it: every field but the pickup address, which the API gives only to the
 * tool's owner and administrators. A query without it answers the same to everyone, so the API's shared
 * cache answers it to signed-in people too.
 */
export const ToolPublicFields = graphql(`
  fragment ToolPublicFields on Tool {
    id
    name
    description
    price {
      amount
      currency
      decimal
      formatted
    }
    rentalCircle
    units
    cancellationPolicy
    cancellationPolicySummary
    bookingMode
    requiresIdVerification
    minRentalLength
    maxRentalLength
    bufferHours
    noticeHours
    maxAdvanceDays
    weeklyDiscountPercent
    monthlyDiscountPercent
    bookingRules
    deposit {
      amount
      currency
      decimal
      formatted
    }
    lateFee {
      amount
      decimal
    }
    lateFeeUnit
    lateFeeCap {
      amount
      decimal
    }
    lateFeeTerms
    itemStatus
    category {
      id
      name
    }
    owner {
      id
      firstName
    }
    country
    state
    city
    coverImage
    image1
    image2
    image3
    image4
    rating
    ratingCount
    createdAt
  }
`);

/*
 * A tool as My Rentals, Edit Tool and the owner's live updates show it: the public fields and the address.
 * They all select the same fields, so whatever one of them writes into Apollo's cache is complete for the
 * others.
 */
export const ToolDetailsFields = graphql(`
  fragment ToolDetailsFields on Tool {
    ...ToolPublicFields
    address
    pickupLatitude
    pickupLongitude
    locationSource
  }
`);

// My Rentals shows 20 tools a page. The size is written in the document, not sent as a variable, so the
// server counts what it costs at 20 tools (a variable size counts at the largest page, 100).
export const MyToolsDocument = graphql(`
  query MyTools($page: Int) {
    myTools(page: { page: $page, pageSize: 20 }) {
      total
      page
      pageSize
      hasMore
      items {
        ...ToolDetailsFields
        bookingsCount
      }
    }
  }
`);

export const MyToolChangedDocument = graphql(`
  subscription MyToolChanged {
    myToolChanged {
      ...ToolDetailsFields
    }
  }
`);

/**
 * Keeps the cached pages of My Rentals true to a tool that is new or changed. A changed tool already on
 * a cached page is current there at once (Apollo keeps one copy of each tool); a new one moves the
 * others along and changes the totals, so the cached pages are dropped and fetched again when shown.
 */
export function rememberOwnTool(cache: ApolloCache, tool: ToolDetailsFieldsFragment): void {
  let listed = false;
  cache.modify<{ myTools: { items: readonly Reference[] } }>({
    id: 'ROOT_QUERY',
    fields: {
      myTools(page, { readField }) {
        if (!isReference(page) && page.items.some((item) => readField('id', item) === tool.id)) listed = true;
        return page;
      },
    },
  });
  if (!listed) forgetMyToolPages(cache);
}

/** A deleted tool leaves the cache, and with it the pages of My Rentals and of the marketplace. */
export function forgetOwnTool(cache: ApolloCache, toolId: string): void {
  cache.evict({ id: cache.identify({ __typename: 'Tool', id: toolId }) });
  forgetMyToolPages(cache);
  forgetMarketplacePages(cache);
}

function forgetMyToolPages(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'myTools' });
  cache.gc();
}

/** The marketplace's cached pages may now be wrong (a tool was listed, edited or unlisted). */
export function forgetMarketplacePages(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'tools' });
  cache.gc();
}
