import { graphql } from '../../../gql';

/** Shared by the list and the forms, so a saved category updates the list in the cache. */
export const AdminRentalCategoriesDocument = graphql(`
  query AdminRentalCategories {
    rentalCategories {
      id
      name
      image
      updatedAt
    }
  }
`);
