import { graphql } from '../../../gql';

/** The list and the forms share it, so a saved session updates the list in the cache. */
export const AdminProgrammeDocument = graphql(`
  query AdminProgramme {
    site {
      expoStartDate
      expoEndDate
      expoTimeZone
    }
    programme {
      id
      kind
      title
      day
      startTime
      endTime
      room
      speakers {
        name
      }
    }
  }
`);

export const ProgrammeSessionFieldsFragment = graphql(`
  fragment ProgrammeSessionFields on ProgrammeSession {
    id
    kind
    title
    titleFr
    description
    descriptionFr
    day
    startTime
    endTime
    room
    roomFr
    link
    seats
    updatedAt
    speakers {
      name
      affiliation
      photo
    }
  }
`);
