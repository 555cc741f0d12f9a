import type { Audience } from '../../../gql/graphql';

export interface AudienceOption {
  value: Audience;
  label: string;
}

/** The receivers: 'All Users', the expo year's participants and sponsors, and the participants who consented. */
export function audienceOptions(year: number): AudienceOption[] {
  const labels: Record<Audience, string> = {
    ALL_USERS: 'All Users',
    PARTICIPANTS: `All ${year} Participants`,
    SPONSORS: `All ${year} Sponsors`,
    CONSENTED_PARTICIPANTS: 'Participants who agreed to marketing e-mail',
  };
  return (Object.entries(labels) as [Audience, string][]).map(([value, label]) => ({ value, label }));
}
