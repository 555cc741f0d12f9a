import type { Config } from '../../config/config.js';
import { fixedCopy, translator } from '../../lib/i18n.js';
import { DEFAULT_LANGUAGE, longDate, type Language } from '../../lib/language.js';
import { renderEmail } from '../outbox/email-layout.js';
import type { EmailDraft } from '../outbox/outbox.service.js';
import type { ParticipantRow, SponsorRow, SponsorshipPackageRow } from './expo.table.js';
import { buildIcs } from './ics.js';

/*
 * The expo's e-mails to participants, sponsors and visitors are written in the language they chose on
 * the form (stored on their record); the notices to the organisers stay in English. The fixed copy is
 * in api/src/locales/<language>.json.
 */

/** "10 December 2026 to 12 December 2026"; in French "du 10 décembre 2026 au 12 décembre 2026". */
export function eventDates(config: Config, language: Language = DEFAULT_LANGUAGE): string {
  const { startDate, endDate } = config.expo;
  const start = longDate(startDate, language);
  if (startDate === endDate) return start;
  return fixedCopy(language, 'dates.range', { start, end: longDate(endDate, language) });
}

/** The description of the expo's calendar event, as the confirmation's .ics file and "My registration" give it. */
export const icsDescription = (config: Config, registrationCode: string, language: Language) =>
  translator(language)('participantConfirmation.icsDescription', { expo: config.expo.name, code: registrationCode });

/** "Questions? Write to us…": to the site's contact address, or through its contact form. */
function questionsNote(config: Config, publicUrl: string, language: Language): string {
  const t = translator(language);
  const contact = config.site.contactEmail;
  return contact
    ? t('questions.byEmail', { email: contact })
    : t('questions.byForm', { url: `${publicUrl}/contact-us` });
}

/** The private page of one registration; `token` is the only key to it (see my-registration.service.ts). */
export const myRegistrationUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/my-registration?token=${encodeURIComponent(token)}`;

/**
 * The participant's confirmation: event details, a QR code of the registration code, an .ics file, and
 * the private link to "My registration" (`accessToken`: minted for this e-mail, see sendConfirmation).
 * `registeredBy` names whoever registered them in a group, among what was submitted.
 */
export async function participantConfirmation(
  config: Config,
  publicUrl: string,
  p: ParticipantRow,
  accessToken: string,
  registeredBy?: string,
): Promise<EmailDraft> {
  const { expo } = config;
  const t = translator(p.language);
  // What reads the same in every participant's confirmation is looked up once (fixedCopy).
  const fixed = (key: string, values?: Record<string, string>) => fixedCopy(p.language, key, values);
  const code = p.registrationCode;
  const ics = buildIcs({
    uid: `${p.id}@aibex`,
    title: expo.name,
    startDate: expo.startDate,
    endDate: expo.endDate,
    location: expo.venue,
    description: icsDescription(config, code, p.language),
    url: publicUrl,
  });
  // Nobody has confirmed this address yet: the site speaks first, and the name typed into the form
  // only appears later, quoted, so the form cannot put a stranger's words at the top of the mail.
  const content = renderEmail(
    {
      title: fixed('participantConfirmation.title', { expo: expo.name }),
      paragraphs: [
        fixed('participantConfirmation.received', { expo: expo.name }),
        fixed('participantConfirmation.thanks', { expo: expo.name }),
        fixed('participantConfirmation.checkIn'),
        fixed('participantConfirmation.privatePage'),
      ],
      details: [
        [fixed('labels.registrationCode'), code],
        [fixed('labels.dates'), eventDates(config, p.language)],
        [fixed('labels.venue'), expo.venue],
      ],
      submitted: [
        [fixed('labels.name'), [p.title, p.firstName, p.lastName].filter(Boolean).join(' ')],
        ...(registeredBy ? [[fixed('labels.registeredBy'), registeredBy] as [string, string]] : []),
      ],
      image: { cid: 'registration-qr', alt: t('participantConfirmation.qrAlt', { code }), width: 200 },
      action: { label: fixed('participantConfirmation.action'), url: myRegistrationUrl(publicUrl, accessToken) },
      note: fixed('participantConfirmation.note', { expo: expo.name, url: publicUrl }),
    },
    expo.name,
    p.language,
  );
  return {
    to: p.email,
    subject: t('participantConfirmation.subject', { expo: expo.name, code }),
    ...content,
    template: 'participant-confirmation',
    attachments: [
      {
        filename: 'registration-qr.png',
        contentType: 'image/png',
        // Drawn when the mail is sent, not in the registration's request (see QrCodeAttachment).
        qrCode: { text: code, width: 240 },
        cid: 'registration-qr',
      },
      {
        filename: `${expo.name.replace(/\s+/g, '-').toLowerCase()}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        contentBase64: Buffer.from(ics).toString('base64'),
      },
    ],
    meta: { participantId: p.id },
  };
}

