import { graphql } from '../../../gql';

export const SetToolStatusDocument = graphql(`
  mutation SetToolStatus($id: ID!, $status: ItemStatus!) {
    setToolStatus(id: $id, status: $status) {
      ...ToolDetailsFields
    }
  }
`);

/** What the owner is told after 'Re-list', as a polite status message rather than an alert. */
export const RELISTED_MESSAGE = 'Your tool is now available for rent';

export function unlistedMessage(toolName: string): string {
  return `${toolName} is unlisted: renters no longer find it. Use Re-list to offer it again.`;
}
