import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../gql';
import type { ToolDetailsFieldsFragment } from '../../gql/graphql';

/*
 * A tool as its page, My Rentals, Edit Tool and the owner's live updates show it. They all select the same
 * fields, so whatever one of them writes into Apollo's cache is complete for the others (the API gives the
 * address only to the tool's owner and administrators, null to anyone else).
 */
export const ToolDetailsFields = graphql(`
  fragment ToolDetailsFields on Tool {
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
      ...ToolDetailsFields
      bookingsCount
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
 * Put a tool (new or changed) into the cached My Rentals list, newest first, without asking the
 * server again. A list not loaded yet is left alone: it is fetched when My Rentals opens.
 */
export function rememberOwnTool(cache: ApolloCache, tool: ToolDetailsFieldsFragment): void {
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
