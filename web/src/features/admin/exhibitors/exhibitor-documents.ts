import { graphql } from '../../../gql';

/** The directory as visitors see it: the admin list, and what the forms refresh once they save. */
export const AdminExhibitorDirectoryDocument = graphql(`
  query AdminExhibitorDirectory {
    exhibitors {
      id
      exhibitorId
      sponsorId
      company
      website
      booth
      category
      sponsorTier {
        id
        title
      }
    }
  }
`);

/** Approved sponsors an exhibitor can stand for. */
export const ApprovedSponsorsDocument = graphql(`
  query ApprovedSponsors {
    sponsorWall {
      package {
        id
        title
      }
      sponsors {
        id
        company
      }
    }
  }
`);

export const ExhibitorFieldsFragment = graphql(`
  fragment ExhibitorFields on Exhibitor {
    id
    company
    description
    descriptionFr
    website
    booth
    category
    logo
    sponsorId
    updatedAt
  }
`);
