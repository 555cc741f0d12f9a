import type { Config } from '../../../config/config.js';
import { formatMoney } from '../../../lib/money.js';
import { renderEmail } from '../../outbox/email-layout.js';
import type { EmailDraft } from '../../outbox/outbox.service.js';
import type { BookingWithRefs } from './booking-refs.js';
import { formatPickupCode } from './pickup-code.js';
import type { OutboxTemplateName } from '../../outbox/outbox-templates.js';

interface Person {
  email: string;
  firstName: string;
}

/** How a request to book ended without a charge. */
export type RequestClosing =
  'decline_request' | 'withdraw_request' | 'expire_request' | 'lose_period' | 'authorisation_lapsed' | 'charge_refused';

/** An instant on the tool's clocks, with its zone: 'Tue 24 Nov, 14:30 WAT'. */
export function requestTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(instant);
}

/**
 * What the two sides of a request to book are told (in-app and by e-mail): the card is authorised,
 * not charged, until the owner accepts; declined, withdrawn or unanswered, the authorisation is released.
 */
export function requestNotices(config: Config, publicUrl: string) {
  const brand = config.expo.name;
  const total = (r: BookingWithRefs) => r.booking.amountCents + r.booking.depositCents;
  const charged = (r: BookingWithRefs) =>
    r.booking.depositCents > 0
      ? `${formatMoney(total(r), r.booking.currency)} (${formatMoney(r.booking.amountCents, r.booking.currency)} rental and a ${formatMoney(r.booking.depositCents, r.booking.currency)} deposit, refunded after the return)`
      : formatMoney(total(r), r.booking.currency);
  const at = (instant: Date | null, r: BookingWithRefs) => (instant ? requestTime(instant, r.tool.timeZone) : '');
  const link = (path: string, id: string) => `${publicUrl}${path}?${new URLSearchParams({ id })}`;
  const details = (r: BookingWithRefs): [string, string][] => [
    ['Booking code', r.booking.code],
    ['Tool', r.tool.name],
    ['Quantity', String(r.booking.quantity)],
    ['Pickup', at(r.booking.startsAt, r)],
    ['Return', at(r.booking.endsAt, r)],
    ['Card authorised for', charged(r)],
  ];
  const email = (
    to: Person,
    template: OutboxTemplateName,
    subject: string,
    note: string,
    r: BookingWithRefs,
    as: 'renter' | 'owner',
    /** One more paragraph (the renter's pickup code, in a mail to the renter only). */
    more?: string,
  ): EmailDraft => ({
    to: to.email,
    subject,
    template,
    ...renderEmail(
      {
        title: subject,
        paragraphs: [`Hello ${to.firstName},`, note, ...(more ? [more] : [])],
        details: details(r),
        action: {
          label: 'Open the booking',
          url: link(as === 'renter' ? '/user/my-rental-history-details' : '/user/my-bookings-details', r.booking.id),
        },
      },
      brand,
    ),
  });

  return {
    /** The card is authorised: the owner is asked, the renter told what happens next. */
    requested(r: BookingWithRefs, owner: Person, renter: Person) {
      const deadline = at(r.booking.requestExpiresAt, r);
      const ownerNote = `${r.renter.firstName} asks to book ${r.tool.name} (${r.booking.code}) from ${at(r.booking.startsAt, r)}. Accept or decline by ${deadline}: if you do not answer by then, the request lapses and the renter's card is released.`;
      const renterNote = `Request sent for ${r.tool.name} (${r.booking.code}). Your card is authorised for ${charged(r)}, not charged: ${r.owner.firstName} has until ${deadline} to accept. If they decline or do not answer, the authorisation is released and nothing is charged.`;
      return {
        owner: {
          note: ownerNote,
          email: email(owner, 'request.owner', `Request to book ${r.tool.name}`, ownerNote, r, 'owner'),
        },
        renter: {
          note: renterNote,
          email: email(renter, 'request.renter', `Request sent: ${r.tool.name}`, renterNote, r, 'renter'),
        },
      };
    },
    /** The owner accepted and the card was charged: the renter gets the pickup code (theirs alone). */
    accepted(r: BookingWithRefs, renter: Person) {
      const note = `${r.owner.firstName} accepted your request for ${r.tool.name} (${r.booking.code}). Your card has been charged ${charged(r)}. The pickup address is on the booking page.`;
      const code = `At the pickup, once you have the tool in hand, give ${r.owner.firstName} your pickup code ${formatPickupCode(r.booking.pickupCode)}: they confirm the handover with it. It is also on your booking page, with a QR code.`;
      return {
        note,
        email: email(renter, 'request.accepted', `Request accepted: ${r.tool.name}`, note, r, 'renter', code),
      };
    },
    /** The request ended without a charge: declined, withdrawn, unanswered, or its period taken. */
    closed(how: RequestClosing, r: BookingWithRefs, owner: Person, renter: Person, reason?: string | null) {
      const released = `Your card was not charged: the authorisation of ${formatMoney(total(r), r.booking.currency)} is released (your bank may take a few days to show it).`;
      const because = reason ? ` Their reason: "${reason}".` : '';
      const notes: Record<RequestClosing, { renter: string; owner: string; subject: string }> = {
        decline_request: {
          subject: `Request declined: ${r.tool.name}`,
          renter: `${r.owner.firstName} declined your request for ${r.tool.name} (${r.booking.code}).${because} ${released}`,
          owner: `You declined ${r.renter.firstName}'s request for ${r.tool.name} (${r.booking.code}). The period is free again and the renter's card is released.`,
        },
        withdraw_request: {
          subject: `Request withdrawn: ${r.tool.name}`,
          renter: `You withdrew your request for ${r.tool.name} (${r.booking.code}). ${released}`,
          owner: `${r.renter.firstName} withdrew the request for ${r.tool.name} (${r.booking.code}). The period is free again.`,
        },
        expire_request: {
          subject: `Request not answered: ${r.tool.name}`,
          renter: `${r.owner.firstName} did not answer your request for ${r.tool.name} (${r.booking.code}) in time. ${released}`,
          owner: `The request of ${r.renter.firstName} for ${r.tool.name} (${r.booking.code}) lapsed: it was not answered in time. The period is free again and the renter's card is released.`,
        },
        authorisation_lapsed: {
          subject: `Request closed: ${r.tool.name}`,
          renter: `Your card's authorisation for ${r.tool.name} (${r.booking.code}) expired before it could be charged, so the request is closed and nothing was charged. You can request the dates again.`,
          owner: `You accepted ${r.renter.firstName}'s request for ${r.tool.name} (${r.booking.code}), but the card's authorisation had expired, so it could not be charged. The request is closed and the period is free again.`,
        },
        // `reason`: the processor's words for the refusal (Insufficient Funds, Do not honour…).
        charge_refused: {
          subject: `Request closed: ${r.tool.name}`,
          renter: `Your card was refused when ${r.owner.firstName} accepted your request for ${r.tool.name} (${r.booking.code})${reason ? ` ("${reason}")` : ''}, so the request is closed and nothing was charged. You can request the dates again with another card.`,
          owner: `You accepted ${r.renter.firstName}'s request for ${r.tool.name} (${r.booking.code}), but their card was refused when it was charged${reason ? ` ("${reason}")` : ''}. The request is closed and the period is free again.`,
        },
        lose_period: {
          subject: `Request not sent: ${r.tool.name}`,
          renter: `Your card for ${r.tool.name} (${r.booking.code}) was authorised after its hold ended, and the period was booked meanwhile, so the request was not sent. ${released}`,
          owner: '',
        },
      };
      const n = notes[how];
      return {
        renter: { note: n.renter, email: email(renter, `request.${how}`, n.subject, n.renter, r, 'renter') },
        owner: n.owner
          ? { note: n.owner, email: email(owner, `request.${how}.owner`, n.subject, n.owner, r, 'owner') }
          : undefined,
      };
    },
  };
}
