import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { ImageSlot } from '../format';

/** The API names the price `priceCents` (its stored form); the form's field is `price`. */
const FIELD_NAMES: Record<string, string> = { priceCents: 'price' };

/** The API's image messages start with the slot's label: 'The cover image must be…', 'Image 2 must be…'. */
function slotOfMessage(message: string): ImageSlot | undefined {
  if (/^the cover image\b/i.test(message)) return 'coverImage';
  const numbered = /^image ([1-4])\b/i.exec(message);
  return numbered ? (`image${numbered[1]}` as ImageSlot) : undefined;
}

/**
 * Makes the API's errors about a tool name the form's own fields: `priceCents` becomes `price`, and a
 * file refused for its type or size is put under the image it is about. Other errors pass unchanged.
 */
export function toToolFormError(error: unknown): unknown {
  if (!CombinedGraphQLErrors.is(error)) return error;
  const errors = error.errors.map((e): GraphQLFormattedError => {
    const code = e.extensions?.code;
    const fields = e.extensions?.fields;
    if (Array.isArray(fields)) {
      const renamed = fields.map((field: unknown) => {
        if (typeof field !== 'object' || field === null) return field;
        const { path } = field as { path?: unknown };
        return typeof path === 'string' && path in FIELD_NAMES ? { ...field, path: FIELD_NAMES[path] } : field;
      });
      return { ...e, extensions: { ...e.extensions, fields: renamed } };
    }
    const slot =
      code === 'UNSUPPORTED_MEDIA_TYPE' || code === 'PAYLOAD_TOO_LARGE' ? slotOfMessage(e.message) : undefined;
    return slot ? { ...e, extensions: { ...e.extensions, fields: [{ path: slot, msg: e.message }] } } : e;
  });
  return new CombinedGraphQLErrors({ errors });
}
