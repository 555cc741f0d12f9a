import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../gql';
import type { OwnToolFieldsFragment } from '../../gql/graphql';

/*
 * The signed-in owner's tools. My Rentals, Edit Tool and the live updates all select the same fields,
 * so whatever one of them writes into Apollo's cache is complete for the others.
 */
export const OwnToolFields = graphql(`
  fragment OwnToolFields on Tool {
    id
    name
    description
    price
    rentalCircle
    units
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
    address
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

export const MyToolsDocument = graphql(`
  query MyTools {
    myTools {
      ...OwnToolFields
      bookingsCount
    }
  }
`);

export const MyToolChangedDocument = graphql(`
  subscription MyToolChanged {
    myToolChanged {
      ...OwnToolFields
    }
  }
`);

/**
 * Put a tool (new or changed) into the cached My Rentals list, newest first, without asking the
 * server again. A list not loaded yet is left alone: it is fetched when My Rentals opens.
 */
export function rememberOwnTool(cache: ApolloCache, tool: OwnToolFieldsFragment): void {
  cache.updateQuery({ query: MyToolsDocument }, (data) => {
    if (!data) return data;
    if (data.myTools.some((t) => t.id === tool.id)) return data;
    // A tool new to the list has no bookings yet.
    return { ...data, myTools: [{ ...tool, bookingsCount: 0 }, ...data.myTools] };
  });
}

/** The marketplace's cached pages may now be wrong (a tool was listed, edited or unlisted). */
export function forgetMarketplacePages(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'tools' });
  cache.gc();
}
