import { registerEnumType } from 'type-graphql';

/**
 * Every kind of e-mail the site sends, by the name stored in email_outbox.template, with what it is.
 * EmailDraft.template takes only these names, so a new kind of e-mail is added here first: the
 * admin's outbox filter and the GraphQL OutboxTemplate enum are built from this list.
 */
export const OUTBOX_TEMPLATES = {
  'password-reset': 'A link to choose a new password',
  'email-verification': 'A link to confirm the address of a new account',
  'sign-up-existing': 'Someone tried to create an account with an address that has one already',
  'email-change-confirmation': 'A link to confirm a new address for an account',
  'email-change-notice': "To an account's old address: a change of address was asked",
  'email-change-done': "To an account's old address: the address was changed",
  'contact-notice': 'To the organisers: a message sent through the contact form',
  'contact-reply': "To the person who wrote through the contact form: the organisers' answer",
  'participant-confirmation': "A participant's registration confirmed, with the badge",
  'participant-approval-pending': "A participant's registration received, waiting for the organisers' approval",
  'participant-approval-declined': "The organisers declined a participant's registration",
  'group-registration': 'To whoever registered a group: the list of people registered',
  'registration-refunded': 'A paid registration cancelled and refunded',
  'group-mail': 'An e-mail an administrator sent to a group of participants or sponsors (mailings)',
  'group-mail-test': 'A copy of a group e-mail an administrator sent to themselves to check it',
  'sponsor-confirmation': 'A sponsorship application received',
  'sponsor-notice': 'To the organisers: a new sponsorship application',
  'sponsor-approved': 'A sponsorship application approved',
  'sponsor-declined': 'A sponsorship application declined',
  'sponsor-invoice-issued': 'A sponsor invoice issued, with its PDF',
  'sponsor-invoice-paid': 'A sponsor invoice paid',
  'sponsor-invoice-reminder': 'A sponsor invoice due soon',
  'sponsor-invoice-credited': 'A sponsor invoice credited, with the credit note',
  'waitlist-joined': 'A place on the waiting list of a registration type',
  'waitlist-offer': 'A place freed for someone on the waiting list, to take before the offer ends',
  'waitlist-expired': 'An offer from the waiting list ran out',
  'session-seat-offer': 'A seat freed in a programme session, to take before the offer ends',
  'session-seat-expired': 'An offer of a session seat ran out',
  'privacy-deletion-completed': 'A request to delete personal data carried out',
  'privacy-deletion-declined': 'A request to delete personal data declined',
  identity_approved: "An owner's identity check approved",
  identity_rejected: "An owner's identity check rejected",
  'booking.owner': 'To the owner: their tool was booked',
  'booking.renter': 'To the renter: the booking is confirmed, with the pickup code',
  'booking.cancelled': 'To the renter: the booking was cancelled',
  'booking.cancelled_by_owner': 'To the renter: the owner cancelled the booking',
  'booking.refund': 'To the renter: a refund was issued',
  'booking.pickup_reminder': 'A reminder of the pickup',
  'booking.return_reminder': 'A reminder that the return is due',
  'booking.overdue': 'The return time passed and the tool is not back',
  'request.owner': 'To the owner: a request to book to answer',
  'request.renter': 'To the renter: their request to book was sent',
  'request.accepted': 'To the renter: the owner accepted their request to book',
  'request.decline_request': 'To the renter: the owner declined their request to book (the card released)',
  'request.decline_request.owner': 'To the owner: they declined a request to book',
  'request.withdraw_request': 'To the renter: they withdrew their request to book (the card released)',
  'request.withdraw_request.owner': 'To the owner: the renter withdrew a request to book',
  'request.expire_request': 'To the renter: the owner did not answer their request to book in time',
  'request.expire_request.owner': 'To the owner: a request to book lapsed unanswered',
  'request.authorisation_lapsed':
    "To the renter: the card's authorisation expired before the charge, the request closed",
  'request.authorisation_lapsed.owner':
    "To the owner: an accepted request closed, the card's authorisation had expired",
  'request.charge_refused': 'To the renter: the card was refused when the owner accepted, the request closed',
  'request.charge_refused.owner': 'To the owner: an accepted request closed, the card was refused',
  'request.lose_period': 'To the renter: the period was booked meanwhile, so the request was not sent',
  'request.lose_period.owner':
    'Reserved: the owner is not told of a request that lost its period, as they never saw it',
  extension_requested: 'To the owner: the renter asked to keep the tool longer',
  extension_extended: 'A booking extended',
  extension_declined: 'A request to keep the tool longer declined',
  extension_expired: 'A request to keep the tool longer ended without an answer',
  extension_withdrawn: 'The renter withdrew a request to keep the tool longer',
  'deposit.returned': 'A security deposit given back',
  'dispute.damage': 'The owner reported damage: a dispute was opened',
  'dispute.not-returned': 'The owner reported the tool not returned: a dispute was opened',
  'dispute.opened': 'A dispute about a booking was opened',
  'dispute.decided': 'An administrator decided a dispute',
  'dispute.dismissed': 'An administrator dismissed a dispute',
  'message.unread': 'Messages about a tool or booking unread for a while',
  'payment.unallocated-refunded': 'A payment that matched no booking given back',
  'payout.details-changed': "The account an owner's earnings are paid into was changed",
  'payout.failed': "A payout to an owner's account failed",
  'payout.paid': 'A payout to an owner was made',
  'saved-search.digest': 'New tools matching a saved search',
} as const;

export type OutboxTemplateName = keyof typeof OUTBOX_TEMPLATES;

/** The GraphQL name of a stored template: 'group-mail' -> GROUP_MAIL, 'booking.cancelled_by_owner' -> BOOKING_CANCELLED_BY_OWNER. */
const enumName = (name: string) => name.replace(/[.-]/g, '_').toUpperCase();

/** Mail the outbox holds from a kind this version no longer sends: listed as OTHER rather than failing the list. */
export const OTHER_TEMPLATE = 'other';

/** What OutboxMessage.template answers and the outbox filter takes. */
export type OutboxTemplateValue = OutboxTemplateName | typeof OTHER_TEMPLATE;

/** GraphQL value -> stored name (OTHER -> 'other'), so resolvers pass the stored name through. */
export const OutboxTemplate = {
  ...Object.fromEntries(Object.keys(OUTBOX_TEMPLATES).map((name) => [enumName(name), name])),
  OTHER: OTHER_TEMPLATE,
} as Record<string, OutboxTemplateValue>;

registerEnumType(OutboxTemplate, {
  name: 'OutboxTemplate',
  description: 'What kind of e-mail a message of the outbox is',
  valuesConfig: {
    ...Object.fromEntries(
      Object.entries(OUTBOX_TEMPLATES).map(([name, description]) => [enumName(name), { description }]),
    ),
    OTHER: { description: 'A kind of e-mail this version of the site no longer sends (kept in the outbox)' },
  },
});

/** The template an outbox row answers: its stored name, or OTHER for a kind no longer in the list. */
export function templateOf(stored: string): OutboxTemplateValue {
  return Object.hasOwn(OUTBOX_TEMPLATES, stored) ? (stored as OutboxTemplateName) : OTHER_TEMPLATE;
}
