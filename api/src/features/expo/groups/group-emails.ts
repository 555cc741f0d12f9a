import type { Config } from '../../../config/config.js';
import { translator } from '../../../lib/i18n.js';
import { renderEmail } from '../../outbox/email-layout.js';
import type { EmailDraft } from '../../outbox/outbox.service.js';
import { eventDates } from '../expo-emails.js';
import type { RegistrationTypeRow } from '../registration-types/registration-type.table.js';
import type { RegistrationGroupRow } from './group.table.js';

/** An attendee as the group's form named them. */
export interface NamedAttendee {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * The group's contact hears what they sent: the type, and every attendee they named, each of whom gets
 * their own confirmation. The names and addresses are the form's, quoted (whoever typed them), and read
 * the same whether or not an address was registered already.
 */
export function groupRegistrationReceipt(
  config: Config,
  publicUrl: string,
  group: RegistrationGroupRow,
  type: RegistrationTypeRow,
  attendees: readonly NamedAttendee[],
): EmailDraft {
  const { expo } = config;
  const t = translator(group.language);
  const typeName = (group.language === 'fr' && type.nameFr) || type.name;
  return {
    to: group.contactEmail,
    subject: t('groupRegistration.subject', { expo: expo.name, count: attendees.length }),
    ...renderEmail(
      {
        title: t('groupRegistration.title'),
        paragraphs: [t('groupRegistration.received', { expo: expo.name }), t('groupRegistration.each')],
        details: [
          [t('labels.registrationType'), typeName],
          [t('labels.dates'), eventDates(config, group.language)],
          [t('labels.venue'), expo.venue],
        ],
        submitted: [
          ...(group.company ? [[t('labels.company'), group.company] as [string, string]] : []),
          ...attendees.map(
            (a, i) =>
              [t('labels.attendee', { n: i + 1 }), `${a.firstName} ${a.lastName} <${a.email}>`] as [string, string],
          ),
        ],
        action: { label: t('visitWebsite', { expo: expo.name }), url: publicUrl },
        note: t('groupRegistration.note'),
      },
      expo.name,
      group.language,
    ),
    template: 'group-registration',
    meta: { groupId: group.id },
  };
}
