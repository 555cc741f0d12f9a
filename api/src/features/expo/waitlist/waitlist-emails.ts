import type { Config } from '../../../config/config.js';
import { translator } from '../../../lib/i18n.js';
import { renderEmail } from '../../outbox/email-layout.js';
import type { EmailDraft } from '../../outbox/outbox.service.js';
import { typeName } from '../registration-types/registration-type.service.js';
import type { RegistrationTypeRow } from '../registration-types/registration-type.table.js';
import type { WaitlistEntryRow } from './waitlist.table.js';

/** The registration form opened on a waitlist offer: the token is the only key to the held place. */
export const offerUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/registration?offer=${encodeURIComponent(token)}`;

/** "You are on the waitlist": sent once, when the person joins. */
export function waitlistJoinedEmail(
  config: Pick<Config, 'expo'>,
  entry: WaitlistEntryRow,
  type: RegistrationTypeRow,
): EmailDraft {
  const t = translator(entry.language);
  const values = { expo: config.expo.name, type: typeName(type, entry.language) };
  return {
    to: entry.email,
    subject: t('waitlist.joined.subject', values),
    ...renderEmail(
      {
        title: t('waitlist.joined.title', values),
        paragraphs: [t('waitlist.joined.body', values), t('waitlist.joined.next', values)],
        note: t('waitlist.note', values),
      },
      config.expo.name,
      entry.language,
    ),
    template: 'waitlist-joined',
  };
}

/** A place is held for them until the offer expires: the button opens the form on it. */
export function waitlistOfferEmail(
  config: Pick<Config, 'expo'>,
  publicUrl: string,
  entry: WaitlistEntryRow,
  type: RegistrationTypeRow,
  token: string,
): EmailDraft {
  const t = translator(entry.language);
  const until = new Intl.DateTimeFormat(entry.language === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: config.expo.timeZone,
  }).format(entry.offerExpiresAt!);
  const values = { expo: config.expo.name, type: typeName(type, entry.language), until };
  return {
    to: entry.email,
    subject: t('waitlist.offer.subject', values),
    ...renderEmail(
      {
        title: t('waitlist.offer.title', values),
        paragraphs: [t('waitlist.offer.body', values), t('waitlist.offer.until', values)],
        action: { label: t('waitlist.offer.action'), url: offerUrl(publicUrl, token) },
        note: t('waitlist.note', values),
      },
      config.expo.name,
      entry.language,
    ),
    template: 'waitlist-offer',
  };
}

/** The offer ran out unanswered: the place went to the next person. */
export function waitlistExpiredEmail(
  config: Pick<Config, 'expo'>,
  entry: WaitlistEntryRow,
  type: RegistrationTypeRow,
): EmailDraft {
  const t = translator(entry.language);
  const values = { expo: config.expo.name, type: typeName(type, entry.language) };
  return {
    to: entry.email,
    subject: t('waitlist.expired.subject', values),
    ...renderEmail(
      { title: t('waitlist.expired.title', values), paragraphs: [t('waitlist.expired.body', values)] },
      config.expo.name,
      entry.language,
    ),
    template: 'waitlist-expired',
  };
}
