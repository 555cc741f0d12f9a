import type { Audience } from '../../../gql/graphql';

export interface AudienceOption {
  value: Audience;
  label: string;
}

/** The receivers: 'All Users', the expo year's participants and sponsors, and the participants who consented. */
export function audienceOptions(year: number): AudienceOption[] {
  return [
    { value: 'allUsers', label: 'All Users' },
    { value: 'participants', label: `All ${year} Participants` },
    { value: 'sponsors', label: `All ${year} Sponsors` },
    { value: 'consentedParticipants', label: 'Participants who agreed to marketing e-mail' },
  ];
}

export function isAudience(value: string): value is Audience {
  return ['allUsers', 'participants', 'sponsors', 'consentedParticipants'].includes(value);
}
