import type { AccessCodeFieldsFragment } from '../../../gql/graphql';

/** Where a code stands, in a word or two. */
export function codeState(code: Pick<AccessCodeFieldsFragment, 'usable' | 'revokedAt' | 'placesLeft'>): string {
  if (code.revokedAt) return 'Withdrawn';
  if (code.usable) return 'Usable';
  return code.placesLeft === 0 ? 'Used up' : 'Expired';
}

/** "3 of 5 used". */
export const usedText = (code: Pick<AccessCodeFieldsFragment, 'used' | 'places'>) =>
  `${code.used.toLocaleString('en')} of ${code.places.toLocaleString('en')} used`;
