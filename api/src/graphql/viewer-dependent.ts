import type { GraphQLField } from 'graphql';
import { Extensions } from 'type-graphql';

/**
 * Marks a field whose value depends on who asks (the pickup address only its owner sees, an owner's
 * own counts). The public response cache answers a signed-in caller only when the query reads no such
 * field; a query that reads one is cached for anonymous callers alone.
 */
export const ViewerDependent = () => Extensions({ viewerDependent: true });

export function isViewerDependent(field: GraphQLField<unknown, unknown>): boolean {
  return field.extensions.viewerDependent === true;
}
