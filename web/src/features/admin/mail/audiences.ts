import type { Audience } from '../../../gql/graphql';

export interface AudienceOption {
  value: Audience;
  label: string;
}

/** The receivers of seed section 9 ('All Users', 'All 2026 Participants', 'All 2026 Sponsors'), plus consent. */
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
