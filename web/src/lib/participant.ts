import type { Gender, ParticipantTitle } from '../gql/graphql';

/** How a participant may be addressed, as the registration form offers it (in this order). */
export const PARTICIPANT_TITLE_LABELS: Record<ParticipantTitle, string> = {
  MR: 'Mr.',
  MRS: 'Mrs.',
  MS: 'Ms.',
  MISS: 'Miss.',
  DR: 'Dr.',
  ENGNR: 'Engnr.',
  PROF: 'Prof.',
};

export const GENDER_LABELS: Record<Gender, string> = { MALE: 'Male', FEMALE: 'Female' };

/** A label map as the options of a select: the API's value, read as its label. */
export const optionsOf = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

/** A form's text as one of a map's keys, or null when it is none of them (an untouched select sends ''). */
export function choiceOf<K extends string>(labels: Record<K, string>, value: string): K | null {
  return Object.hasOwn(labels, value) ? (value as K) : null;
}
