import { graphql } from '../../../gql';

export const SetToolStatusDocument = graphql(`
  mutation SetToolStatus($id: ID!, $status: String!) {
    setToolStatus(id: $id, status: $status) {
      ...OwnToolFields
    }
  }
`);

/** Seed section 4 / 9: the alert shown after 'Re-list', here a polite status message. */
export const RELISTED_MESSAGE = 'Your tool is now available for rent';

export function unlistedMessage(toolName: string): string {
  return `${toolName} is unlisted: renters no longer find it. Use Re-list to offer it again.`;
}
