import type { Config } from '../../../config/config.js';
import { translator } from '../../../lib/i18n.js';
import { renderEmail, type EmailContent } from '../../outbox/email-layout.js';
import type { EmailDraft } from '../../outbox/outbox.service.js';
import { typeName } from '../registration-types/registration-type.service.js';
import type { RegistrationTypeRow } from '../registration-types/registration-type.table.js';
import type { WaitlistEntryRow } from './waitlist.table.js';

/** The registration form opened on a waitlist offer: the token is the only key to the held place. */
export const offerUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/registration?offer=${encodeURIComponent(token)}`;

type Words = (key: string) => string;

/**
 * One of the waitlist's e-mails to `entry`, in its language: `kind` names its copy (`waitlist.<kind>.*`),
 * `content` lays it out from the words, which know the expo, the type and `values`.
 */
function waitlistEmail(
  config: Pick<Config, 'expo'>,
  entry: WaitlistEntryRow,
  type: RegistrationTypeRow,
  kind: 'joined' | 'offer' | 'expired',
  content: (words: Words) => Omit<EmailContent, 'title'>,
  values: Record<string, string> = {},
): EmailDraft {
  const t = translator(entry.language);
  const all = { expo: config.expo.name, type: typeName(type, entry.language), ...values };
  const words: Words = (key) => t(key, all);
  return {
    to: entry.email,
    subject: words(`waitlist.${kind}.subject`),
    ...renderEmail({ title: words(`waitlist.${kind}.title`), ...content(words) }, config.expo.name, entry.language),
    template: `waitlist-${kind}`,
  };
}

/** "You are on the waitlist": sent once, when the person joins. */
export const waitlistJoinedEmail = (config: Pick<Config, 'expo'>, entry: WaitlistEntryRow, type: RegistrationTypeRow) =>
  waitlistEmail(config, entry, type, 'joined', (w) => ({
    paragraphs: [w('waitlist.joined.body'), w('waitlist.joined.next')],
    note: w('waitlist.note'),
  }));

/** A place is held for them until the offer expires: the button opens the form on it. */
export function waitlistOfferEmail(
  config: Pick<Config, 'expo'>,
  publicUrl: string,
  entry: WaitlistEntryRow,
  type: RegistrationTypeRow,
  token: string,
): EmailDraft {
  const until = new Intl.DateTimeFormat(entry.language === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: config.expo.timeZone,
  }).format(entry.offerExpiresAt!);
  return waitlistEmail(
    config,
    entry,
    type,
    'offer',
    (w) => ({
      paragraphs: [w('waitlist.offer.body'), w('waitlist.offer.until')],
      action: { label: w('waitlist.offer.action'), url: offerUrl(publicUrl, token) },
      note: w('waitlist.note'),
    }),
    { until },
  );
}

/** The offer ran out unanswered: the place went to the next person. */
export const waitlistExpiredEmail = (
  config: Pick<Config, 'expo'>,
  entry: WaitlistEntryRow,
  type: RegistrationTypeRow,
) => waitlistEmail(config, entry, type, 'expired', (w) => ({ paragraphs: [w('waitlist.expired.body')] }));
