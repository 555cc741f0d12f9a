import QRCode from 'qrcode';
import type { Config } from '../../config/config.js';
import { renderEmail } from '../outbox/email-layout.js';
import type { EmailDraft } from '../outbox/outbox.service.js';
import type { ParticipantRow, SponsorRow, SponsorshipPackageRow } from './expo.table.js';
import { buildIcs } from './ics.js';

export function eventDates(config: Config): string {
  const fmt = (d: string) =>
    new Date(`${d}T12:00:00Z`).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
  const { startDate, endDate } = config.expo;
  return startDate === endDate ? fmt(startDate) : `${fmt(startDate)} to ${fmt(endDate)}`;
}

/** The private page of one registration; `token` is the only key to it (see my-registration.service.ts). */
export const myRegistrationUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/my-registration?token=${encodeURIComponent(token)}`;

/**
 * The participant's confirmation: event details, a QR code of the registration code, an .ics file, and
 * the private link to "My registration" (`accessToken`: minted for this e-mail, see sendConfirmation).
 */
export async function participantConfirmation(
  config: Config,
  publicUrl: string,
  p: ParticipantRow,
  accessToken: string,
): Promise<EmailDraft> {
  const { expo } = config;
  const qr = await QRCode.toBuffer(p.registrationCode, {
    type: 'png',
    width: 240,
    margin: 1,
    errorCorrectionLevel: 'M',
  });
  const ics = buildIcs({
    uid: `${p.id}@aibex`,
    title: expo.name,
    startDate: expo.startDate,
    endDate: expo.endDate,
    location: expo.venue,
    description: `Your ${expo.name} registration code: ${p.registrationCode}. Show the QR code from your confirmation e-mail at the entrance.`,
    url: publicUrl,
  });
  // Nobody has confirmed this address yet: the site speaks first, and the name typed into the form
  // only appears later, quoted, so the form cannot put a stranger's words at the top of the mail.
  const content = renderEmail(
    {
      title: `Your registration for ${expo.name}`,
      paragraphs: [
        `We received a registration for ${expo.name} that gave this e-mail address.`,
        `Thank you for registering for ${expo.name}, Africa’s premier international beauty and lifestyle convention. We will send updates about the programme to this address.`,
        'Show the QR code below (printed or on your phone) at the entrance for a quick check-in. The attached calendar file adds the dates to your calendar.',
        'Your registration has its own private page: see your ticket, download your badge, correct your details, cancel, or ask for a copy or the deletion of your data. Keep this e-mail: the button below is your key to it, and it stops working when a newer confirmation is sent.',
      ],
      details: [
        ['Registration code', p.registrationCode],
        ['Dates', eventDates(config)],
        ['Venue', expo.venue],
      ],
      submitted: [['Name', [p.title, p.firstName, p.lastName].filter(Boolean).join(' ')]],
      image: { cid: 'registration-qr', alt: `QR code for registration ${p.registrationCode}`, width: 200 },
      action: { label: 'Open my registration', url: myRegistrationUrl(publicUrl, accessToken) },
      note: `If you did not register, you can ignore this e-mail: someone typed this address into the registration form. The ${expo.name} website: ${publicUrl}`,
    },
    expo.name,
  );
  return {
    to: p.email,
    subject: `${expo.name}: your registration ${p.registrationCode}`,
    ...content,
    template: 'participant-confirmation',
    attachments: [
      {
        filename: 'registration-qr.png',
        contentType: 'image/png',
        contentBase64: qr.toString('base64'),
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

export function sponsorConfirmation(
  config: Config,
  publicUrl: string,
  s: SponsorRow,
  pkg: SponsorshipPackageRow,
): EmailDraft {
  const { expo } = config;
  return {
    to: s.email,
    subject: `${expo.name}: we received your ${pkg.title} sponsorship application`,
    // The company name is whatever the form was given: it comes after the site's own words, quoted.
    ...renderEmail(
      {
        title: 'Your sponsorship application',
        paragraphs: [
          `We received a sponsorship application for ${expo.name} that gave this e-mail address.`,
          `The application is for a ${pkg.title} sponsorship. Our team will review it and contact you at this address with the next steps.`,
        ],
        details: [
          ['Package', pkg.title],
          ['Amount', `${config.currency} ${pkg.amount}`],
          ['Dates', eventDates(config)],
          ['Venue', expo.venue],
        ],
        submitted: [['Company', s.company]],
        action: { label: `Visit the ${expo.name} website`, url: publicUrl },
        note: 'If you did not apply, you can ignore this e-mail: someone typed this address into the sponsorship form, and nothing was agreed or charged.',
      },
      expo.name,
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
    original: { id: string; name: string; message: string; createdAt: Date };
  },
): EmailDraft {
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
        submitted: [['Your message', reply.original.message]],
        note: `You wrote to ${config.expo.name} through the contact form of its website on ${reply.original.createdAt.toISOString().slice(0, 10)}.`,
      },
      config.expo.name,
    ),
    ...(reply.replyTo ? { headers: { 'Reply-To': reply.replyTo } } : {}),
    template: 'contact-reply',
    meta: { contactMessageId: reply.original.id },
  };
}

/** The organisers' answer to a sponsorship application, sent when an administrator approves or declines it. */
export function sponsorDecision(
  config: Config,
  publicUrl: string,
  s: SponsorRow,
  pkg: SponsorshipPackageRow,
  decision: 'approved' | 'declined',
): EmailDraft {
  const { expo } = config;
  const approved = decision === 'approved';
  const contact = config.site.contactEmail;
  return {
    to: s.email,
    subject: approved
      ? `${expo.name}: your ${pkg.title} sponsorship is approved`
      : `${expo.name}: about your ${pkg.title} sponsorship application`,
    ...renderEmail(
      {
        title: approved ? 'Your sponsorship is approved' : 'Your sponsorship application',
        paragraphs: approved
          ? [
              `Thank you for applying to sponsor ${expo.name}. We are delighted to tell you that your ${pkg.title} sponsorship application is approved.`,
              'Your company now appears among our sponsors on the website. Our team will contact you at this address about the agreement, payment and the benefits of your package.',
            ]
          : [
              `Thank you for applying to sponsor ${expo.name}. After reviewing the applications, we are sorry that we cannot accept your ${pkg.title} sponsorship application this time.`,
              'Nothing was agreed or charged. You are welcome to attend the expo, and to apply again for a future edition.',
            ],
        details: [
          ['Package', pkg.title],
          ['Decision', approved ? 'Approved' : 'Declined'],
          ['Dates', eventDates(config)],
          ['Venue', expo.venue],
        ],
        submitted: [['Company', s.company]],
        action: { label: `Visit the ${expo.name} website`, url: publicUrl },
        note: contact
          ? `Questions? Write to us at ${contact}.`
          : `Questions? Write to us through the contact form: ${publicUrl}/contact-us`,
      },
      expo.name,
    ),
    template: approved ? 'sponsor-approved' : 'sponsor-declined',
    meta: { sponsorId: s.id, decision },
  };
}

/** The answer to a request, made from "My registration", to delete a registration. */
export function deletionOutcome(
  config: Config,
  publicUrl: string,
  request: { id: string; email: string; registrationCode: string },
  outcome: { completed: true } | { completed: false; reason: string },
): EmailDraft {
  const { expo } = config;
  const contact = config.site.contactEmail;
  return {
    to: request.email,
    subject: outcome.completed
      ? `${expo.name}: your registration ${request.registrationCode} is deleted`
      : `${expo.name}: about your request to delete registration ${request.registrationCode}`,
    ...renderEmail(
      {
        title: outcome.completed ? 'Your registration is deleted' : 'Your deletion request',
        paragraphs: outcome.completed
          ? [
              `As you asked, we deleted your registration ${request.registrationCode} for ${expo.name}: your details, consents, check-in and the confirmation e-mails we kept.`,
              'Your private link no longer works. This e-mail is the last we send about this registration.',
            ]
          : [
              `You asked us to delete your registration ${request.registrationCode} for ${expo.name}. We cannot do it at this time, for the reason below.`,
              'Your registration and your private link stay as they were. You can write to us if you disagree.',
            ],
        ...(outcome.completed ? {} : { details: [['Reason', outcome.reason] as [string, string]] }),
        note: contact
          ? `Questions? Write to us at ${contact}.`
          : `Questions? Write to us through the contact form: ${publicUrl}/contact-us`,
      },
      expo.name,
    ),
    template: outcome.completed ? 'privacy-deletion-completed' : 'privacy-deletion-declined',
    meta: { privacyRequestId: request.id },
  };
}
