import { graphql } from '../../../gql';

/** What the filters offer: the edition's types (and the days each admits) and the expo's days. */
export const BadgePrintOptionsDocument = graphql(`
  query BadgePrintOptions {
    site {
      expoStartDate
      expoEndDate
    }
    adminRegistrationTypes {
      id
      name
      days
    }
  }
`);

export const BadgePrintCountDocument = graphql(`
  query BadgePrintCount($filter: BadgePrintFilter) {
    badgePrintCount(filter: $filter) {
      matching
      unprinted
      limit
    }
  }
`);
