import type { Audience } from '../../../gql/graphql';

export interface AudienceOption {
  value: Audience;
  label: string;
  /** Who exactly it includes, shown under the choice. */
  description: string;
}

/**
 * The receivers: 'All Users', the expo year's participants and sponsors (all applications, or only the
 * approved ones), and the participants who consented.
 */
export function audienceOptions(year: number): AudienceOption[] {
  return [
    { value: 'ALL_USERS', label: 'All Users', description: 'Every account of the site.' },
    { value: 'PARTICIPANTS', label: `All ${year} Participants`, description: `Everyone registered for ${year}.` },
    {
      value: 'SPONSORS',
      label: `All ${year} Sponsors`,
      description: `Every ${year} sponsorship application, whatever its status: awaiting review, approved or declined.`,
    },
    {
      value: 'APPROVED_SPONSORS',
      label: `Approved ${year} Sponsors`,
      description: `Only the ${year} sponsors whose application was approved (those on the sponsor wall).`,
    },
    {
      value: 'CONSENTED_PARTICIPANTS',
      label: 'Participants who agreed to marketing e-mail',
      description: `${year} participants who agreed to receive news and offers by e-mail.`,
    },
  ];
}
