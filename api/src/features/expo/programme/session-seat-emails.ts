import type { Config } from '../../../config/config.js';
import { translator } from '../../../lib/i18n.js';
import type { Language } from '../../../lib/language.js';
import { renderEmail, type EmailContent } from '../../outbox/email-layout.js';
import type { EmailDraft } from '../../outbox/outbox.service.js';
import type { ParticipantRow } from '../expo.table.js';
import type { ProgrammeSessionRow, SessionSeatRow } from './programme.table.js';

/** The page that accepts or declines a seat offer: the token is the only key to the held seat. */
export const seatOfferUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/programme/seat-offer?token=${encodeURIComponent(token)}`;

/** The session's title in `language` (the English one when no French was written). */
export const sessionTitle = (session: Pick<ProgrammeSessionRow, 'title' | 'titleFr'>, language: Language) =>
  language === 'fr' ? (session.titleFr ?? session.title) : session.title;

const formatted = (instant: Date, language: Language, timeZone: string) =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(instant);

type Words = (key: string) => string;
type Attendee = Pick<ParticipantRow, 'id' | 'email' | 'language'>;

/**
 * One of the session seats' e-mails to the attendee, in their registration's language: `kind` names its
 * copy (`sessionSeats.<kind>.*`); the words know the expo, the session, when it starts and `values`.
 * Kept with the registration's e-mails (`meta.participantId`): erasing the registration removes them.
 */
function seatEmail(
  config: Pick<Config, 'expo'>,
  attendee: Attendee,
  session: ProgrammeSessionRow,
  kind: 'offer' | 'expired',
  content: (words: Words) => Omit<EmailContent, 'title'>,
  values: Record<string, string> = {},
): EmailDraft {
  const t = translator(attendee.language);
  const all = {
    expo: config.expo.name,
    session: sessionTitle(session, attendee.language),
    starts: formatted(session.startsAt, attendee.language, config.expo.timeZone),
    ...values,
  };
  const words: Words = (key) => t(key, all);
  return {
    to: attendee.email,
    subject: words(`sessionSeats.${kind}.subject`),
    ...renderEmail(
      { title: words(`sessionSeats.${kind}.title`), ...content(words) },
      config.expo.name,
      attendee.language,
    ),
    template: `session-seat-${kind}`,
    meta: { participantId: attendee.id },
  };
}

/** A freed seat is held for them until the offer expires: the button opens the page that answers it. */
export const seatOfferEmail = (
  config: Pick<Config, 'expo'>,
  publicUrl: string,
  attendee: Attendee,
  session: ProgrammeSessionRow,
  seat: SessionSeatRow,
  token: string,
): EmailDraft =>
  seatEmail(
    config,
    attendee,
    session,
    'offer',
    (w) => ({
      paragraphs: [w('sessionSeats.offer.body'), w('sessionSeats.offer.until')],
      action: { label: w('sessionSeats.offer.action'), url: seatOfferUrl(publicUrl, token) },
      note: w('sessionSeats.note'),
    }),
    { until: formatted(seat.offerExpiresAt!, attendee.language, config.expo.timeZone) },
  );

/** The offer ran out unanswered: the seat went to the next person in line. */
export const seatExpiredEmail = (config: Pick<Config, 'expo'>, attendee: Attendee, session: ProgrammeSessionRow) =>
  seatEmail(config, attendee, session, 'expired', (w) => ({ paragraphs: [w('sessionSeats.expired.body')] }));