/**
 * A registration of a type that needs approval, while the organisers decide (`pending`: its private link,
 * no ticket) or once they turned it down (`declined`). The type's name is the organisers' words.
 */
export function approvalEmail(
  config: Config,
  publicUrl: string,
  p: ParticipantRow,
  typeName: string,
  kind: 'pending' | 'declined',
  accessToken?: string,
): EmailDraft {
  const { expo } = config;
  const t = translator(p.language);
  const words = (key: string) =>
    t(`approval.${kind}.${key}`, { expo: expo.name, type: typeName, url: `${publicUrl}/registration` });
  return {
    to: p.email,
    subject: words('subject'),
    ...renderEmail(
      {
        title: words('title'),
        paragraphs: [words('body'), words('next'), ...(kind === 'pending' ? [words('privatePage')] : [])],
        details: [
          [t('labels.registrationType'), typeName],
          [t('labels.dates'), eventDates(config, p.language)],
        ],
        submitted: [[t('labels.name'), [p.title, p.firstName, p.lastName].filter(Boolean).join(' ')]],
        ...(accessToken
          ? { action: { label: t('participantConfirmation.action'), url: myRegistrationUrl(publicUrl, accessToken) } }
          : {}),
        note: t('participantConfirmation.note', { expo: expo.name, url: publicUrl }),
      },
      expo.name,
      p.language,
    ),
    template: `participant-approval-${kind}`,
    meta: { participantId: p.id },
  };
}

export function sponsorConfirmation(
  config: Config,
  publicUrl: string,
  s: SponsorRow,
  pkg: SponsorshipPackageRow,
): EmailDraft {
  const { expo } = config;
  const t = translator(s.language);
  return {
    to: s.email,
    subject: t('sponsorConfirmation.subject', { expo: expo.name, package: pkg.title }),
    // The company name is whatever the form was given: it comes after the site's own words, quoted.
    ...renderEmail(
      {
        title: t('sponsorConfirmation.title'),
        paragraphs: [
          t('sponsorConfirmation.received', { expo: expo.name }),
          t('sponsorConfirmation.review', { package: pkg.title }),
        ],
        details: [
          [t('labels.package'), pkg.title],
          [t('labels.amount'), `${config.currency} ${pkg.amount}`],
          [t('labels.dates'), eventDates(config, s.language)],
          [t('labels.venue'), expo.venue],
        ],
        submitted: [[t('labels.company'), s.company]],
        action: { label: t('visitWebsite', { expo: expo.name }), url: publicUrl },
        note: t('sponsorConfirmation.note'),
      },
      expo.name,
      s.language,
    ),
    template: 'sponsor-confirmation',
    meta: { sponsorId: s.id },
  };
}

export function sponsorNoticeToOrganisers(
  config: Config,
  to: string,
  publicUrl: string,
  s: SponsorRow,
  pkg: SponsorshipPackageRow,
): EmailDraft {
  return {
    to,
    // No submitted text in the subject or the opening line, even to the organisers: a form must not
    // be a way to send them someone else's words under the expo's name.
    subject: `New ${pkg.title} sponsorship application`,
    ...renderEmail(
      {
        title: 'New sponsorship application',
        paragraphs: [
          `A ${pkg.title} sponsorship application for ${config.expo.name} arrived through the website. Review it in the admin area.`,
        ],
        details: [['Package', pkg.title]],
        submitted: [
          ['Company', s.company],
          ['E-mail', s.email],
          ['Phone', s.phone],
          ['Place', [s.city, s.state, s.country].filter(Boolean).join(', ')],
        ].filter((row): row is [string, string] => Boolean(row[1])),
        action: { label: 'Open the admin area', url: `${publicUrl}/admin/all-sponsors` },
      },
      config.expo.name,
    ),
    template: 'sponsor-notice',
    meta: { sponsorId: s.id },
  };
}

export function contactNoticeToOrganisers(
  config: Config,
  to: string,
  m: { name: string; email: string; message: string },
): EmailDraft {
  return {
    to,
    subject: `${config.expo.name} contact form: a new message`,
    ...renderEmail(
      {
        title: 'New message from the contact form',
        paragraphs: ['A visitor sent this message through the contact form of the website.'],
        submitted: [
          ['From', m.name],
          ['E-mail', m.email],
          ['Message', m.message],
        ],
        note: 'Reply to the sender at the e-mail address above.',
      },
      config.expo.name,
    ),
    template: 'contact-notice',
  };
}

/**
 * An administrator's reply to a contact message. Each line of the reply is a paragraph, so the line
 * breaks the administrator typed survive the HTML version; the visitor's own message is quoted below.
 */
