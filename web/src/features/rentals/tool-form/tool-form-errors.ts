import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { ImageSlot } from '../format';

/** The API's image messages start with the slot's label: 'The cover image must be…', 'Image 2 must be…'. */
function slotOfMessage(message: string): ImageSlot | undefined {
  if (/^the cover image\b/i.test(message)) return 'coverImage';
  const numbered = /^image ([1-4])\b/i.exec(message);
  return numbered ? (`image${numbered[1]}` as ImageSlot) : undefined;
}

/**
 * Puts a file the API refused for its type or size under the image it is about (the API names the
 * other fields as the form does). Other errors pass unchanged.
 */
export function toToolFormError(error: unknown): unknown {
  if (!CombinedGraphQLErrors.is(error)) return error;
  const errors = error.errors.map((e): GraphQLFormattedError => {
    const code = e.extensions?.code;
    if (Array.isArray(e.extensions?.fields)) return e;
    const slot =
      code === 'UNSUPPORTED_MEDIA_TYPE' || code === 'PAYLOAD_TOO_LARGE' ? slotOfMessage(e.message) : undefined;
    return slot ? { ...e, extensions: { ...e.extensions, fields: [{ path: slot, msg: e.message }] } } : e;
  });
  return new CombinedGraphQLErrors({ errors });
}