export function contactReplyEmail(
  config: Config,
  reply: {
    to: string;
    subject: string;
    body: string;
    replyTo: string | undefined;
    original: { id: string; name: string; message: string; createdAt: Date; language: Language };
  },
): EmailDraft {
  const { language } = reply.original;
  const t = translator(language);
  // English keeps the date as it always was (2026-11-24); French reads it as words.
  const date =
    language === 'en'
      ? reply.original.createdAt.toISOString().slice(0, 10)
      : longDate(reply.original.createdAt, language);
  return {
    to: reply.to,
    subject: reply.subject,
    ...renderEmail(
      {
        title: reply.subject,
        paragraphs: reply.body
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean),
        submitted: [[t('labels.yourMessage'), reply.original.message]],
        note: t('contactReply.note', { expo: config.expo.name, date }),
      },
      config.expo.name,
      language,
    ),
    ...(reply.replyTo ? { headers: { 'Reply-To': reply.replyTo } } : {}),
    template: 'contact-reply',
    meta: { contactMessageId: reply.original.id },
  };
}

/** The sponsor's own page (private link), opening in the application's language (the web app reads `lang`). */
export const sponsorPageUrl = (publicUrl: string, token: string, language: string) =>
  `${publicUrl}/my-sponsorship?${new URLSearchParams({ token, lang: language })}`;

/** The organisers' answer to a sponsorship application, sent when an administrator approves or declines it. */
export function sponsorDecision(
  config: Config,
  publicUrl: string,
  s: SponsorRow,
  pkg: SponsorshipPackageRow,
  decision: 'approved' | 'declined',
  reason: string | null = null,
  /** An approval's private link to the sponsor's page, and the code of their VIP passes when they have one. */
  approval: { pageUrl: string; vip?: { code: string; places: number } } | null = null,
): EmailDraft {
  const { expo } = config;
  const approved = decision === 'approved';
  const t = translator(s.language);
  const copy = (key: string, values: Record<string, string> = {}) =>
    t(`sponsorDecision.${decision}.${key}`, { expo: expo.name, package: pkg.title, ...values });
  return {
    to: s.email,
    subject: copy('subject'),
    ...renderEmail(
      {
        title: copy('title'),
        paragraphs: [
          copy('thanks'),
          copy('next'),
          ...(approved && approval?.vip
            ? [copy('vipPasses', { count: String(approval.vip.places), code: approval.vip.code })]
            : []),
        ],
        details: [
          [t('labels.package'), pkg.title],
          [t('labels.decision'), copy('decision')],
          ...(approved && approval?.vip ? [[t('labels.vipCode'), approval.vip.code] as [string, string]] : []),
          // An approval needs no reason told; a decline's reason is the organisers' answer to the applicant.
          ...(reason && !approved ? [[t('labels.reason'), reason] as [string, string]] : []),
          [t('labels.dates'), eventDates(config, s.language)],
          [t('labels.venue'), expo.venue],
        ],
        submitted: [[t('labels.company'), s.company]],
        action:
          approved && approval
            ? { label: copy('openPage'), url: approval.pageUrl }
            : { label: t('visitWebsite', { expo: expo.name }), url: publicUrl },
        note: questionsNote(config, publicUrl, s.language),
      },
      expo.name,
      s.language,
    ),
    template: approved ? 'sponsor-approved' : 'sponsor-declined',
    meta: { sponsorId: s.id, decision },
  };
}

/** The answer to a request, made from "My registration", to delete a registration. */
export function deletionOutcome(
  config: Config,
  publicUrl: string,
  request: { id: string; email: string; registrationCode: string; language: Language },
  outcome: { completed: true } | { completed: false; reason: string },
): EmailDraft {
  const { expo } = config;
  const { language } = request;
  const t = translator(language);
  const values = { expo: expo.name, code: request.registrationCode };
  return {
    to: request.email,
    subject: outcome.completed ? t('deletion.completed.subject', values) : t('deletion.declined.subject', values),
    ...renderEmail(
      {
        title: outcome.completed ? t('deletion.completed.title') : t('deletion.declined.title'),
        paragraphs: outcome.completed
          ? [t('deletion.completed.done', values), t('deletion.completed.after')]
          : [t('deletion.declined.refused', values), t('deletion.declined.after')],
        ...(outcome.completed ? {} : { details: [[t('labels.reason'), outcome.reason] as [string, string]] }),
        note: questionsNote(config, publicUrl, language),
      },
      expo.name,
      language,
    ),
    template: outcome.completed ? 'privacy-deletion-completed' : 'privacy-deletion-declined',
    meta: { privacyRequestId: request.id },
  };
}
