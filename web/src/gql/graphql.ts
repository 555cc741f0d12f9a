/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What may change of an access code */
export type AccessCodeChangeInput = {
  /** Who it is for, at most 500 characters */
  note?: string | null | undefined;
  /** How many registrations it allows: not fewer than those that stand */
  places: number;
  /** After this it registers nobody; null: no end */
  validUntil?: string | null | undefined;
};

/** A new access code */
export type AccessCodeInput = {
  /** 4 to 32 letters, digits and dashes (e.g. PRESS-2026); null or empty: one is made up */
  code?: string | null | undefined;
  /** Who it is for, at most 500 characters */
  note?: string | null | undefined;
  /** How many registrations it allows, 1–10,000 */
  places: number;
  /** The registration type it registers as */
  typeId: string | number;
  /** After this it registers nobody; null: no end */
  validUntil?: string | null | undefined;
};

/** A tool, a period and how many units of it to put in the cart */
export type AddToCartInput = {
  /** Last day, YYYY-MM-DD on the tool's clocks */
  endDate: string;
  /** Return time, HH:MM, one of bookingSettings.timeSlots (every circle) */
  endTime: string;
  /** Units, from 1 to the units free */
  quantity?: number | null | undefined;
  /** First day, YYYY-MM-DD on the tool's clocks */
  startDate: string;
  /** Pickup time, HH:MM, one of bookingSettings.timeSlots (every circle) */
  startTime: string;
  /** The tool to book */
  toolId: string | number;
};

/** What a personal API token may do, within what its account may do */
export type ApiTokenScope =
  /** Administrators' queries; only an administrator may create a token with it */
  | 'ADMIN_READ'
  /** Booking mutations, as renter or owner (request, accept, cancel, pick up, return, extend) */
  | 'BOOKINGS'
  /** Tool listing mutations (create, edit, delete, status, blocked dates) */
  | 'LISTINGS'
  /** Every query the account may run */
  | 'READ';

/** Who a group e-mail goes to: one message per distinct address, unsubscribed addresses left out */
export type Audience =
  /** Every account */
  | 'ALL_USERS'
  /** Sponsors of this edition whose application was approved (the sponsor wall) */
  | 'APPROVED_SPONSORS'
  /** Participants of this edition who agreed to receive news and offers by e-mail */
  | 'CONSENTED_PARTICIPANTS'
  /** Every participant of this edition */
  | 'PARTICIPANTS'
  /** Every sponsorship applicant of this edition, whatever the status: awaiting review, approved or declined */
  | 'SPONSORS';

/** What an administrator (or check-in staff; for SELF_ actions, the attendee) did */
export type AuditAction =
  /** Made an access code */
  | 'ACCESS_CODE_CREATE'
  /** Withdrew an access code */
  | 'ACCESS_CODE_REVOKE'
  /** Changed an access code */
  | 'ACCESS_CODE_UPDATE'
  /** Printed a batch of badges (the label gives how many and the filters) */
  | 'BADGE_BATCH_PRINT'
  /** Marked a contact message handled */
  | 'CONTACT_MESSAGE_HANDLED'
  /** Marked a handled contact message as not handled */
  | 'CONTACT_MESSAGE_REOPENED'
  /** Replied to a contact message by e-mail */
  | 'CONTACT_MESSAGE_REPLY'
  /** Decided a dispute (the money moves as decided; both parties were e-mailed) */
  | 'DISPUTE_DECIDE'
  /** Dismissed a dispute (both parties were e-mailed) */
  | 'DISPUTE_DISMISS'
  /** Added an exhibitor to the directory */
  | 'EXHIBITOR_CREATE'
  /** Removed an exhibitor from the directory */
  | 'EXHIBITOR_DELETE'
  /** Changed an exhibitor's details */
  | 'EXHIBITOR_UPDATE'
  /** Set or removed the limit of people an expo day admits */
  | 'EXPO_DAY_CAPACITY'
  /** Approved a member's identity check (they are ID verified) */
  | 'IDENTITY_CHECK_APPROVE'
  /** Rejected a member's identity check (the reason was e-mailed to them) */
  | 'IDENTITY_CHECK_REJECT'
  /** Changed the invoicing settings */
  | 'INVOICE_SETTINGS_UPDATE'
  /** Queued the failed messages of a group e-mail again */
  | 'MAIL_CAMPAIGN_RETRY_FAILED'
  /** Sent a group e-mail */
  | 'MAIL_CAMPAIGN_SEND'
  /** Sent an e-mail of the outbox again (a failed one queued again, a sent one as a copy) */
  | 'OUTBOX_MESSAGE_RESEND'
  /** Sent the test of a group e-mail to themself */
  | 'OUTBOX_MESSAGE_TEST_SEND'
  /** Queued every failed e-mail again (the count is in the changes) */
  | 'OUTBOX_RESEND_FAILED'
  /** Approved a registration that awaited approval (its ticket e-mailed) */
  | 'PARTICIPANT_APPROVE'
  /** Printed a participant's badge at the check-in desk */
  | 'PARTICIPANT_BADGE_PRINT'
  /** Cancelled a registration */
  | 'PARTICIPANT_CANCEL'
  /** Checked a participant in at the desk (an administrator or check-in staff) */
  | 'PARTICIPANT_CHECK_IN'
  /** Declined a registration that awaited approval (the person told) */
  | 'PARTICIPANT_DECLINE'
  /** Deleted a registration for good */
  | 'PARTICIPANT_DELETE'
  /** Deleted a registration at the person’s request, keeping no copy of its details */
  | 'PARTICIPANT_ERASE'
  /** Declined a request to delete a registration (the person was e-mailed) */
  | 'PARTICIPANT_ERASURE_DECLINED'
  /** Reinstated a cancelled registration */
  | 'PARTICIPANT_REINSTATE'
  /** E-mailed a participant's confirmation again */
  | 'PARTICIPANT_RESEND_CONFIRMATION'
  /** The attendee cancelled their own registration (My registration) */
  | 'PARTICIPANT_SELF_CANCEL'
  /** The attendee corrected their own details (My registration) */
  | 'PARTICIPANT_SELF_UPDATE'
  /** Took back a check-in made by mistake */
  | 'PARTICIPANT_UNDO_CHECK_IN'
  /** Corrected a participant's details */
  | 'PARTICIPANT_UPDATE'
  /** Deleted the participants and sponsors of past editions */
  | 'PAST_EDITIONS_PURGE'
  /** Marked a bank payout failed (the money is back in the owner's balance) */
  | 'PAYOUT_MARK_FAILED'
  /** Marked a bank payout paid, with the bank's reference */
  | 'PAYOUT_MARK_PAID'
  /** Added a programme session */
  | 'PROGRAMME_SESSION_CREATE'
  /** Deleted a programme session */
  | 'PROGRAMME_SESSION_DELETE'
  /** Changed a programme session */
  | 'PROGRAMME_SESSION_UPDATE'
  /** Added a registration type */
  | 'REGISTRATION_TYPE_CREATE'
  /** Deleted a registration type */
  | 'REGISTRATION_TYPE_DELETE'
  /** Changed a registration type */
  | 'REGISTRATION_TYPE_UPDATE'
  /** Added a rental category */
  | 'RENTAL_CATEGORY_CREATE'
  /** Deleted a rental category */
  | 'RENTAL_CATEGORY_DELETE'
  /** Renamed a rental category or replaced its image */
  | 'RENTAL_CATEGORY_UPDATE'
  /** Set the price of a sponsorship package */
  | 'SPONSORSHIP_PACKAGE_PRICE'
  /** Approved a sponsorship application (the applicant was e-mailed) */
  | 'SPONSOR_APPROVE'
  /** Cancelled a sponsorship application */
  | 'SPONSOR_CANCEL'
  /** Credited a sponsor’s invoice (its credit note was e-mailed) */
  | 'SPONSOR_CREDIT'
  /** Declined a sponsorship application (the applicant was e-mailed) */
  | 'SPONSOR_DECLINE'
  /** Deleted a sponsorship application for good */
  | 'SPONSOR_DELETE'
  /** Issued a sponsor’s invoice (the sponsor was e-mailed) */
  | 'SPONSOR_INVOICE'
  /** Marked a sponsor’s invoice paid by bank transfer, with its reference */
  | 'SPONSOR_INVOICE_PAID'
  /** Took a cancelled application back to review */
  | 'SPONSOR_REINSTATE'
  /** E-mailed a sponsor's confirmation again */
  | 'SPONSOR_RESEND_CONFIRMATION'
  /** Corrected a sponsorship application */
  | 'SPONSOR_UPDATE'
  /** Deleted a member's tool (it stays as a tombstone for its past bookings) */
  | 'TOOL_DELETE'
  /** Changed a member's tool (its listing, price, place or photos) */
  | 'TOOL_UPDATE'
  /** Disabled an account (its sessions ended) */
  | 'USER_DISABLE'
  /** Enabled a disabled account */
  | 'USER_ENABLE'
  /** Corrected an account's details or role */
  | 'USER_UPDATE'
  /** Sent a webhook delivery again */
  | 'WEBHOOK_DELIVERY_RESEND'
  /** Registered a webhook endpoint */
  | 'WEBHOOK_ENDPOINT_CREATE'
  /** Deleted a webhook endpoint */
  | 'WEBHOOK_ENDPOINT_DELETE'
  /** Read a webhook endpoint's signing secret */
  | 'WEBHOOK_ENDPOINT_REVEAL_SECRET'
  /** Replaced a webhook endpoint's signing secret */
  | 'WEBHOOK_ENDPOINT_ROTATE_SECRET'
  /** Sent a test event to a webhook endpoint */
  | 'WEBHOOK_ENDPOINT_TEST'
  /** Changed a webhook endpoint */
  | 'WEBHOOK_ENDPOINT_UPDATE';

/** The kind of record an audit entry is about */
export type AuditTargetType =
  /** An access code (an invitation to a registration type, a sponsor’s VIP passes) */
  | 'ACCESS_CODE'
  /** Badges printed together in one document (the id names no record) */
  | 'BADGE_BATCH'
  /** A message from the contact form */
  | 'CONTACT_MESSAGE'
  /** A dispute or damage claim about a booking's money */
  | 'DISPUTE'
  /** A company of the exhibitor directory */
  | 'EXHIBITOR'
  /** An expo day (its limit of people; the id is the day, YYYY-MM-DD) */
  | 'EXPO_DAY'
  /** A member's identity check (an ID document and a selfie) */
  | 'IDENTITY_CHECK'
  /** The organisers’ invoicing settings (one record) */
  | 'INVOICE_SETTINGS'
  /** A group e-mail */
  | 'MAIL_CAMPAIGN'
  /** The outbox as a whole, e.g. every failed e-mail sent again (the id names no record) */
  | 'OUTBOX'
  /** An e-mail of the outbox (the test of a group e-mail, or one sent again) */
  | 'OUTBOX_MESSAGE'
  /** A participant registration */
  | 'PARTICIPANT'
  /** The data of past editions, purged together (the id names no record) */
  | 'PAST_EDITIONS'
  /** An owner's payout */
  | 'PAYOUT'
  /** A session of the programme */
  | 'PROGRAMME_SESSION'
  /** A registration type of the expo (trade visitor, VIP…) */
  | 'REGISTRATION_TYPE'
  /** A category of the marketplace */
  | 'RENTAL_CATEGORY'
  /** A sponsorship application */
  | 'SPONSOR'
  /** A sponsorship package (its price) */
  | 'SPONSORSHIP_PACKAGE'
  /** A member's tool, changed or deleted by an administrator */
  | 'TOOL'
  /** An account */
  | 'USER'
  /** An integrator's webhook endpoint */
  | 'WEBHOOK_ENDPOINT';

/** Which badges a batch prints: each filter given narrows it */
export type BadgePrintFilter = {
  /** Registrations whose type admits to this expo day (YYYY-MM-DD) */
  day?: string | null | undefined;
  /** Only these registrations (at most 1000) */
  participantIds?: Array<string | number> | null | undefined;
  /** Registrations of this registration type */
  typeId?: string | number | null | undefined;
  /** Only badges never printed (default false) */
  unprintedOnly?: boolean | null | undefined;
};

/** The bank account an owner is paid into (bank-transfer payouts) */
export type BankPayoutDetailsInput = {
  /** The name on the account, 2 to 100 characters */
  accountName: string;
  /** Account number or IBAN: 4 to 34 letters and digits (spaces allowed) */
  accountNumber: string;
  /** SWIFT/BIC, sort code, routing number or bank code, 2 to 20 characters */
  bankCode: string;
  /** The bank, 2 to 100 characters */
  bankName: string;
};

/** Days (and maybe times) on the tool's clocks when some or all of its units are not for rent */
export type BlockToolInput = {
  /** Last day, YYYY-MM-DD (empty: the first day only) */
  endDate?: string | null | undefined;
  /** HH:MM it ends on the last day, one of the booking times; empty: until midnight */
  endTime?: string | null | undefined;
  /** A reminder for yourself, at most 200 characters */
  note?: string | null | undefined;
  /** First day, YYYY-MM-DD */
  startDate?: string | null | undefined;
  /** HH:MM the block starts on the first day, one of the booking times; empty: from midnight */
  startTime?: string | null | undefined;
  /** The tool */
  toolId: string | number;
  /** Units to keep back (default: all of them) */
  units?: number | null | undefined;
};

/** Who made a change to a booking */
export type BookingActor =
  /** An administrator */
  | 'ADMIN'
  /** The tool's owner */
  | 'OWNER'
  /** The person who booked the tool */
  | 'RENTER'
  /** The marketplace itself: a payment arriving, a hold running out */
  | 'SYSTEM';

/** How a tool is booked: paid at once, or requested and answered by its owner */
export type BookingMode =
  /** Instant booking: a paid checkout books it */
  | 'INSTANT'
  /** Request to book: the card is authorised (not charged) and the owner accepts (charged) or declines */
  | 'REQUEST';

/** How a list of bookings is ordered: by default newest booked first (CREATED_AT, DESC) */
export type BookingOrder = {
  /** Which way; by default ascending, except where the field says otherwise */
  direction?: OrderDirection | null | undefined;
  /** What to order by */
  field: BookingOrderField;
};

/** What a list of bookings is ordered by */
export type BookingOrderField =
  /** The amount charged */
  | 'AMOUNT'
  /** The booking code */
  | 'CODE'
  /** When it was booked (the default, newest first) */
  | 'CREATED_AT'
  /** The end of its period */
  | 'ENDS_AT'
  /** The start of its period */
  | 'STARTS_AT'
  /** The status, alphabetically by its internal name */
  | 'STATUS';

/** Which side of a booking the reader is on: it decides which page opens the booking */
export type BookingSide =
  /** The reader owns the tool (their tools' bookings) */
  | 'OWNER'
  /** The reader rents the tool (their rental history) */
  | 'RENTER';

/** Where a booking is in its lifecycle */
export type BookingStatus =
  /** Cancelled before the start by the renter (refunded as its policy says) or the owner (refunded in full), or paid too late for its period */
  | 'CANCELLED'
  /** Paid: waiting for the pickup */
  | 'CONFIRMED'
  /** A request the owner declined, the renter withdrew, or nobody answered in time: the card was released */
  | 'DECLINED'
  /** Never paid: the hold lapsed or was released */
  | 'EXPIRED'
  /** Checkout started: the period is held for the renter until paid or expired */
  | 'HELD'
  /** Still out NON_RETURN_GRACE_HOURS after its end, reported so by the owner: the deposit is claimed and an administrator decides (RETURNED if it comes back after all) */
  | 'NOT_RETURNED'
  /** The owner handed the tool over, confirmed with the renter's pickup code */
  | 'PICKED_UP'
  /** A request to book: the card is authorised (not charged) and the period held until the owner answers */
  | 'REQUESTED'
  /** The owner has the tool back */
  | 'RETURNED';

/** A step of a booking's lifecycle (BOOK is its creation), or an event of its timeline that leaves its status as it is (a condition photo, the deposit, a dispute) */
export type BookingTransition =
  /** Request accepted (paid) */
  | 'ACCEPT_REQUEST'
  /** Requested (card authorised, not charged) */
  | 'AUTHORIZE_PAYMENT'
  /** Booked: the checkout held the period, or the old client booked it paid */
  | 'BOOK'
  /** Cancelled by the renter (refunded as its policy says) */
  | 'CANCEL'
  /** Cancelled by the owner (refunded in full) */
  | 'CANCEL_BY_OWNER'
  /** Condition photos at the pickup */
  | 'CONDITION_PHOTO_PICKUP'
  /** Condition photos at the return */
  | 'CONDITION_PHOTO_RETURN'
  /** Returned after it was reported not returned */
  | 'CONFIRM_LATE_RETURN'
  /** Paid */
  | 'CONFIRM_PAYMENT'
  /** Picked up */
  | 'CONFIRM_PICKUP'
  /** Returned */
  | 'CONFIRM_RETURN'
  /** Returned (the pickup was not confirmed separately) */
  | 'CONFIRM_RETURN_UNRECORDED_PICKUP'
  /** Damage claimed against the deposit */
  | 'DAMAGE_CLAIMED'
  /** Request declined (card released) */
  | 'DECLINE_REQUEST'
  /** Deposit returned to the renter */
  | 'DEPOSIT_RELEASED'
  /** Dispute decided */
  | 'DISPUTE_DECIDED'
  /** Dispute dismissed */
  | 'DISPUTE_DISMISSED'
  /** Dispute opened */
  | 'DISPUTE_OPENED'
  /** Not paid in time */
  | 'EXPIRE_HOLD'
  /** Request not answered in time (card released) */
  | 'EXPIRE_REQUEST'
  /** Extended */
  | 'EXTENDED'
  /** Extension declined */
  | 'EXTENSION_DECLINED'
  /** Asked to extend */
  | 'EXTENSION_REQUESTED'
  /** Paid too late: the period was taken (refunded) */
  | 'LOSE_PERIOD'
  /** Payment abandoned */
  | 'RELEASE_HOLD'
  /** Reported not returned by the owner */
  | 'REPORT_NOT_RETURNED'
  /** Request withdrawn by the renter (card released) */
  | 'WITHDRAW_REQUEST';

/** Why the signed-in user may see a booking */
export type BookingViewerRole =
  /** They are an administrator (and neither its renter nor its owner) */
  | 'ADMIN'
  /** It is a booking of their tool */
  | 'OWNER'
  /** They booked it */
  | 'RENTER';

/** What a renter gets back of the rental amount when they cancel before the start (the deposit always comes back in full); a booking keeps the tool's policy of when it was made */
export type CancellationPolicy =
  /** Full refund until 24 hours before the start, half after that */
  | 'FLEXIBLE'
  /** Full refund until 3 days before the start, half until 24 hours before, nothing after */
  | 'MODERATE'
  /** Half refunded until 7 days before the start, nothing after */
  | 'STRICT';

/** A check-in desk as it introduces itself: set up on the device, registered by its first sync */
export type CheckInDeskInput = {
  /** The expo day it checks in for (YYYY-MM-DD) */
  day: string;
  /** The entrance it stands at ("North gate"), at most 60 characters */
  entrance: string;
  /** A UUID the device made when the desk was set up; the same for every sync */
  id: string | number;
  /** What the staff call the desk ("Desk 3"), at most 60 characters */
  name: string;
  /** For a desk at the door of a session with seats: the session (on the desk’s day); it admits seat holders */
  sessionId?: string | number | null | undefined;
};

/** What became of a scan at a check-in desk */
export type CheckInOutcome =
  /** Checked in: the guest’s check-in for the day (or the session) */
  | 'ADMITTED'
  /** Another scan checked the guest in first: `first` says when and where */
  | 'ALREADY_IN'
  /** No registration of this edition has the code */
  | 'NOT_FOUND'
  /** The guest may not come in here: `refusal` says why */
  | 'REFUSED'
  /** Checked in, then taken back at a desk */
  | 'UNDONE';

/** Why a desk was told a guest may not come in */
export type CheckInRefusal =
  /** The organisers have not approved the registration yet */
  | 'AWAITING_APPROVAL'
  /** The registration was cancelled */
  | 'CANCELLED'
  /** The organisers declined the registration */
  | 'DECLINED'
  /** Their pass is for other days of the expo */
  | 'NOT_THAT_DAY'
  /** At a session’s door: they have no seat booked */
  | 'NO_SEAT';

/** One scan as the desk made it, online or offline */
export type CheckInScanInput = {
  /** The registration code scanned or typed (any letter case), or a participant id */
  code: string;
  /** A UUID the desk made when it scanned: a scan sent again is recorded once */
  id: string | number;
  /** When the desk scanned it (a time after the sync counts as the sync’s) */
  scannedAt: string;
};

/** Which party of the booking added a condition photo */
export type ConditionPhotoUploader =
  /** The tool's owner */
  | 'OWNER'
  /** The renter */
  | 'RENTER';

/** What a consent is about */
export type ConsentKind =
  /** News and offers by e-mail */
  | 'MARKETING';

/** Where a consent was given or withdrawn */
export type ConsentSource =
  /** The attendee's own page, "My registration" */
  | 'MY_REGISTRATION'
  /** The registration form */
  | 'REGISTRATION';

/** A message to the organisers */
export type ContactMessageInput = {
  /** Where the answer should go */
  email: string;
  /** The language the form was filled in: an administrator's reply is framed in it (default EN) */
  language?: Language;
  /** The message: 10 to 5,000 characters */
  message: string;
  /** Who writes, at most 100 characters */
  name: string;
};

/** How the inbox is ordered: by default newest first (CREATED_AT, DESC) */
export type ContactMessageOrder = {
  /** Which way; by default ascending, except where the field says otherwise */
  direction?: OrderDirection | null | undefined;
  /** What to order by */
  field: ContactMessageOrderField;
};

/** What the inbox can be ordered by */
export type ContactMessageOrderField =
  /** When the message arrived */
  | 'CREATED_AT'
  /** The sender's e-mail address */
  | 'EMAIL'
  /** The sender's name */
  | 'NAME';

/** Which contact messages a list shows */
export type ContactMessageState =
  /** Marked handled */
  | 'HANDLED'
  /** Not yet marked handled (read or not) */
  | 'UNHANDLED'
  /** Not yet opened by an administrator */
  | 'UNREAD';

/** A reply to a contact message, e-mailed to its sender */
export type ContactReplyInput = {
  /** The reply: up to 10,000 characters; each line becomes a paragraph */
  body: string;
  /** The subject, at most 200 characters; when left out, "Re: your message to <expo>" in the language the message was written in */
  subject?: string | null | undefined;
};

/** The viewer's side of a conversation */
export type ConversationRole =
  /** The tool is theirs */
  | 'OWNER'
  /** They asked about the tool, or booked it */
  | 'RENTER';

/** An ISO 3166-1 alpha-2 country code, e.g. NG for Nigeria */
export type CountryCode =
  /** Andorra */
  | 'AD'
  /** United Arab Emirates */
  | 'AE'
  /** Afghanistan */
  | 'AF'
  /** Antigua And Barbuda */
  | 'AG'
  /** Anguilla */
  | 'AI'
  /** Albania */
  | 'AL'
  /** Armenia */
  | 'AM'
  /** Angola */
  | 'AO'
  /** Antarctica */
  | 'AQ'
  /** Argentina */
  | 'AR'
  /** American Samoa */
  | 'AS'
  /** Austria */
  | 'AT'
  /** Australia */
  | 'AU'
  /** Aruba */
  | 'AW'
  /** Aland Islands */
  | 'AX'
  /** Azerbaijan */
  | 'AZ'
  /** Bosnia and Herzegovina */
  | 'BA'
  /** Barbados */
  | 'BB'
  /** Bangladesh */
  | 'BD'
  /** Belgium */
  | 'BE'
  /** Burkina Faso */
  | 'BF'
  /** Bulgaria */
  | 'BG'
  /** Bahrain */
  | 'BH'
  /** Burundi */
  | 'BI'
  /** Benin */
  | 'BJ'
  /** Saint-Barthelemy */
  | 'BL'
  /** Bermuda */
  | 'BM'
  /** Brunei */
  | 'BN'
  /** Bolivia */
  | 'BO'
  /** Bonaire, Sint Eustatius and Saba */
  | 'BQ'
  /** Brazil */
  | 'BR'
  /** The Bahamas */
  | 'BS'
  /** Bhutan */
  | 'BT'
  /** Bouvet Island */
  | 'BV'
  /** Botswana */
  | 'BW'
  /** Belarus */
  | 'BY'
  /** Belize */
  | 'BZ'
  /** Canada */
  | 'CA'
  /** Cocos (Keeling) Islands */
  | 'CC'
  /** Democratic Republic of the Congo */
  | 'CD'
  /** Central African Republic */
  | 'CF'
  /** Congo */
  | 'CG'
  /** Switzerland */
  | 'CH'
  /** Cote D'Ivoire (Ivory Coast) */
  | 'CI'
  /** Cook Islands */
  | 'CK'
  /** Chile */
  | 'CL'
  /** Cameroon */
  | 'CM'
  /** China */
  | 'CN'
  /** Colombia */
  | 'CO'
  /** Costa Rica */
  | 'CR'
  /** Cuba */
  | 'CU'
  /** Cape Verde */
  | 'CV'
  /** Curaçao */
  | 'CW'
  /** Christmas Island */
  | 'CX'
  /** Cyprus */
  | 'CY'
  /** Czech Republic */
  | 'CZ'
  /** Germany */
  | 'DE'
  /** Djibouti */
  | 'DJ'
  /** Denmark */
  | 'DK'
  /** Dominica */
  | 'DM'
  /** Dominican Republic */
  | 'DO'
  /** Algeria */
  | 'DZ'
  /** Ecuador */
  | 'EC'
  /** Estonia */
  | 'EE'
  /** Egypt */
  | 'EG'
  /** Western Sahara */
  | 'EH'
  /** Eritrea */
  | 'ER'
  /** Spain */
  | 'ES'
  /** Ethiopia */
  | 'ET'
  /** Finland */
  | 'FI'
  /** Fiji Islands */
  | 'FJ'
  /** Falkland Islands */
  | 'FK'
  /** Micronesia */
  | 'FM'
  /** Faroe Islands */
  | 'FO'
  /** France */
  | 'FR'
  /** Gabon */
  | 'GA'
  /** United Kingdom */
  | 'GB'
  /** Grenada */
  | 'GD'
  /** Georgia */
  | 'GE'
  /** French Guiana */
  | 'GF'
  /** Guernsey and Alderney */
  | 'GG'
  /** Ghana */
  | 'GH'
  /** Gibraltar */
  | 'GI'
  /** Greenland */
  | 'GL'
  /** The Gambia */
  | 'GM'
  /** Guinea */
  | 'GN'
  /** Guadeloupe */
  | 'GP'
  /** Equatorial Guinea */
  | 'GQ'
  /** Greece */
  | 'GR'
  /** South Georgia */
  | 'GS'
  /** Guatemala */
  | 'GT'
  /** Guam */
  | 'GU'
  /** Guinea-Bissau */
  | 'GW'
  /** Guyana */
  | 'GY'
  /** Hong Kong S.A.R. */
  | 'HK'
  /** Heard Island and McDonald Islands */
  | 'HM'
  /** Honduras */
  | 'HN'
  /** Croatia */
  | 'HR'
  /** Haiti */
  | 'HT'
  /** Hungary */
  | 'HU'
  /** Indonesia */
  | 'ID'
  /** Ireland */
  | 'IE'
  /** Israel */
  | 'IL'
  /** Man (Isle of) */
  | 'IM'
  /** India */
  | 'IN'
  /** British Indian Ocean Territory */
  | 'IO'
  /** Iraq */
  | 'IQ'
  /** Iran */
  | 'IR'
  /** Iceland */
  | 'IS'
  /** Italy */
  | 'IT'
  /** Jersey */
  | 'JE'
  /** Jamaica */
  | 'JM'
  /** Jordan */
  | 'JO'
  /** Japan */
  | 'JP'
  /** Kenya */
  | 'KE'
  /** Kyrgyzstan */
  | 'KG'
  /** Cambodia */
  | 'KH'
  /** Kiribati */
  | 'KI'
  /** Comoros */
  | 'KM'
  /** Saint Kitts And Nevis */
  | 'KN'
  /** North Korea */
  | 'KP'
  /** South Korea */
  | 'KR'
  /** Kuwait */
  | 'KW'
  /** Cayman Islands */
  | 'KY'
  /** Kazakhstan */
  | 'KZ'
  /** Laos */
  | 'LA'
  /** Lebanon */
  | 'LB'
  /** Saint Lucia */
  | 'LC'
  /** Liechtenstein */
  | 'LI'
  /** Sri Lanka */
  | 'LK'
  /** Liberia */
  | 'LR'
  /** Lesotho */
  | 'LS'
  /** Lithuania */
  | 'LT'
  /** Luxembourg */
  | 'LU'
  /** Latvia */
  | 'LV'
  /** Libya */
  | 'LY'
  /** Morocco */
  | 'MA'
  /** Monaco */
  | 'MC'
  /** Moldova */
  | 'MD'
  /** Montenegro */
  | 'ME'
  /** Saint-Martin (French part) */
  | 'MF'
  /** Madagascar */
  | 'MG'
  /** Marshall Islands */
  | 'MH'
  /** Macedonia */
  | 'MK'
  /** Mali */
  | 'ML'
  /** Myanmar */
  | 'MM'
  /** Mongolia */
  | 'MN'
  /** Macau S.A.R. */
  | 'MO'
  /** Northern Mariana Islands */
  | 'MP'
  /** Martinique */
  | 'MQ'
  /** Mauritania */
  | 'MR'
  /** Montserrat */
  | 'MS'
  /** Malta */
  | 'MT'
  /** Mauritius */
  | 'MU'
  /** Maldives */
  | 'MV'
  /** Malawi */
  | 'MW'
  /** Mexico */
  | 'MX'
  /** Malaysia */
  | 'MY'
  /** Mozambique */
  | 'MZ'
  /** Namibia */
  | 'NA'
  /** New Caledonia */
  | 'NC'
  /** Niger */
  | 'NE'
  /** Norfolk Island */
  | 'NF'
  /** Nigeria */
  | 'NG'
  /** Nicaragua */
  | 'NI'
  /** Netherlands */
  | 'NL'
  /** Norway */
  | 'NO'
  /** Nepal */
  | 'NP'
  /** Nauru */
  | 'NR'
  /** Niue */
  | 'NU'
  /** New Zealand */
  | 'NZ'
  /** Oman */
  | 'OM'
  /** Panama */
  | 'PA'
  /** Peru */
  | 'PE'
  /** French Polynesia */
  | 'PF'
  /** Papua new Guinea */
  | 'PG'
  /** Philippines */
  | 'PH'
  /** Pakistan */
  | 'PK'
  /** Poland */
  | 'PL'
  /** Saint Pierre and Miquelon */
  | 'PM'
  /** Pitcairn Island */
  | 'PN'
  /** Puerto Rico */
  | 'PR'
  /** Palestinian Territory Occupied */
  | 'PS'
  /** Portugal */
  | 'PT'
  /** Palau */
  | 'PW'
  /** Paraguay */
  | 'PY'
  /** Qatar */
  | 'QA'
  /** Reunion */
  | 'RE'
  /** Romania */
  | 'RO'
  /** Serbia */
  | 'RS'
  /** Russia */
  | 'RU'
  /** Rwanda */
  | 'RW'
  /** Saudi Arabia */
  | 'SA'
  /** Solomon Islands */
  | 'SB'
  /** Seychelles */
  | 'SC'
  /** Sudan */
  | 'SD'
  /** Sweden */
  | 'SE'
  /** Singapore */
  | 'SG'
  /** Saint Helena */
  | 'SH'
  /** Slovenia */
  | 'SI'
  /** Svalbard And Jan Mayen Islands */
  | 'SJ'
  /** Slovakia */
  | 'SK'
  /** Sierra Leone */
  | 'SL'
  /** San Marino */
  | 'SM'
  /** Senegal */
  | 'SN'
  /** Somalia */
  | 'SO'
  /** Suriname */
  | 'SR'
  /** South Sudan */
  | 'SS'
  /** Sao Tome and Principe */
  | 'ST'
  /** El Salvador */
  | 'SV'
  /** Sint Maarten (Dutch part) */
  | 'SX'
  /** Syria */
  | 'SY'
  /** Swaziland */
  | 'SZ'
  /** Turks And Caicos Islands */
  | 'TC'
  /** Chad */
  | 'TD'
  /** French Southern Territories */
  | 'TF'
  /** Togo */
  | 'TG'
  /** Thailand */
  | 'TH'
  /** Tajikistan */
  | 'TJ'
  /** Tokelau */
  | 'TK'
  /** East Timor */
  | 'TL'
  /** Turkmenistan */
  | 'TM'
  /** Tunisia */
  | 'TN'
  /** Tonga */
  | 'TO'
  /** Turkey */
  | 'TR'
  /** Trinidad And Tobago */
  | 'TT'
  /** Tuvalu */
  | 'TV'
  /** Taiwan */
  | 'TW'
  /** Tanzania */
  | 'TZ'
  /** Ukraine */
  | 'UA'
  /** Uganda */
  | 'UG'
  /** United States Minor Outlying Islands */
  | 'UM'
  /** United States */
  | 'US'
  /** Uruguay */
  | 'UY'
  /** Uzbekistan */
  | 'UZ'
  /** Vatican City State (Holy See) */
  | 'VA'
  /** Saint Vincent And The Grenadines */
  | 'VC'
  /** Venezuela */
  | 'VE'
  /** Virgin Islands (British) */
  | 'VG'
  /** Virgin Islands (US) */
  | 'VI'
  /** Vietnam */
  | 'VN'
  /** Vanuatu */
  | 'VU'
  /** Wallis And Futuna Islands */
  | 'WF'
  /** Samoa */
  | 'WS'
  /** Kosovo */
  | 'XK'
  /** Yemen */
  | 'YE'
  /** Mayotte */
  | 'YT'
  /** South Africa */
  | 'ZA'
  /** Zambia */
  | 'ZM'
  /** Zimbabwe */
  | 'ZW';

/** A new account */
export type CreateAccountInput = {
  /** Street address */
  address?: string | null | undefined;
  /** City */
  city?: string | null | undefined;
  /** Country name, e.g. "Nigeria" */
  country: string;
  /** The sign-in e-mail address */
  email: string;
  /** Given name, at most 80 characters */
  firstName: string;
  /** Family name, at most 80 characters */
  lastName: string;
  /** The password: at least 8 characters */
  password: string;
  /** Phone number: digits, spaces, +, -, ( and ) */
  phone?: string | null | undefined;
  /** State or region */
  state?: string | null | undefined;
};

/** A new personal API token */
export type CreateApiTokenInput = {
  /** Days until it expires: 7, 30, 90 or 365 */
  expiresInDays: number;
  /** What the token is for, up to 60 characters */
  name: string;
  /** At least one */
  scopes: Array<ApiTokenScope>;
};

/** How a credit note’s money goes back */
export type CreditRefund =
  /** Refunded to the card through the payment provider (refundedAt once done) */
  | 'CARD'
  /** Paid by bank transfer: the organisers pay it back themselves */
  | 'MANUAL'
  /** The invoice was not paid: nothing to give back */
  | 'NONE';

/** An ISO 4217 currency code the site can price in (amounts are kept in hundredths) */
export type CurrencyCode =
  /** United Arab Emirates Dirham */
  | 'AED'
  /** Armenian Dram */
  | 'AMD'
  /** Netherlands Antillean Guilder */
  | 'ANG'
  /** Angolan Kwanza */
  | 'AOA'
  /** Argentine Peso */
  | 'ARS'
  /** Australian Dollar */
  | 'AUD'
  /** Aruban Florin */
  | 'AWG'
  /** Azerbaijani Manat */
  | 'AZN'
  /** Bosnia-Herzegovina Convertible Mark */
  | 'BAM'
  /** Barbadian Dollar */
  | 'BBD'
  /** Bangladeshi Taka */
  | 'BDT'
  /** Bulgarian Lev */
  | 'BGN'
  /** Bermudan Dollar */
  | 'BMD'
  /** Brunei Dollar */
  | 'BND'
  /** Bolivian Boliviano */
  | 'BOB'
  /** Brazilian Real */
  | 'BRL'
  /** Bahamian Dollar */
  | 'BSD'
  /** Bhutanese Ngultrum */
  | 'BTN'
  /** Botswanan Pula */
  | 'BWP'
  /** Belarusian Ruble */
  | 'BYN'
  /** Belize Dollar */
  | 'BZD'
  /** Canadian Dollar */
  | 'CAD'
  /** Congolese Franc */
  | 'CDF'
  /** Swiss Franc */
  | 'CHF'
  /** Chinese Yuan */
  | 'CNY'
  /** Costa Rican Colón */
  | 'CRC'
  /** Cuban Convertible Peso */
  | 'CUC'
  /** Cuban Peso */
  | 'CUP'
  /** Cape Verdean Escudo */
  | 'CVE'
  /** Czech Koruna */
  | 'CZK'
  /** Danish Krone */
  | 'DKK'
  /** Dominican Peso */
  | 'DOP'
  /** Algerian Dinar */
  | 'DZD'
  /** Egyptian Pound */
  | 'EGP'
  /** Eritrean Nakfa */
  | 'ERN'
  /** Ethiopian Birr */
  | 'ETB'
  /** Euro */
  | 'EUR'
  /** Fijian Dollar */
  | 'FJD'
  /** Falkland Islands Pound */
  | 'FKP'
  /** British Pound */
  | 'GBP'
  /** Georgian Lari */
  | 'GEL'
  /** Ghanaian Cedi */
  | 'GHS'
  /** Gibraltar Pound */
  | 'GIP'
  /** Gambian Dalasi */
  | 'GMD'
  /** Guatemalan Quetzal */
  | 'GTQ'
  /** Guyanaese Dollar */
  | 'GYD'
  /** Hong Kong Dollar */
  | 'HKD'
  /** Honduran Lempira */
  | 'HNL'
  /** Croatian Kuna */
  | 'HRK'
  /** Haitian Gourde */
  | 'HTG'
  /** Israeli New Shekel */
  | 'ILS'
  /** Indian Rupee */
  | 'INR'
  /** Jamaican Dollar */
  | 'JMD'
  /** Kenyan Shilling */
  | 'KES'
  /** Kyrgyz Som */
  | 'KGS'
  /** Cambodian Riel */
  | 'KHR'
  /** Cayman Islands Dollar */
  | 'KYD'
  /** Kazakhstani Tenge */
  | 'KZT'
  /** Sri Lankan Rupee */
  | 'LKR'
  /** Liberian Dollar */
  | 'LRD'
  /** Lesotho Loti */
  | 'LSL'
  /** Moroccan Dirham */
  | 'MAD'
  /** Moldovan Leu */
  | 'MDL'
  /** Macedonian Denar */
  | 'MKD'
  /** Mongolian Tugrik */
  | 'MNT'
  /** Macanese Pataca */
  | 'MOP'
  /** Mauritanian Ouguiya */
  | 'MRU'
  /** Mauritian Rupee */
  | 'MUR'
  /** Maldivian Rufiyaa */
  | 'MVR'
  /** Malawian Kwacha */
  | 'MWK'
  /** Mexican Peso */
  | 'MXN'
  /** Malaysian Ringgit */
  | 'MYR'
  /** Mozambican Metical */
  | 'MZN'
  /** Namibian Dollar */
  | 'NAD'
  /** Nigerian Naira */
  | 'NGN'
  /** Nicaraguan Córdoba */
  | 'NIO'
  /** Norwegian Krone */
  | 'NOK'
  /** Nepalese Rupee */
  | 'NPR'
  /** New Zealand Dollar */
  | 'NZD'
  /** Panamanian Balboa */
  | 'PAB'
  /** Peruvian Sol */
  | 'PEN'
  /** Papua New Guinean Kina */
  | 'PGK'
  /** Philippine Peso */
  | 'PHP'
  /** Polish Zloty */
  | 'PLN'
  /** Qatari Riyal */
  | 'QAR'
  /** Romanian Leu */
  | 'RON'
  /** Serbian Dinar */
  | 'RSD'
  /** Russian Ruble */
  | 'RUB'
  /** Saudi Riyal */
  | 'SAR'
  /** Solomon Islands Dollar */
  | 'SBD'
  /** Seychellois Rupee */
  | 'SCR'
  /** Sudanese Pound */
  | 'SDG'
  /** Swedish Krona */
  | 'SEK'
  /** Singapore Dollar */
  | 'SGD'
  /** St. Helena Pound */
  | 'SHP'
  /** Sierra Leonean Leone */
  | 'SLE'
  /** Surinamese Dollar */
  | 'SRD'
  /** South Sudanese Pound */
  | 'SSP'
  /** São Tomé & Príncipe Dobra */
  | 'STN'
  /** Salvadoran Colón */
  | 'SVC'
  /** Swazi Lilangeni */
  | 'SZL'
  /** Thai Baht */
  | 'THB'
  /** Tajikistani Somoni */
  | 'TJS'
  /** Turkmenistani Manat */
  | 'TMT'
  /** Tongan Paʻanga */
  | 'TOP'
  /** Turkish Lira */
  | 'TRY'
  /** Trinidad & Tobago Dollar */
  | 'TTD'
  /** New Taiwan Dollar */
  | 'TWD'
  /** Tanzanian Shilling */
  | 'TZS'
  /** Ukrainian Hryvnia */
  | 'UAH'
  /** US Dollar */
  | 'USD'
  /** Uruguayan Peso */
  | 'UYU'
  /** Uzbekistani Som */
  | 'UZS'
  /** Venezuelan Bolívar */
  | 'VES'
  /** Samoan Tala */
  | 'WST'
  /** East Caribbean Dollar */
  | 'XCD'
  /** Caribbean Guilder */
  | 'XCG'
  /** South African Rand */
  | 'ZAR'
  /** Zambian Kwacha */
  | 'ZMW'
  /** Zimbabwean Gold */
  | 'ZWG'
  /** Zimbabwean Dollar (2009–2024) */
  | 'ZWL';

/** Where a booking's security deposit is */
export type DepositStatus =
  /** The owner claimed damage: kept until an administrator decides */
  | 'CLAIMED'
  /** Charged with the booking and kept apart */
  | 'HELD'
  /** Given back to the renter */
  | 'RELEASED'
  /** Decided: split between the owner and the renter as the decision said */
  | 'SETTLED';

/** What a dispute is about */
export type DisputeKind =
  /** The renter disputes what they were charged */
  | 'CHARGE'
  /** The owner claims damage against the renter's deposit */
  | 'DAMAGE'
  /** The owner reports the tool not returned after the rental (the booking is NOT_RETURNED): the renter's whole deposit is claimed */
  | 'NON_RETURN'
  /** The renter disputes the pickup (the tool handed over was not as described, or not at all) */
  | 'PICKUP'
  /** The renter disputes the return confirmation (its time, or that it happened) */
  | 'RETURN';

/** Which party of the booking opened a dispute */
export type DisputeParty =
  /** The tool's owner */
  | 'OWNER'
  /** The renter */
  | 'RENTER';

/** Where a dispute is */
export type DisputeStatus =
  /** Decided: the refund and the award were paid as the decision says */
  | 'DECIDED'
  /** Dismissed: no money moved because of it */
  | 'DISMISSED'
  /** Waiting for an administrator's decision; the money it is about stays where it is */
  | 'OPEN';

/** Where one booking's earning is */
export type EarningStatus =
  /** Returned and the dispute window passed (or cancelled): it can be paid out */
  | 'AVAILABLE'
  /** A dispute about the booking is open: available after the decision */
  | 'ON_HOLD'
  /** The rental is not back yet, or its dispute window has not passed */
  | 'PENDING';

/** An exhibitor: every field, for adding one and for changing one */
export type ExhibitorInput = {
  /** Its booth or stand, at most 40 characters */
  booth?: string | null | undefined;
  /** Its category, at most 60 characters, e.g. "Haircare" */
  category?: string | null | undefined;
  /** The company name, at most 160 characters */
  company: string;
  /** What it shows or sells, at most 2,000 characters */
  description?: string | null | undefined;
  /** What it shows or sells in French, at most 2,000 characters; empty or left out for none */
  descriptionFr?: string | null | undefined;
  /** On a change: remove its logo (a new logo replaces it anyway) */
  removeLogo?: boolean | null | undefined;
  /** An approved sponsor of this edition it stands for (one exhibitor per sponsor); left out for none */
  sponsorId?: string | number | null | undefined;
  /** Its website: an https:// or http:// address; empty or left out for none */
  website?: string | null | undefined;
};

/** The new return, on the tool's clocks (as the booking form's returning date and time) */
export type ExtensionInput = {
  /** The new returning date, YYYY-MM-DD */
  endDate: string;
  /** The new returning time, one of the booking form's times (e.g. 14:30) */
  endTime: string;
};

/** Where a request to extend a rental is */
export type ExtensionStatus =
  /** The owner accepted: the card is being charged */
  | 'ACCEPTED'
  /** The extra time is held (15 minutes) while the renter's card is authorised */
  | 'AWAITING_CARD'
  /** The owner declined: nothing was charged */
  | 'DECLINED'
  /** Unanswered in time, the card step unfinished or the card refused: nothing was charged */
  | 'EXPIRED'
  /** Charged: the booking ends at the new end */
  | 'EXTENDED'
  /** The card is authorised (not charged): the owner answers before the rental ends */
  | 'REQUESTED'
  /** The renter withdrew it: nothing was charged */
  | 'WITHDRAWN';

/** A participant’s gender, as the registration form asks it */
export type Gender =
  /** Female */
  | 'FEMALE'
  /** Male */
  | 'MALE';

/** One person of a group registration: they get their own confirmation, badge and link */
export type GroupAttendeeInput = {
  /** Their answers to the type’s questions; a problem names `attendees.<i>.answers.<key>` */
  answers?: Array<RegistrationAnswerInput> | null | undefined;
  /** Their own e-mail address (their confirmation goes there): one per attendee */
  email: string;
  /** Given name, at most 80 characters */
  firstName: string;
  /** Gender, if given */
  gender?: Gender | null | undefined;
  /** Family name, at most 80 characters */
  lastName: string;
  /** Their phone number; the contact’s when not given */
  phone?: string | null | undefined;
  /** How to address them */
  title?: ParticipantTitle | null | undefined;
};

/** The person registering a group: the summary e-mail goes to them */
export type GroupContactInput = {
  /** E-mail address: the summary goes here */
  email: string;
  /** Given name, at most 80 characters */
  firstName: string;
  /** Family name, at most 80 characters */
  lastName: string;
  /** Phone number: digits, spaces, +, -, ( and ), at most 30 characters */
  phone: string;
};

/** Several people registered at once by one person (a company’s staff), all of one type; problems of an attendee name `attendees.<i>.<field>` */
export type GroupRegistrationInput = {
  /** Street address */
  address?: string | null | undefined;
  /** The people to register: 1 to 20, each with their own e-mail */
  attendees: Array<GroupAttendeeInput>;
  /** City */
  city?: string | null | undefined;
  /** An access code: every attendee registers as its type and takes one of its places */
  code?: string | null | undefined;
  /** The company or organisation they come from */
  company?: string | null | undefined;
  /** Who registers the group */
  contact: GroupContactInput;
  /** Country name, e.g. "Nigeria": every attendee’s */
  country: string;
  /** The language the form was filled in: the e-mails to this person are written in it (default EN) */
  language?: Language;
  /** State or region */
  state?: string | null | undefined;
  /** The registration type: its slug or id; the default type when null. Too few places: SOLD_OUT */
  type?: string | null | undefined;
};

/** When a condition photo was taken */
export type HandoverStage =
  /** When the tool was handed over to the renter */
  | 'PICKUP'
  /** When the tool came back to its owner */
  | 'RETURN';

/** The kind of ID document photographed */
export type IdDocumentKind =
  /** A driver's licence */
  | 'DRIVERS_LICENCE'
  /** A national identity card (NIN slip or card, Ghana Card) */
  | 'NATIONAL_ID'
  /** A passport */
  | 'PASSPORT'
  /** A voter's card */
  | 'VOTERS_CARD';

/** Where an identity check stands */
export type IdentityCheckStatus =
  /** Approved: the person is ID verified */
  | 'APPROVED'
  /** Waiting for an administrator */
  | 'PENDING'
  /** Rejected, with a reason; the person may send new photos */
  | 'REJECTED'
  /** Withdrawn by the person before a decision */
  | 'WITHDRAWN';

/** One of a tool's five image places: the cover and four more */
export type ImageSlot =
  /** The cover image (Tool.coverImage), shown on cards; every tool has one */
  | 'COVER_IMAGE'
  /** Tool.image1 */
  | 'IMAGE_1'
  /** Tool.image2 */
  | 'IMAGE_2'
  /** Tool.image3 */
  | 'IMAGE_3'
  /** Tool.image4 */
  | 'IMAGE_4';

/** The invoicing settings as they should be (every field replaced) */
export type InvoiceSettingsInput = {
  /** The organiser’s postal address */
  address: string;
  /** Bank details for transfers */
  bankDetails: string;
  /** Capital letters and digits, e.g. AIBEX */
  invoicePrefix: string;
  /** The organiser’s legal name */
  legalName: string;
  /** List only paid sponsors on the public wall */
  paidSponsorsOnly: boolean;
  /** Days from issue to the due date, 0 to 365 */
  paymentTermsDays: number;
  /** Days before the due date to remind, 0 (never) to 60 */
  reminderDaysBefore: number;
  /** At most 5 taxes */
  taxLines: Array<TaxLineInput>;
  /** Tax or registration number; empty when none */
  taxNumber: string;
};

/** Where a sponsor’s invoice stands */
export type InvoiceStatus =
  /** Issued, not paid yet */
  | 'OPEN'
  /** Paid, by card or by bank transfer */
  | 'PAID'
  /** Cancelled by its credit note */
  | 'VOID';

/** What an invoice charges; whatever is left out comes from the package and the settings */
export type IssueInvoiceInput = {
  /** The amount before taxes in minor units (kobo); default: the package price */
  amountCents?: number | null | undefined;
  /** ISO 4217 code; default: the package’s, else the site’s */
  currency?: CurrencyCode | null | undefined;
  /** The line’s text; default: "<package> sponsorship of <expo>" */
  description?: string | null | undefined;
  /** YYYY-MM-DD; default: today plus the payment terms */
  dueOn?: string | null | undefined;
};

/** Whether a tool is on the market */
export type ItemStatus =
  /** Listed: anyone finds it in the marketplace and can book it */
  | 'AVAILABLE'
  /** Taken off the market by its owner: only the owner and administrators see it; re-listing makes it AVAILABLE */
  | 'UNAVAILABLE';

/** A place in line for a full registration type */
export type JoinWaitlistInput = {
  /** Where the offer of a freed place goes */
  email: string;
  /** Given name, at most 80 characters */
  firstName: string;
  /** The language of the form: the e-mails are written in it (default EN) */
  language?: Language;
  /** Family name, at most 80 characters */
  lastName: string;
  /** The registration type: its slug or id */
  type: string;
};

/** A language the expo writes in: its pages, and the e-mails to the person who filled a form in it */
export type Language =
  /** English (the default) */
  | 'EN'
  /** French */
  | 'FR';

/** What a late fee is counted per, after the return time */
export type LateFeeUnit =
  /** Each started day late */
  | 'DAY'
  /** Each started hour late */
  | 'HOUR';

/** What a ledger entry records (amounts are signed: money in +, money out or taken back −) */
export type LedgerKind =
  /** The card was charged (+): the rental amount and the deposit */
  | 'CHARGE'
  /** The part of the deposit awarded to the owner after a decided claim (−) */
  | 'DEPOSIT_CLAIMED'
  /** The deposit, charged and kept apart (+) */
  | 'DEPOSIT_HELD'
  /** The part of the deposit going back to the renter (−) */
  | 'DEPOSIT_RELEASED'
  /** The owner’s share (+), taken back as far as refunded (−); a deposit awarded (+) */
  | 'OWNER_EARNING'
  /** Money sent to the owner (−), given back if the payout fails (+) */
  | 'PAYOUT'
  /** The platform’s share (+), taken back as far as refunded (−) */
  | 'PLATFORM_FEE'
  /** Money given back to the renter’s card (−) */
  | 'REFUND'
  /** A paid registration type’s price, paid by card (+) */
  | 'REGISTRATION_PAYMENT'
  /** A paid registration that could not be made (the address was registered already) given back (−) */
  | 'REGISTRATION_REFUND'
  /** A sponsor paid an invoice (+), by card or by bank transfer */
  | 'SPONSORSHIP_PAYMENT'
  /** A credited invoice’s card payment given back to the sponsor (−) */
  | 'SPONSORSHIP_REFUND';

/** Where a tool's pickup point comes from */
export type LocationSource =
  /** The point of the tool's city in the places data */
  | 'CITY'
  /** A pin its owner dropped */
  | 'PIN';

/** Where a group e-mail's delivery stands */
export type MailCampaignStatus =
  /** Every message failed: retryGroupMailFailures sends them again */
  | 'FAILED'
  /** Every message is done, but some failed: retryGroupMailFailures sends them again */
  | 'PARTLY_FAILED'
  /** Accepted; no message has been written for a recipient yet */
  | 'QUEUED'
  /** Messages are being written or wait to be sent (retries included) */
  | 'SENDING'
  /** Every message was sent, or kept in the outbox when no SMTP server is configured; none failed */
  | 'SENT';

/** The attendee's own corrections: the registration form's fields except the e-mail */
export type MyRegistrationInput = {
  /** Street address */
  address?: string | null | undefined;
  /** City */
  city?: string | null | undefined;
  /** Country name, e.g. "Nigeria" */
  country: string;
  /** Given name, at most 80 characters */
  firstName: string;
  /** Gender; null when not given */
  gender?: Gender | null | undefined;
  /** Family name, at most 80 characters */
  lastName: string;
  /** Receive news and offers by e-mail; a change is recorded with its wording and time */
  marketingConsent: boolean;
  /** Phone number: digits, spaces, +, -, ( and ), at most 30 characters */
  phone: string;
  /** State or region */
  state?: string | null | undefined;
  /** How to address the attendee; null for none */
  title?: ParticipantTitle | null | undefined;
};

/** Where an attendee stands with a session that has seats */
export type MySeatState =
  /** Seats are free: they may book one */
  | 'AVAILABLE'
  /** They have a seat */
  | 'BOOKED'
  /** The session has started: nothing more to book */
  | 'CLOSED'
  /** Every seat is taken: booking puts them in its line */
  | 'FULL'
  /** A freed seat is held for them until `offerExpiresAt`: booking takes it */
  | 'OFFERED'
  /** In the session’s line: a freed seat is offered to them by e-mail in their turn */
  | 'WAITING';

/** Where a distance search measures from: a point (latitude and longitude, e.g. the browser's location) or a city of the places data (country and city, with its state), not both */
export type NearInput = {
  /** The city, as the places data names it, e.g. "Ikeja" */
  city?: string | null | undefined;
  /** Country of the city, by name or ISO code, e.g. "Nigeria" */
  country?: string | null | undefined;
  /** Latitude in degrees (WGS 84), -90 to 90; with longitude */
  latitude?: number | null | undefined;
  /** Longitude in degrees (WGS 84), -180 to 180; with latitude */
  longitude?: number | null | undefined;
  /** State or region of the city, by name or code */
  state?: string | null | undefined;
};

/** What a note is about; with a bookingId, the kind says which page of that booking to open */
export type NotificationKind =
  /** A booking was cancelled */
  | 'BOOKING_CANCELLED'
  /** One of the reader's tools was booked and paid for */
  | 'BOOKING_CREATED'
  /** A damage claim or a problem report about a booking was opened, decided or dismissed */
  | 'DISPUTE'
  /** An administrator decided on the reader's identity check (approved or rejected) */
  | 'IDENTITY'
  /** A new message about a booking, or about a tool before booking (no bookingId) */
  | 'MESSAGE'
  /** A note from another member, without a booking */
  | 'NOTE'
  /** A booked tool was not returned in time */
  | 'OVERDUE'
  /** The pick-up of a booked tool was confirmed */
  | 'PICKUP_CONFIRMED'
  /** A booking starts soon: time to pick the tool up */
  | 'PICKUP_REMINDER'
  /** A payment was refunded */
  | 'REFUND'
  /** The return of a booked tool was confirmed */
  | 'RETURN_CONFIRMED'
  /** A booking ends soon: time to return the tool */
  | 'RETURN_REMINDER'
  /** A renter reviewed one of the reader's tools */
  | 'REVIEW';

/** Which way a list is ordered */
export type OrderDirection =
  /** Smallest, earliest or A first */
  | 'ASC'
  /** Largest, latest or Z first */
  | 'DESC';

/** How the outbox is ordered: by default newest first (CREATED_AT, DESC) */
export type OutboxOrder = {
  /** Which way; by default ascending, except where the field says otherwise */
  direction?: OrderDirection | null | undefined;
  /** What to order by */
  field: OutboxOrderField;
};

/** What the outbox can be ordered by */
export type OutboxOrderField =
  /** When the e-mail was queued */
  | 'CREATED_AT'
  /** The status, alphabetically by its internal name */
  | 'STATUS'
  /** The subject line */
  | 'SUBJECT'
  /** The recipient address */
  | 'TO';

/** Where an e-mail stands */
export type OutboxStatus =
  /** Given up: the mail server refused it for good (a 5xx for this recipient or message), or it was not delivered within 5 days; lastError says why */
  | 'FAILED'
  /** Waiting to be sent, or to be tried again after a failure (with growing waits, up to an hour apart, for 5 days) */
  | 'QUEUED'
  /** Being handed to the mail server now */
  | 'SENDING'
  /** Accepted by the mail server */
  | 'SENT'
  /** Kept here and logged because no SMTP server is configured */
  | 'STORED';

/** What kind of e-mail a message of the outbox is */
export type OutboxTemplate =
  /** To the renter: the booking was cancelled */
  | 'BOOKING_CANCELLED'
  /** To the renter: the owner cancelled the booking */
  | 'BOOKING_CANCELLED_BY_OWNER'
  /** The return time passed and the tool is not back */
  | 'BOOKING_OVERDUE'
  /** To the owner: their tool was booked */
  | 'BOOKING_OWNER'
  /** A reminder of the pickup */
  | 'BOOKING_PICKUP_REMINDER'
  /** To the renter: a refund was issued */
  | 'BOOKING_REFUND'
  /** To the renter: the booking is confirmed, with the pickup code */
  | 'BOOKING_RENTER'
  /** A reminder that the return is due */
  | 'BOOKING_RETURN_REMINDER'
  /** To the organisers: a message sent through the contact form */
  | 'CONTACT_NOTICE'
  /** To the person who wrote through the contact form: the organisers' answer */
  | 'CONTACT_REPLY'
  /** A security deposit given back */
  | 'DEPOSIT_RETURNED'
  /** The owner reported damage: a dispute was opened */
  | 'DISPUTE_DAMAGE'
  /** An administrator decided a dispute */
  | 'DISPUTE_DECIDED'
  /** An administrator dismissed a dispute */
  | 'DISPUTE_DISMISSED'
  /** The owner reported the tool not returned: a dispute was opened */
  | 'DISPUTE_NOT_RETURNED'
  /** A dispute about a booking was opened */
  | 'DISPUTE_OPENED'
  /** A link to confirm a new address for an account */
  | 'EMAIL_CHANGE_CONFIRMATION'
  /** To an account's old address: the address was changed */
  | 'EMAIL_CHANGE_DONE'
  /** To an account's old address: a change of address was asked */
  | 'EMAIL_CHANGE_NOTICE'
  /** A link to confirm the address of a new account */
  | 'EMAIL_VERIFICATION'
  /** A request to keep the tool longer declined */
  | 'EXTENSION_DECLINED'
  /** A request to keep the tool longer ended without an answer */
  | 'EXTENSION_EXPIRED'
  /** A booking extended */
  | 'EXTENSION_EXTENDED'
  /** To the owner: the renter asked to keep the tool longer */
  | 'EXTENSION_REQUESTED'
  /** The renter withdrew a request to keep the tool longer */
  | 'EXTENSION_WITHDRAWN'
  /** An e-mail an administrator sent to a group of participants or sponsors (mailings) */
  | 'GROUP_MAIL'
  /** A copy of a group e-mail an administrator sent to themselves to check it */
  | 'GROUP_MAIL_TEST'
  /** To whoever registered a group: the list of people registered */
  | 'GROUP_REGISTRATION'
  /** An owner's identity check approved */
  | 'IDENTITY_APPROVED'
  /** An owner's identity check rejected */
  | 'IDENTITY_REJECTED'
  /** Messages about a tool or booking unread for a while */
  | 'MESSAGE_UNREAD'
  /** A kind of e-mail this version of the site no longer sends (kept in the outbox) */
  | 'OTHER'
  /** The organisers declined a participant's registration */
  | 'PARTICIPANT_APPROVAL_DECLINED'
  /** A participant's registration received, waiting for the organisers' approval */
  | 'PARTICIPANT_APPROVAL_PENDING'
  /** A participant's registration confirmed, with the badge */
  | 'PARTICIPANT_CONFIRMATION'
  /** A link to choose a new password */
  | 'PASSWORD_RESET'
  /** A payment that matched no booking given back */
  | 'PAYMENT_UNALLOCATED_REFUNDED'
  /** The account an owner's earnings are paid into was changed */
  | 'PAYOUT_DETAILS_CHANGED'
  /** A payout to an owner's account failed */
  | 'PAYOUT_FAILED'
  /** A payout to an owner was made */
  | 'PAYOUT_PAID'
  /** A request to delete personal data carried out */
  | 'PRIVACY_DELETION_COMPLETED'
  /** A request to delete personal data declined */
  | 'PRIVACY_DELETION_DECLINED'
  /** A paid registration cancelled and refunded */
  | 'REGISTRATION_REFUNDED'
  /** To the renter: the owner accepted their request to book */
  | 'REQUEST_ACCEPTED'
  /** To the renter: the card's authorisation expired before the charge, the request closed */
  | 'REQUEST_AUTHORISATION_LAPSED'
  /** To the owner: an accepted request closed, the card's authorisation had expired */
  | 'REQUEST_AUTHORISATION_LAPSED_OWNER'
  /** To the renter: the card was refused when the owner accepted, the request closed */
  | 'REQUEST_CHARGE_REFUSED'
  /** To the owner: an accepted request closed, the card was refused */
  | 'REQUEST_CHARGE_REFUSED_OWNER'
  /** To the renter: the owner declined their request to book (the card released) */
  | 'REQUEST_DECLINE_REQUEST'
  /** To the owner: they declined a request to book */
  | 'REQUEST_DECLINE_REQUEST_OWNER'
  /** To the renter: the owner did not answer their request to book in time */
  | 'REQUEST_EXPIRE_REQUEST'
  /** To the owner: a request to book lapsed unanswered */
  | 'REQUEST_EXPIRE_REQUEST_OWNER'
  /** To the renter: the period was booked meanwhile, so the request was not sent */
  | 'REQUEST_LOSE_PERIOD'
  /** Reserved: the owner is not told of a request that lost its period, as they never saw it */
  | 'REQUEST_LOSE_PERIOD_OWNER'
  /** To the owner: a request to book to answer */
  | 'REQUEST_OWNER'
  /** To the renter: their request to book was sent */
  | 'REQUEST_RENTER'
  /** To the renter: they withdrew their request to book (the card released) */
  | 'REQUEST_WITHDRAW_REQUEST'
  /** To the owner: the renter withdrew a request to book */
  | 'REQUEST_WITHDRAW_REQUEST_OWNER'
  /** New tools matching a saved search */
  | 'SAVED_SEARCH_DIGEST'
  /** An offer of a session seat ran out */
  | 'SESSION_SEAT_EXPIRED'
  /** A seat freed in a programme session, to take before the offer ends */
  | 'SESSION_SEAT_OFFER'
  /** Someone tried to create an account with an address that has one already */
  | 'SIGN_UP_EXISTING'
  /** A sponsorship application approved */
  | 'SPONSOR_APPROVED'
  /** A sponsorship application received */
  | 'SPONSOR_CONFIRMATION'
  /** A sponsorship application declined */
  | 'SPONSOR_DECLINED'
  /** A sponsor invoice credited, with the credit note */
  | 'SPONSOR_INVOICE_CREDITED'
  /** A sponsor invoice issued, with its PDF */
  | 'SPONSOR_INVOICE_ISSUED'
  /** A sponsor invoice paid */
  | 'SPONSOR_INVOICE_PAID'
  /** A sponsor invoice due soon */
  | 'SPONSOR_INVOICE_REMINDER'
  /** To the organisers: a new sponsorship application */
  | 'SPONSOR_NOTICE'
  /** An offer from the waiting list ran out */
  | 'WAITLIST_EXPIRED'
  /** A place on the waiting list of a registration type */
  | 'WAITLIST_JOINED'
  /** A place freed for someone on the waiting list, to take before the offer ends */
  | 'WAITLIST_OFFER';

/** Which page of a list to answer: numbered from 1, of pageSize items */
export type PageInput = {
  /** The page number, from 1 */
  page?: number | null | undefined;
  /** Items per page: each list's page argument gives its default and largest size */
  pageSize?: number | null | undefined;
};

/** Corrections of a participant's registration: every field of the registration form */
export type ParticipantCorrectionInput = {
  /** Street address */
  address?: string | null | undefined;
  /** City */
  city?: string | null | undefined;
  /** Country name, e.g. "Nigeria" */
  country: string;
  /** E-mail address: the confirmation goes here */
  email: string;
  /** Given name, at most 80 characters */
  firstName: string;
  /** Gender; null when not given */
  gender?: Gender | null | undefined;
  /** The language their e-mails are written in; left as it is when omitted or null */
  language?: Language | null | undefined;
  /** Family name, at most 80 characters */
  lastName: string;
  /** Phone number: digits, spaces, +, -, ( and ), at most 30 characters */
  phone: string;
  /** State or region */
  state?: string | null | undefined;
  /** How to address the participant; null for none */
  title?: ParticipantTitle | null | undefined;
};

/** How the participant list is ordered: by default newest registration first (CREATED_AT, DESC) */
export type ParticipantOrder = {
  /** Which way; by default ascending, except where the field says otherwise */
  direction?: OrderDirection | null | undefined;
  /** What to order by */
  field: ParticipantOrderField;
};

/** What the participant list can be ordered by */
export type ParticipantOrderField =
  /** When the participant checked in; those not checked in come last ascending, first descending */
  | 'CHECKED_IN_AT'
  /** Country */
  | 'COUNTRY'
  /** When the participant registered */
  | 'CREATED_AT'
  /** E-mail address */
  | 'EMAIL'
  /** Given name */
  | 'FIRST_NAME'
  /** Family name */
  | 'LAST_NAME';

/** Where a registration stands */
export type ParticipantStatus =
  /** Its type needs the organisers’ approval, not given yet: holds its place, no ticket, no check-in */
  | 'AWAITING_APPROVAL'
  /** Cancelled by an administrator: kept in the lists, never mailed or checked in */
  | 'CANCELLED'
  /** Turned down by an organiser: kept in the lists, never mailed or checked in */
  | 'DECLINED'
  /** Registered: gets the mailings and can check in */
  | 'REGISTERED';

/** How a participant is addressed */
export type ParticipantTitle =
  /** Dr. (doctor) */
  | 'DR'
  /** Engnr. (engineer) */
  | 'ENGNR'
  /** Miss. */
  | 'MISS'
  /** Mr. */
  | 'MR'
  /** Mrs. */
  | 'MRS'
  /** Ms. */
  | 'MS'
  /** Prof. (professor) */
  | 'PROF';

/** Which card processor takes the payment */
export type PaymentProvider =
  /** Card payment is not available yet: checkout is refused with PAYMENTS_UNAVAILABLE (settings only) */
  | 'DISABLED'
  /** Paystack: the browser goes to Paystack's checkout page, whose address is the payment's clientSecret, and Paystack sends it back to the page that confirms the payment (publishableKey is Paystack's public key) */
  | 'PAYSTACK'
  /** Stripe: the browser takes the card with Stripe Elements (publishableKey) */
  | 'STRIPE'
  /** The built-in test processor: test card numbers only, Stripe's test cards behave alike */
  | 'TEST';

/** Where a card payment is */
export type PaymentStatus =
  /** A request to book: the card is authorised, not charged, until the owner accepts (charged) or declines (released) */
  | 'AUTHORIZED'
  /** Never paid: released by the renter or its hold ran out */
  | 'CANCELLED'
  /** The card was refused (failureMessage says why); the holds were released */
  | 'FAILED'
  /** The card step has not finished: the periods are held for the renter */
  | 'PENDING'
  /** The card processor has the money: the bookings are confirmed */
  | 'SUCCEEDED';

/** How owners are paid */
export type PayoutMethod =
  /** Bank transfer: an administrator pays the bank details the owner entered */
  | 'BANK'
  /** Paystack: a bank account chosen from Paystack's bank list and resolved by Paystack (the holder's name shown before saving), paid by Paystack transfers */
  | 'PAYSTACK'
  /** Stripe Connect: an Express account the owner sets up at Stripe, paid by transfers */
  | 'STRIPE';

/** Where a payout to an owner is */
export type PayoutStatus =
  /** Could not be sent, or Paystack reversed it (failureMessage says why): the amount is back in the available balance */
  | 'FAILED'
  /** Sent: reference holds the Stripe transfer id, Paystack's transfer code or the bank reference */
  | 'PAID'
  /** Set aside from the available balance and on its way (a Stripe or Paystack transfer, or a bank transfer) */
  | 'PENDING';

/** The booking form's period: dates YYYY-MM-DD, times from bookingTimeSlots (HH:MM) */
export type PeriodInput = {
  /** Last day, YYYY-MM-DD on the tool's clocks */
  endDate: string;
  /** Return time, HH:MM, one of bookingSettings.timeSlots (every circle) */
  endTime: string;
  /** First day, YYYY-MM-DD on the tool's clocks */
  startDate: string;
  /** Pickup time, HH:MM, one of bookingSettings.timeSlots (every circle) */
  startTime: string;
};

/** Where a request to delete a registration stands */
export type PrivacyRequestStatus =
  /** The registration was deleted and the person told */
  | 'COMPLETED'
  /** An administrator declined it with a reason, which the person received */
  | 'DECLINED'
  /** Sent from "My registration", waiting for an administrator */
  | 'PENDING';

/** A programme session: every field, for adding one and for changing one */
export type ProgrammeSessionInput = {
  /** One of the expo’s days, YYYY-MM-DD (site.expoStartDate to expoEndDate) */
  day: string;
  /** What happens there, at most 4,000 characters */
  description?: string | null | undefined;
  /** What happens there in French, at most 4,000 characters; empty or left out for none */
  descriptionFr?: string | null | undefined;
  /** End, HH:MM at the venue, after the start on the same day */
  endTime: string;
  /** What kind of session */
  kind: SessionKind;
  /** A web page about it: an https:// or http:// address; empty or left out for none */
  link?: string | null | undefined;
  /** The room or stage, at most 100 characters */
  room: string;
  /** The room or stage in French, at most 100 characters; empty or left out for none */
  roomFr?: string | null | undefined;
  /** Seats to book, a whole number from 1 to 100,000; null or left out: open to all, nothing to book. Never fewer than the seats booked or offered (BAD_USER_INPUT on `seats`); seats added are offered to its line at once */
  seats?: number | null | undefined;
  /** The speakers, at most 12, in this order */
  speakers?: Array<SpeakerInput> | null | undefined;
  /** Start, HH:MM (24-hour clock) at the venue */
  startTime: string;
  /** The title, at most 160 characters */
  title: string;
  /** The title in French, at most 160 characters; empty or left out for none (then the English) */
  titleFr?: string | null | undefined;
};

/** How a registration question is answered */
export type QuestionKind =
  /** One of its options (trade or consumer) */
  | 'CHOICE'
  /** Several lines, at most 2,000 characters */
  | 'LONG_TEXT'
  /** Any of its options (dietary needs); answered with `values` */
  | 'MULTIPLE_CHOICE'
  /** One line of text, at most 200 characters (a company, a job title) */
  | 'TEXT'
  /** A box to tick: "yes" or "no". A required one must be answered yes (e.g. "I work in the trade") */
  | 'YES_NO';

/** One answer a choice question offers */
export type QuestionOptionInput = {
  /** What people read, at most 120 characters */
  label: string;
  /** What people read in French */
  labelFr?: string | null | undefined;
  /** What is stored and exported, at most 80 characters */
  value: string;
};

/** Where the refund of a cancelled booking's amount is */
export type RefundStatus =
  /** The processor refused it: the administrators follow it up */
  | 'FAILED'
  /** Asked of the card processor, not yet done */
  | 'PENDING'
  /** The whole amount went back to the card */
  | 'REFUNDED';

/** A registration to attend this edition of the expo; one per e-mail address */
export type RegisterParticipantInput = {
  /** Street address */
  address?: string | null | undefined;
  /** The answers to the type’s questions; a problem names its field `answers.<key>` */
  answers?: Array<RegistrationAnswerInput> | null | undefined;
  /** City */
  city?: string | null | undefined;
  /** An access code (an invitation, a sponsor’s VIP pass): the registration is of its type, a hidden one too, and takes one of its places; problems name `code` */
  code?: string | null | undefined;
  /** Country name, e.g. "Nigeria" */
  country: string;
  /** E-mail address: the confirmation goes here */
  email: string;
  /** Given name, at most 80 characters */
  firstName: string;
  /** Gender, if the participant gives it */
  gender?: Gender | null | undefined;
  /** The language the form was filled in: the e-mails to this person are written in it (default EN) */
  language?: Language;
  /** Family name, at most 80 characters */
  lastName: string;
  /** Agrees to receive news and offers by e-mail */
  marketingConsent?: boolean;
  /** The key of a waitlist offer’s link: the registration takes the place held for it (its type; `type` is not read) */
  offer?: string | null | undefined;
  /** Phone number: digits, spaces, +, -, ( and ), at most 30 characters */
  phone: string;
  /** State or region */
  state?: string | null | undefined;
  /** How to address the participant */
  title?: ParticipantTitle | null | undefined;
  /** The registration type: its slug or id (registrationTypes); the default type when null. Full: SOLD_OUT, and its waitlist takes names */
  type?: string | null | undefined;
};

/** The answer to one question of the registration type */
export type RegistrationAnswerInput = {
  /** The question’s key */
  key: string;
  /** The answer: text, the chosen option’s value, or "yes"/"no" for a box to tick */
  value?: string | null | undefined;
  /** The chosen options’ values (MULTIPLE_CHOICE) */
  values?: Array<string> | null | undefined;
};

/** Where a paid registration stands for its payer */
export type RegistrationOrderState =
  /** Its place is held until expiresAt, waiting for the payment */
  | 'AWAITING_PAYMENT'
  /** Not paid in time: its place was given back; register again */
  | 'EXPIRED'
  /** Paid: what happens next (the confirmation, or a refund) is e-mailed to its address */
  | 'PAID';

/** A question a registration type asks */
export type RegistrationQuestionInput = {
  /** Its key: lower-case letters, digits and _, e.g. "job_title" */
  key: string;
  /** How it is answered */
  kind: QuestionKind;
  /** The question, at most 200 characters */
  label: string;
  /** The question in French */
  labelFr?: string | null | undefined;
  /** Its options: at least two for the choice kinds, none otherwise */
  options?: Array<QuestionOptionInput> | null | undefined;
  /** It must be answered (default false) */
  required?: boolean;
};

/** Whether a registration type can be registered for now */
export type RegistrationSaleState =
  /** Its sales have ended (salesEndAt) */
  | 'ENDED'
  /** Its sales have not started (salesStartAt) */
  | 'NOT_YET'
  /** It can be registered for (when it has places left) */
  | 'OPEN';

/** A registration type as it should be: every setting is replaced */
export type RegistrationTypeInput = {
  /** The colour of its badges’ band, #rrggbb (e.g. #1f6f5c); empty or null: the expo’s */
  badgeColour?: string | null | undefined;
  /** Its places; null for no limit. Never below the places already held */
  capacity?: number | null | undefined;
  /** The price’s currency (ISO 4217), one the site takes; null: the site’s own. Ignored when free */
  currency?: CurrencyCode | null | undefined;
  /** The expo days it admits to (YYYY-MM-DD), at least one */
  days: Array<string>;
  /** What it includes, at most 2,000 characters */
  description?: string | null | undefined;
  /** What it includes in French */
  descriptionFr?: string | null | undefined;
  /** Reached by its own link only (default false) */
  hidden?: boolean;
  /** Make it the default type (the previous default stops being it) */
  isDefault?: boolean;
  /** Its name, at most 80 characters */
  name: string;
  /** Its name in French */
  nameFr?: string | null | undefined;
  /** Its place in the form’s list, 0–1000, lowest first */
  position?: number;
  /** Its price in minor units of `currency` (kobo: 2500000 is ₦25,000); 0 or null: free. The default type and the sponsors’ VIP passes are free */
  priceCents?: number | null | undefined;
  /** What it asks, at most 20 questions */
  questions?: Array<RegistrationQuestionInput> | null | undefined;
  /** Its registrations wait for an organiser’s approval (default false). Not for the default type, a paid type or the sponsors’ VIP passes */
  requiresApproval?: boolean;
  /** Registering as it needs one of its access codes (a link or slug alone is refused; default false) */
  requiresCode?: boolean;
  /** When its sales end; null: never */
  salesEndAt?: string | null | undefined;
  /** When its sales start; null: now */
  salesStartAt?: string | null | undefined;
  /** Its stable name in links; made from the name when empty */
  slug?: string | null | undefined;
  /** Sponsors’ VIP passes register as it: approved sponsors get an access code for it (the previous such type stops being it) */
  sponsorPasses?: boolean;
};

/** How a tool's price is counted: per hour or per day */
export type RentalCircle =
  /** The price is per day; bookings are whole days */
  | 'DAILY'
  /** The price is per hour; bookings are hours of one day */
  | 'HOURLY';

/** What a renter disputes */
export type RenterDisputeKind =
  /** What they were charged */
  | 'CHARGE'
  /** The pickup: the tool handed over was not as described, or not at all */
  | 'PICKUP'
  /** The return confirmation: its time, or that it happened */
  | 'RETURN';

/** Whether a password-reset link can still set a password */
export type ResetLinkState =
  /** Its hour has passed */
  | 'EXPIRED'
  /** No link has this token (mistyped or cut short) */
  | 'UNKNOWN'
  /** It set a password already, or a newer link replaced it */
  | 'USED'
  /** It can: unused and not expired */
  | 'VALID';

/** What an account may do */
export type Role =
  /** An administrator: the admin area, every list and every booking */
  | 'ADMIN'
  /** Check-in staff: a member who also works the expo's check-in desk (checks guests in by code, undoes a mistaken check-in) and sees nothing else of the admin area */
  | 'CHECK_IN'
  /** A member: rents and lists tools, manages their own account */
  | 'USER';

/** What kind of programme session it is */
export type SessionKind =
  /** A competition (make-up, hair, nails...) */
  | 'COMPETITION'
  /** A masterclass: an expert shows their craft */
  | 'MASTERCLASS'
  /** Anything else (opening, networking...) */
  | 'OTHER'
  /** A show on stage (fashion, hair, awards) */
  | 'SHOW'
  /** A talk or panel */
  | 'TALK'
  /** A hands-on workshop */
  | 'WORKSHOP';

/** Where an attendee’s seat at a session stands */
export type SessionSeatStatus =
  /** A seat is theirs */
  | 'BOOKED'
  /** The offer ran out unanswered; the seat went to the next in line */
  | 'EXPIRED'
  /** Given up, a place in line left or an offer declined (or the registration stopped standing) */
  | 'GIVEN_UP'
  /** A freed seat is held for them until the offer expires */
  | 'OFFERED'
  /** In the session’s line */
  | 'WAITING';

/** A speaker of a session, as the whole list is sent on every save */
export type SpeakerInput = {
  /** Role and company, at most 160 characters */
  affiliation?: string | null | undefined;
  /** Keeps the photo they have: its URL path, as `Speaker.photo` gave it. Left out: no photo, unless `photo` sends one */
  currentPhoto?: string | null | undefined;
  /** Their name, at most 100 characters */
  name: string;
  /** A new photo: PNG, JPEG or WebP, at most 5 MB (multipart request; at most 5 files per request) */
  photo?: File | null | undefined;
};

/** Corrections of a sponsorship application: every field of the application form */
export type SponsorCorrectionInput = {
  /** Street address */
  address?: string | null | undefined;
  /** City */
  city?: string | null | undefined;
  /** The company or organisation name, at most 160 characters */
  company: string;
  /** Country name, e.g. "Nigeria" */
  country: string;
  /** E-mail address: the confirmation goes here */
  email: string;
  /** The language their e-mails are written in; left as it is when omitted or null */
  language?: Language | null | undefined;
  /** Package id ('gold') or title ('GOLD') */
  packageId: string | number;
  /** Phone number: digits, spaces, +, -, ( and ), at most 30 characters */
  phone: string;
  /** True removes the logo; a logo sent with the correction replaces it whatever this says */
  removeLogo?: boolean | null | undefined;
  /** State or region */
  state?: string | null | undefined;
};

/** An administrator's answer to a sponsorship application */
export type SponsorDecision =
  /** Approve: the sponsor shows on the public sponsor wall */
  | 'APPROVED'
  /** Decline: the application stays on the admin list only */
  | 'DECLINED';

/** How the sponsorship application list is ordered: by default newest first (CREATED_AT, DESC) */
export type SponsorOrder = {
  /** Which way; by default ascending, except where the field says otherwise */
  direction?: OrderDirection | null | undefined;
  /** What to order by */
  field: SponsorOrderField;
};

/** What the sponsorship application list can be ordered by */
export type SponsorOrderField =
  /** Company or organisation name */
  | 'COMPANY'
  /** Country */
  | 'COUNTRY'
  /** When the application was sent */
  | 'CREATED_AT'
  /** E-mail address */
  | 'EMAIL'
  /** Package tier (highest tier first ascending) */
  | 'PACKAGE'
  /** Status (APPLIED, APPROVED, DECLINED ascending) */
  | 'STATUS';

/** Where a sponsorship application stands */
export type SponsorStatus =
  /** Sent, waiting for an administrator to review it */
  | 'APPLIED'
  /** Approved: the sponsor shows on the public sponsor wall */
  | 'APPROVED'
  /** Cancelled by an administrator: kept in the lists, off the sponsor wall and the mailings */
  | 'CANCELLED'
  /** Declined by an administrator */
  | 'DECLINED';

/** An application to sponsor this edition of the expo */
export type SponsorshipInput = {
  /** Street address */
  address?: string | null | undefined;
  /** Send it although this e-mail applied already this year (without it, such an application is refused with CONFLICT, naming the earlier one) */
  alsoApply?: boolean | null | undefined;
  /** City */
  city?: string | null | undefined;
  /** The company or organisation name, at most 160 characters */
  company: string;
  /** Country name, e.g. "Nigeria" */
  country: string;
  /** E-mail address: the confirmation goes here */
  email: string;
  /** The language the form was filled in: the e-mails to this person are written in it (default EN) */
  language?: Language;
  /** Package id ('gold') or title ('GOLD') */
  packageId: string | number;
  /** Phone number: digits, spaces, +, -, ( and ), at most 30 characters */
  phone: string;
  /** State or region */
  state?: string | null | undefined;
};

/** A tax the organisers charge on every invoice */
export type TaxLineInput = {
  /** Its rate in basis points: 750 is 7.5% */
  basisPoints: number;
  /** Its name, e.g. VAT */
  name: string;
};

/** What the marketplace is narrowed to; every filter left out matches all listed tools */
export type ToolBrowseInput = {
  /** Only tools of this category (RentalCategory.id) */
  categoryId?: string | number | null | undefined;
  /** Only tools picked up in this city (any letter case) */
  city?: string | null | undefined;
  /** Only tools priced in this currency (ISO 4217, one of SiteConfig.currencies). With minPrice or maxPrice it defaults to the site currency (SiteConfig.currency), since prices of two currencies do not compare */
  currency?: CurrencyCode | null | undefined;
  /** Only tools with a unit free for the whole of the days from this one (YYYY-MM-DD, the tool's own days) to freeTo; alone, that one day */
  freeFrom?: string | null | undefined;
  /** The last day (YYYY-MM-DD, included) the tool must be free; alone, that one day */
  freeTo?: string | null | undefined;
  /** Highest price, included: decimal text in `currency`, e.g. "40.00" (see minPrice) */
  maxPrice?: string | null | undefined;
  /** Lowest price, included: decimal text in `currency`, e.g. "10" or "12.50". It is compared with each tool's own price per hour or per day: give rentalCircle to compare like with like */
  minPrice?: string | null | undefined;
  /** Only tools within radiusKm of this point or city (each with its distanceKm); order by DISTANCE to see the nearest first */
  near?: NearInput | null | undefined;
  /** How far from near, whole kilometres from 1 to 500; 50 when left out. Only with near */
  radiusKm?: number | null | undefined;
  /** Only tools priced per hour (HOURLY) or per day (DAILY), so that prices and their order compare */
  rentalCircle?: RentalCircle | null | undefined;
  /** Words matched as prefixes in the name and description ("dril dew" finds "DeWalt drill") */
  search?: string | null | undefined;
};

/** A new tool. It is listed (AVAILABLE) under the signed-in account at once */
export type ToolInput = {
  /** Pickup address, at most 300 characters: only the owner and administrators see it */
  address?: string | null | undefined;
  /** Instant booking or request to book; INSTANT when left out */
  bookingMode?: BookingMode | null | undefined;
  /** Hours kept free after each rental (cleaning, charging, travel), 0 to 24 */
  bufferHours?: number | null | undefined;
  /** What renters get back when they cancel; FLEXIBLE when left out */
  cancellationPolicy?: CancellationPolicy | null | undefined;
  /** Its category (RentalCategory.id) */
  categoryId: string | number;
  /** City of the pickup place */
  city: string;
  /** Country of the pickup place, e.g. "Nigeria" */
  country: string;
  /** The security deposit per unit: decimal text in the currency of the country the tool is picked up in (see SiteConfig.localCurrencies), from 0 (no deposit) to 100,000.00, e.g. "50.00"; charged per unit with the booking and given back after the return; 0 when left out */
  deposit?: string | null | undefined;
  /** What comes with it, at most 5000 characters */
  description?: string | null | undefined;
  /** The fee per started hour or day of a late return (after 30 minutes), taken from the deposit: decimal text in the currency of the tool, e.g. "5.00"; 0 or left out: none */
  lateFee?: string | null | undefined;
  /** The most a late return costs, at least the late fee and at most the deposit: decimal text in the currency of the tool, e.g. "5.00"; 0 or left out: none */
  lateFeeCap?: string | null | undefined;
  /** What the late fee is counted per; HOUR when left out */
  lateFeeUnit?: LateFeeUnit | null | undefined;
  /** Latitude (-90 to 90) of the owner's pin on the pickup point; with the other coordinate. Left out: the point of the tool's city. Only the owner and administrators see the pin; everyone else a point within about 1 km */
  latitude?: number | null | undefined;
  /** Longitude (-180 to 180) of the owner's pin on the pickup point; with the other coordinate. Left out: the point of the tool's city. Only the owner and administrators see the pin; everyone else a point within about 1 km */
  longitude?: number | null | undefined;
  /** How many days ahead a booking may start, 0 (no rule) to 365 */
  maxAdvanceDays?: number | null | undefined;
  /** The longest rental, a whole number of hours or days as the tool is rented (0: no rule; not shorter than minRentalLength) */
  maxRentalLength?: number | null | undefined;
  /** The shortest rental, a whole number of hours or days as the tool is rented (0: no rule; at most 90 days); bookings already made keep theirs */
  minRentalLength?: number | null | undefined;
  /** Percent off a rental charged for 28 days or more, 0 (none: the weekly one applies) to 90, at least the weekly one */
  monthlyDiscountPercent?: number | null | undefined;
  /** The name, 1 to 120 characters */
  name: string;
  /** How many hours before its start a booking must be made, 0 to 720 */
  noticeHours?: number | null | undefined;
  /** The price per rental circle in the currency of the tool's country (SiteConfig.localCurrencies, else the site's): decimal text, more than 0, e.g. "25.50" */
  price: string;
  /** Per hour or per day; DAILY when left out */
  rentalCircle?: RentalCircle | null | undefined;
  /** Only renters with a verified ID may book it; false when left out */
  requiresIdVerification?: boolean | null | undefined;
  /** State or region of the pickup place */
  state?: string | null | undefined;
  /** Identical units rented out at once, 1 to 100; 1 when left out */
  units?: number | null | undefined;
  /** Percent off a rental charged for 7 days or more, 0 (none) to 90 */
  weeklyDiscountPercent?: number | null | undefined;
};

/** How the marketplace is ordered: a field and a direction; without one, newest first. A field without a direction takes the field's own (see ToolOrderField) */
export type ToolOrder = {
  /** Which way; by default ascending, except where the field says otherwise */
  direction?: OrderDirection | null | undefined;
  /** What to order by */
  field: ToolOrderField;
};

/** What the marketplace can be ordered by */
export type ToolOrderField =
  /** When the tool was listed; descending (newest first) unless ASC is asked for */
  | 'CREATED_AT'
  /** The distance from filter.near (refused without it); ascending (nearest first) by default. Ties keep one order by id */
  | 'DISTANCE'
  /** The price per rental circle (hours and days compared as numbers); ascending by default */
  | 'PRICE'
  /** The average review rating; descending (best first) by default. Tools without reviews come last either way */
  | 'RATING';

/** Changes to a tool: a field left out (or null) stays as it is; an empty string clears description, state and address */
export type ToolUpdateInput = {
  /** Pickup address, at most 300 characters */
  address?: string | null | undefined;
  /** Instant booking or request to book (new bookings) */
  bookingMode?: BookingMode | null | undefined;
  /** Hours kept free after each rental (cleaning, charging, travel), 0 to 24 */
  bufferHours?: number | null | undefined;
  /** What renters get back when they cancel; bookings already made keep theirs */
  cancellationPolicy?: CancellationPolicy | null | undefined;
  /** Its category (RentalCategory.id) */
  categoryId?: string | number | null | undefined;
  /** City of the pickup place */
  city?: string | null | undefined;
  /** True: remove the owner's pin, so the pickup point is the city's again (not with latitude and longitude) */
  clearPin?: boolean | null | undefined;
  /** Country of the pickup place */
  country?: string | null | undefined;
  /** The security deposit per unit: decimal text in the currency of the country the tool is picked up in (see SiteConfig.localCurrencies), from 0 (no deposit) to 100,000.00, e.g. "50.00"; charged per unit with the booking and given back after the return; bookings already made keep theirs */
  deposit?: string | null | undefined;
  /** What comes with it, at most 5000 characters */
  description?: string | null | undefined;
  /** The fee per started hour or day of a late return (after 30 minutes), taken from the deposit: decimal text in the currency of the tool, e.g. "5.00"; 0 or left out: none */
  lateFee?: string | null | undefined;
  /** The most a late return costs, at least the late fee and at most the deposit: decimal text in the currency of the tool, e.g. "5.00"; 0 or left out: none */
  lateFeeCap?: string | null | undefined;
  /** What the late fee is counted per; HOUR when left out */
  lateFeeUnit?: LateFeeUnit | null | undefined;
  /** Latitude (-90 to 90) of a new pin on the pickup point, with longitude; left out, the pin (or the city's point) stays */
  latitude?: number | null | undefined;
  /** Longitude (-180 to 180) of a new pin, with latitude */
  longitude?: number | null | undefined;
  /** How many days ahead a booking may start, 0 (no rule) to 365 */
  maxAdvanceDays?: number | null | undefined;
  /** The longest rental, a whole number of hours or days as the tool is rented (0: no rule; not shorter than minRentalLength) */
  maxRentalLength?: number | null | undefined;
  /** The shortest rental, a whole number of hours or days as the tool is rented (0: no rule; at most 90 days); bookings already made keep theirs */
  minRentalLength?: number | null | undefined;
  /** Percent off a rental charged for 28 days or more, 0 (none: the weekly one applies) to 90, at least the weekly one */
  monthlyDiscountPercent?: number | null | undefined;
  /** The name, 1 to 120 characters */
  name?: string | null | undefined;
  /** How many hours before its start a booking must be made, 0 to 720 */
  noticeHours?: number | null | undefined;
  /** The price per rental circle in the currency of the tool's country (SiteConfig.localCurrencies, else the site's): decimal text, more than 0, e.g. "25.50" */
  price?: string | null | undefined;
  /** Per hour or per day */
  rentalCircle?: RentalCircle | null | undefined;
  /** Only renters with a verified ID may book it (new bookings; those made stay) */
  requiresIdVerification?: boolean | null | undefined;
  /** State or region of the pickup place */
  state?: string | null | undefined;
  /** Identical units rented out at once, 1 to 100 */
  units?: number | null | undefined;
  /** Percent off a rental charged for 7 days or more, 0 (none) to 90 */
  weeklyDiscountPercent?: number | null | undefined;
};

/** Changes to an account: a field left out stays as it is */
export type UpdateAccountInput = {
  /** Street address; null or "" removes it */
  address?: string | null | undefined;
  /** City; null or "" removes it */
  city?: string | null | undefined;
  /** Country name; null or "" removes it */
  country?: string | null | undefined;
  /** Required when changing your own password or e-mail address */
  currentPassword?: string | null | undefined;
  /** A new sign-in address: it takes effect once the link e-mailed to it is opened */
  email?: string | null | undefined;
  /** Given name; null leaves it as it is */
  firstName?: string | null | undefined;
  /** Family name; null leaves it as it is */
  lastName?: string | null | undefined;
  /** A new password (at least 8 characters); other sessions of the account are signed out */
  newPassword?: string | null | undefined;
  /** A short name of your choice, at most 60 characters; null or "" removes it */
  nickname?: string | null | undefined;
  /** Phone number; null or "" removes it */
  phone?: string | null | undefined;
  /** State or region; null or "" removes it */
  state?: string | null | undefined;
};

/** Corrections of an account by an administrator: the profile's fields and the role */
export type UserCorrectionInput = {
  /** Street address; null or "" for none */
  address?: string | null | undefined;
  /** City; null or "" for none */
  city?: string | null | undefined;
  /** Country name; null or "" for none */
  country?: string | null | undefined;
  /** Given name, at most 80 characters */
  firstName: string;
  /** Family name, at most 80 characters */
  lastName: string;
  /** A short name, at most 60 characters; null or "" for none */
  nickname?: string | null | undefined;
  /** Phone number; null or "" for none */
  phone?: string | null | undefined;
  /** What the account may do; administrators cannot change their own */
  role: Role;
  /** State or region; null or "" for none */
  state?: string | null | undefined;
};

/** How the account list is ordered: by default newest first (CREATED_AT, DESC) */
export type UserOrder = {
  /** Which way; by default ascending, except where the field says otherwise */
  direction?: OrderDirection | null | undefined;
  /** What to order by */
  field: UserOrderField;
};

/** What the account list can be ordered by */
export type UserOrderField =
  /** Country */
  | 'COUNTRY'
  /** When the account was created */
  | 'CREATED_AT'
  /** E-mail address */
  | 'EMAIL'
  /** Given name */
  | 'FIRST_NAME'
  /** Family name */
  | 'LAST_NAME'
  /** Role (ADMIN before USER ascending) */
  | 'ROLE';

/** Where a place on a waitlist stands */
export type WaitlistStatus =
  /** They registered with the offered place */
  | 'ACCEPTED'
  /** The offer ran out unanswered; the place went to the next person */
  | 'EXPIRED'
  /** A freed place is held for them until the offer expires */
  | 'OFFERED'
  /** In line for a place */
  | 'WAITING'
  /** They turned the offered place down; it went to the next person */
  | 'WITHDRAWN';

/** Where a webhook delivery stands */
export type WebhookDeliveryStatus =
  /** The endpoint answered with a 2xx status */
  | 'DELIVERED'
  /** Being sent now */
  | 'DELIVERING'
  /** Given up after 7 attempts over about 36 hours, or its endpoint was disabled */
  | 'FAILED'
  /** Waiting for its next attempt (nextAttemptAt) */
  | 'PENDING';

/** Changes to an endpoint: fields left out stay as they are */
export type WebhookEndpointChangesInput = {
  /** A new description */
  description?: string | null | undefined;
  /** Why it is disabled (with enabled: false) */
  disabledReason?: string | null | undefined;
  /** Whether events are sent to it */
  enabled?: boolean | null | undefined;
  /** The events it receives from now on */
  events?: Array<WebhookEventType> | null | undefined;
  /** A new address */
  url?: string | null | undefined;
};

/** A new webhook endpoint */
export type WebhookEndpointInput = {
  /** What it is for (200 characters at most) */
  description?: string | null | undefined;
  /** The events it receives (at least one) */
  events: Array<WebhookEventType>;
  /** https:// address (http:// too outside production) */
  url: string;
};

/** An event a webhook endpoint can subscribe to (its `type` in the payload is the value in lower case, e.g. booking.created) */
export type WebhookEventType =
  /** A booking was cancelled */
  | 'BOOKING_CANCELLED'
  /** A booking was confirmed (paid, or accepted by the owner) */
  | 'BOOKING_CONFIRMED'
  /** A rental booking was made (requested or held for payment) */
  | 'BOOKING_CREATED'
  /** A rented tool was returned */
  | 'BOOKING_RETURNED'
  /** An owner's payout was paid */
  | 'PAYOUT_PAID'
  /** A participant was admitted at an entrance */
  | 'REGISTRATION_CHECKED_IN'
  /** A participant registered for the expo */
  | 'REGISTRATION_CREATED'
  /** A sponsor application was approved */
  | 'SPONSOR_APPROVED';

export type MyApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type MyApiTokensQuery = { myApiTokens: Array<{ id: string, name: string, prefix: string, scopes: Array<ApiTokenScope>, expiresAt: string, lastUsedAt: string | null, revokedAt: string | null, createdAt: string }> };

export type CreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type CreateApiTokenMutation = { createApiToken: { token: string, apiToken: { id: string } } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiTokenMutation = { revokeApiToken: { id: string, revokedAt: string | null } };

export type ChangePasswordMutationVariables = Exact<{
  id: string | number;
  input: UpdateAccountInput;
}>;


export type ChangePasswordMutation = { updateAccount: { id: string } };

export type IdentityCheckFieldsFragment = { id: string, status: IdentityCheckStatus, documentKind: IdDocumentKind, submittedAt: string, decidedAt: string | null, reason: string | null, documentUrl: string | null, selfieUrl: string | null, documentsDeletedAt: string | null, documentsKeptUntil: string | null, waiting: boolean };

export type MyIdentityCheckQueryVariables = Exact<{ [key: string]: never; }>;


export type MyIdentityCheckQuery = { me: { id: string, idVerified: boolean } | null, myIdentityCheck: { id: string, status: IdentityCheckStatus, documentKind: IdDocumentKind, submittedAt: string, decidedAt: string | null, reason: string | null, documentUrl: string | null, selfieUrl: string | null, documentsDeletedAt: string | null, documentsKeptUntil: string | null, waiting: boolean } | null };

export type MyLatestIdentityCheckQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLatestIdentityCheckQuery = { myIdentityCheck: { id: string, status: IdentityCheckStatus, documentKind: IdDocumentKind, submittedAt: string, decidedAt: string | null, reason: string | null, documentUrl: string | null, selfieUrl: string | null, documentsDeletedAt: string | null, documentsKeptUntil: string | null, waiting: boolean } | null };

export type SubmitIdentityCheckMutationVariables = Exact<{
  documentKind: IdDocumentKind;
  document: File;
  selfie: File;
}>;


export type SubmitIdentityCheckMutation = { submitIdentityCheck: { id: string, status: IdentityCheckStatus, documentKind: IdDocumentKind, submittedAt: string, decidedAt: string | null, reason: string | null, documentUrl: string | null, selfieUrl: string | null, documentsDeletedAt: string | null, documentsKeptUntil: string | null, waiting: boolean } };

export type ForgetMyIdentityDocumentsMutationVariables = Exact<{ [key: string]: never; }>;


export type ForgetMyIdentityDocumentsMutation = { forgetMyIdentityDocuments: { id: string, status: IdentityCheckStatus, documentKind: IdDocumentKind, submittedAt: string, decidedAt: string | null, reason: string | null, documentUrl: string | null, selfieUrl: string | null, documentsDeletedAt: string | null, documentsKeptUntil: string | null, waiting: boolean } };

export type RequestOwnPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestOwnPasswordResetMutation = { requestPasswordReset: string };

export type UpdateProfileMutationVariables = Exact<{
  id: string | number;
  input: UpdateAccountInput;
  image?: File | null | undefined;
  removeImage: boolean;
}>;


export type UpdateProfileMutation = { updateAccount: { pendingEmail: string | null, id: string, nickname: string | null, firstName: string, lastName: string, email: string, emailVerified: boolean, role: Role, image: string | null, phone: string | null, country: string | null, state: string | null, city: string | null, address: string | null, createdAt: string } };

export type ProfilePendingEmailQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfilePendingEmailQuery = { me: { id: string, pendingEmail: string | null } | null };

export type LogoutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutEverywhereMutation = { logoutEverywhere: boolean };

export type AccessCodeFieldsFragment = { id: string, code: string, places: number, used: number, placesLeft: number, usable: boolean, sponsorCompany: string | null, note: string, validUntil: string | null, revokedAt: string | null, createdAt: string, type: { id: string, name: string } };

export type AdminAccessCodesQueryVariables = Exact<{
  search?: string | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type AdminAccessCodesQuery = { site: { expoTimeZone: string }, adminAccessCodes: { total: number, items: Array<{ id: string, code: string, places: number, used: number, placesLeft: number, usable: boolean, sponsorCompany: string | null, note: string, validUntil: string | null, revokedAt: string | null, createdAt: string, type: { id: string, name: string } }> } };

export type AccessCodeTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessCodeTypesQuery = { adminRegistrationTypes: Array<{ id: string, name: string, requiresCode: boolean, sponsorPasses: boolean }> };

export type CreateAccessCodeMutationVariables = Exact<{
  input: AccessCodeInput;
}>;


export type CreateAccessCodeMutation = { createAccessCode: { id: string, code: string, places: number, used: number, placesLeft: number, usable: boolean, sponsorCompany: string | null, note: string, validUntil: string | null, revokedAt: string | null, createdAt: string, type: { id: string, name: string } } };

export type AdminAccessCodeQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminAccessCodeQuery = { site: { expoTimeZone: string }, adminAccessCode: { id: string, code: string, places: number, used: number, placesLeft: number, usable: boolean, sponsorCompany: string | null, note: string, validUntil: string | null, revokedAt: string | null, createdAt: string, type: { id: string, name: string } } | null, adminAccessCodeUses: Array<{ firstName: string, lastName: string, usedAt: string, cancelled: boolean, checkedIn: boolean }> };

export type UpdateAccessCodeMutationVariables = Exact<{
  id: string | number;
  input: AccessCodeChangeInput;
}>;


export type UpdateAccessCodeMutation = { updateAccessCode: { id: string, code: string, places: number, used: number, placesLeft: number, usable: boolean, sponsorCompany: string | null, note: string, validUntil: string | null, revokedAt: string | null, createdAt: string, type: { id: string, name: string } } };

export type RevokeAccessCodeMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeAccessCodeMutation = { revokeAccessCode: { id: string, code: string, places: number, used: number, placesLeft: number, usable: boolean, sponsorCompany: string | null, note: string, validUntil: string | null, revokedAt: string | null, createdAt: string, type: { id: string, name: string } } };

export type AuditEntryFieldsFragment = { id: string, at: string, actorId: string | null, actorName: string, action: AuditAction, targetType: AuditTargetType, targetId: string, targetLabel: string, reason: string | null, changes: Array<{ field: string, before: string | null, after: string | null }> };

export type AdminAuditLogQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  targetType?: AuditTargetType | null | undefined;
  targetId?: string | number | null | undefined;
  actorId?: string | number | null | undefined;
}>;


export type AdminAuditLogQuery = { adminAuditLog: { total: number, items: Array<{ id: string, at: string, actorId: string | null, actorName: string, action: AuditAction, targetType: AuditTargetType, targetId: string, targetLabel: string, reason: string | null, changes: Array<{ field: string, before: string | null, after: string | null }> }> } };

export type AuditAdministratorsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditAdministratorsQuery = { adminUsers: { items: Array<{ id: string, firstName: string, lastName: string }> } };

export type RecordHistoryQueryVariables = Exact<{
  targetId: string | number;
}>;


export type RecordHistoryQuery = { adminAuditLog: { total: number, items: Array<{ id: string, at: string, actorId: string | null, actorName: string, action: AuditAction, targetType: AuditTargetType, targetId: string, targetLabel: string, reason: string | null, changes: Array<{ field: string, before: string | null, after: string | null }> }> } };

export type BadgePrintOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type BadgePrintOptionsQuery = { site: { expoStartDate: string, expoEndDate: string }, adminRegistrationTypes: Array<{ id: string, name: string, days: Array<string> }> };

export type BadgePrintCountQueryVariables = Exact<{
  filter?: BadgePrintFilter | null | undefined;
}>;


export type BadgePrintCountQuery = { badgePrintCount: { matching: number, unprinted: number, limit: number } };

export type AdminBookingsQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  search?: string | null | undefined;
  orderBy?: BookingOrder | null | undefined;
  status?: BookingStatus | null | undefined;
  toolId?: string | number | null | undefined;
}>;


export type AdminBookingsQuery = { adminBookings: { total: number, items: Array<{ id: string, code: string, status: BookingStatus, outcomeLabel: string | null, overdue: boolean, rentalCircle: RentalCircle, pickupDate: string | null, endDate: string, endTime: string, timeZone: string, price: { amount: number, currency: CurrencyCode, formatted: string }, amount: { amount: number, currency: CurrencyCode, formatted: string }, tool: { id: string, name: string }, renter: { id: string, firstName: string, lastName: string } }> } };

export type AdminBookingDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminBookingDetailsQuery = { booking: { notReturned: boolean, rentalCircle: RentalCircle, billedMinutes: number, pickupDate: string | null, returnedAt: string | null, cancelledAt: string | null, refundStatus: RefundStatus | null, outcomeLabel: string | null, overdue: boolean, createdAt: string, id: string, code: string, status: BookingStatus, quantity: number, startDate: string, startTime: string, endDate: string, endTime: string, timeZone: string, disputes: Array<{ id: string, kind: DisputeKind, status: DisputeStatus }>, refund: { status: RefundStatus | null, rentalPercent: number, inFull: boolean, rental: { amount: number, formatted: string }, deposit: { amount: number, formatted: string }, total: { formatted: string } } | null, tool: { id: string, image1: string | null, image2: string | null, image3: string | null, image4: string | null, name: string, coverImage: string | null, city: string, state: string | null, country: string, address: string | null, categoryName: string }, price: { amount: number, currency: CurrencyCode, formatted: string }, amount: { amount: number, currency: CurrencyCode, formatted: string }, renter: { id: string, firstName: string, lastName: string }, owner: { id: string, firstName: string, lastName: string } } | null };

export type AdminBookingLedgerQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminBookingLedgerQuery = { booking: { id: string, ledger: { depositStatus: DepositStatus | null, depositSettledAt: string | null, entries: Array<{ id: string, kind: LedgerKind, key: string, providerRef: string | null, createdAt: string, amount: { amount: number, formatted: string } }>, totals: Array<{ kind: LedgerKind, amount: { amount: number, formatted: string } }>, deposit: { amount: number, formatted: string } }, conditionPhotos: Array<{ id: string, stage: HandoverStage, url: string, note: string | null, uploadedBy: ConditionPhotoUploader, createdAt: string }> } | null };

export type CreateRentalCategoryMutationVariables = Exact<{
  name: string;
  image?: File | null | undefined;
}>;


export type CreateRentalCategoryMutation = { createRentalCategory: { id: string, name: string, image: string | null, updatedAt: string } };

export type AdminRentalCategoryQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminRentalCategoryQuery = { rentalCategory: { id: string, name: string, image: string | null, updatedAt: string } | null };

export type UpdateRentalCategoryMutationVariables = Exact<{
  id: string | number;
  name?: string | null | undefined;
  image?: File | null | undefined;
}>;


export type UpdateRentalCategoryMutation = { updateRentalCategory: { id: string, name: string, image: string | null, updatedAt: string } };

export type DeleteRentalCategoryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteRentalCategoryMutation = { deleteRentalCategory: string };

export type AdminRentalCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminRentalCategoriesQuery = { rentalCategories: Array<{ id: string, name: string, image: string | null, updatedAt: string }> };

export type DeskSetupQueryVariables = Exact<{ [key: string]: never; }>;


export type DeskSetupQuery = { checkInDays: Array<string>, site: { expoTimeZone: string }, programme: Array<{ id: string, title: string, room: string, day: string, startTime: string, endTime: string, seats: number | null }> };

export type CheckInParticipantMutationVariables = Exact<{
  idOrCode: string;
}>;


export type CheckInParticipantMutation = { checkInParticipant: { id: string, firstName: string, lastName: string, registrationCode: string, checkedInAt: string | null } };

export type DeskGuestListQueryVariables = Exact<{
  day: string;
  sessionId?: string | number | null | undefined;
  after?: string | null | undefined;
}>;


export type DeskGuestListQuery = { checkInGuestList: { endCursor: string | null, total: number, guests: Array<{ id: string, registrationCode: string, firstName: string, lastName: string, status: ParticipantStatus, typeName: string | null, days: Array<string> | null, admittedAt: string | null, hasSeat: boolean, badgePrintedAt: string | null }> } };

export type SyncCheckInsMutationVariables = Exact<{
  desk: CheckInDeskInput;
  scans: Array<CheckInScanInput> | CheckInScanInput;
}>;


export type SyncCheckInsMutation = { syncCheckIns: { serverTime: string, results: Array<{ id: string, outcome: CheckInOutcome, refusal: CheckInRefusal | null, message: string, guest: { id: string, registrationCode: string, firstName: string, lastName: string } | null, first: { at: string, deskName: string | null, entrance: string } | null }> } };

export type UndoCheckInScanMutationVariables = Exact<{
  id: string | number;
}>;


export type UndoCheckInScanMutation = { undoCheckInScan: { id: string, outcome: CheckInOutcome, refusal: CheckInRefusal | null, message: string, guest: { id: string, registrationCode: string, firstName: string, lastName: string } | null, first: { at: string, deskName: string | null, entrance: string } | null } };

export type DeskScanResultFragment = { id: string, outcome: CheckInOutcome, refusal: CheckInRefusal | null, message: string, guest: { id: string, registrationCode: string, firstName: string, lastName: string } | null, first: { at: string, deskName: string | null, entrance: string } | null };

export type AdminDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardQuery = { site: { expoYear: number }, adminDashboard: { users: number, participants: number, sponsors: number, sponsorsAwaitingReview: number, checkedIn: number, bookings: number, bookingsInProgress: number, bookingsOverdue: number, openDisputes: number, mailQueued: number, mailFailed: number, oldestQueuedMailAt: string | null, moneyByCurrency: Array<{ currency: CurrencyCode, revenue: { formatted: string }, platformFees: { formatted: string }, depositsHeld: { formatted: string }, payoutsDue: { formatted: string } }>, registrationsPerDay: Array<{ day: string, count: number }> } };

export type DoorDaysQueryVariables = Exact<{ [key: string]: never; }>;


export type DoorDaysQuery = { checkInDays: Array<string>, site: { expoTimeZone: string } };

export type DoorCountsQueryVariables = Exact<{
  day: string;
}>;


export type DoorCountsQuery = { checkInCounts: { day: string, inside: number, expected: number, entrances: Array<{ entrance: string, total: number, perMinute: Array<{ minute: string, count: number }> }>, desks: Array<{ id: string, name: string, entrance: string, sessionTitle: string | null, lastSyncAt: string, admitted: number }> } };

export type AdminDisputeQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminDisputeQuery = { dispute: { id: string, bookingId: string, bookingCode: string, toolName: string, timeZone: string, kind: DisputeKind, status: DisputeStatus, openedBy: DisputeParty, reason: string, createdAt: string, decidedAt: string | null, decisionNote: string | null, returnedAt: string | null, canDecide: boolean, claim: { formatted: string } | null, amount: { formatted: string }, deposit: { amount: number, formatted: string }, refundToRenter: { formatted: string } | null, awardToOwner: { formatted: string } | null, renter: { id: string, firstName: string, lastName: string }, owner: { id: string, firstName: string, lastName: string }, refundLimit: { decimal: string, formatted: string } | null, awardLimit: { amount: number, decimal: string, formatted: string } | null, depositToSettle: { amount: number, formatted: string } | null, timeline: Array<{ transition: BookingTransition, label: string, actor: BookingActor, at: string, note: string | null }>, messages: Array<{ id: string, body: string, at: string, sender: { id: string, firstName: string, lastName: string } }>, photos: Array<{ id: string, stage: string, uploadedBy: DisputeParty, url: string, note: string | null, at: string }> } | null };

export type DecideDisputeMutationVariables = Exact<{
  disputeId: string | number;
  refundToRenter: string;
  awardToOwner: string;
  note: string;
}>;


export type DecideDisputeMutation = { decideDispute: { id: string, status: DisputeStatus } };

export type DismissDisputeMutationVariables = Exact<{
  disputeId: string | number;
  note: string;
}>;


export type DismissDisputeMutation = { dismissDispute: { id: string, status: DisputeStatus } };

export type AdminDisputesQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  status?: DisputeStatus | null | undefined;
}>;


export type AdminDisputesQuery = { disputes: { total: number, items: Array<{ id: string, kind: DisputeKind, status: DisputeStatus, openedBy: DisputeParty, bookingCode: string, toolName: string, timeZone: string, createdAt: string, claim: { formatted: string } | null, deposit: { formatted: string }, renter: { id: string, firstName: string, lastName: string }, owner: { id: string, firstName: string, lastName: string } }> } };

export type CreateExhibitorMutationVariables = Exact<{
  input: ExhibitorInput;
  logo?: File | null | undefined;
}>;


export type CreateExhibitorMutation = { createExhibitor: { id: string, company: string, description: string, descriptionFr: string | null, website: string | null, booth: string | null, category: string | null, logo: string | null, sponsorId: string | null, updatedAt: string } };

export type AdminExhibitorQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminExhibitorQuery = { exhibitor: { id: string, company: string, description: string, descriptionFr: string | null, website: string | null, booth: string | null, category: string | null, logo: string | null, sponsorId: string | null, updatedAt: string } | null };

export type UpdateExhibitorMutationVariables = Exact<{
  id: string | number;
  input: ExhibitorInput;
  logo?: File | null | undefined;
}>;


export type UpdateExhibitorMutation = { updateExhibitor: { id: string, company: string, description: string, descriptionFr: string | null, website: string | null, booth: string | null, category: string | null, logo: string | null, sponsorId: string | null, updatedAt: string } };

export type DeleteExhibitorMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteExhibitorMutation = { deleteExhibitor: string };

export type AdminExhibitorDirectoryQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminExhibitorDirectoryQuery = { exhibitors: Array<{ id: string, exhibitorId: string | null, sponsorId: string | null, company: string, website: string | null, booth: string | null, category: string | null, sponsorTier: { id: string, title: string } | null }> };

export type ApprovedSponsorsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApprovedSponsorsQuery = { sponsorWall: Array<{ package: { id: string, title: string }, sponsors: Array<{ id: string, company: string }> }> };

export type ExhibitorFieldsFragment = { id: string, company: string, description: string, descriptionFr: string | null, website: string | null, booth: string | null, category: string | null, logo: string | null, sponsorId: string | null, updatedAt: string };

export type AdminIdentityChecksQueryVariables = Exact<{
  status?: IdentityCheckStatus | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type AdminIdentityChecksQuery = { adminPendingIdentityChecks: number, adminIdentityChecks: { total: number, items: Array<{ id: string, userId: string, name: string, email: string, status: IdentityCheckStatus, documentKind: IdDocumentKind, submittedAt: string, decidedAt: string | null, decidedBy: string | null, reason: string | null, documentUrl: string | null, selfieUrl: string | null, documentsDeletedAt: string | null, canDecide: boolean }> } };

export type ApproveIdentityCheckMutationVariables = Exact<{
  id: string | number;
}>;


export type ApproveIdentityCheckMutation = { approveIdentityCheck: { id: string, status: IdentityCheckStatus } };

export type RejectIdentityCheckMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type RejectIdentityCheckMutation = { rejectIdentityCheck: { id: string, status: IdentityCheckStatus } };

export type AdminPendingIdentityChecksQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPendingIdentityChecksQuery = { adminPendingIdentityChecks: number };

export type ContactMessageRepliesFieldsFragment = { replies: Array<{ id: string, authorName: string, subject: string, body: string, outboxId: string | null, deliveryStatus: OutboxStatus | null, createdAt: string }> };

export type AdminContactMessageQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminContactMessageQuery = { adminContactMessage: { id: string, name: string, email: string, message: string, readAt: string | null, handledAt: string | null, repliedAt: string | null, createdAt: string, replies: Array<{ id: string, authorName: string, subject: string, body: string, outboxId: string | null, deliveryStatus: OutboxStatus | null, createdAt: string }> } | null };

export type MarkContactMessageReadMutationVariables = Exact<{
  id: string | number;
  read: boolean;
}>;


export type MarkContactMessageReadMutation = { markContactMessageRead: { id: string, readAt: string | null } };

export type SetContactMessageHandledMutationVariables = Exact<{
  id: string | number;
  handled: boolean;
}>;


export type SetContactMessageHandledMutation = { setContactMessageHandled: { id: string, readAt: string | null, handledAt: string | null } };

export type ReplyToContactMessageMutationVariables = Exact<{
  id: string | number;
  input: ContactReplyInput;
}>;


export type ReplyToContactMessageMutation = { replyToContactMessage: { id: string, readAt: string | null, repliedAt: string | null, replies: Array<{ id: string, authorName: string, subject: string, body: string, outboxId: string | null, deliveryStatus: OutboxStatus | null, createdAt: string }> } };

export type ContactMessageRowFieldsFragment = { id: string, name: string, email: string, message: string, readAt: string | null, handledAt: string | null, repliedAt: string | null, createdAt: string };

export type AdminContactMessagesQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  search?: string | null | undefined;
  orderBy?: ContactMessageOrder | null | undefined;
  state?: ContactMessageState | null | undefined;
}>;


export type AdminContactMessagesQuery = { adminContactMessages: { total: number, items: Array<{ id: string, name: string, email: string, message: string, readAt: string | null, handledAt: string | null, repliedAt: string | null, createdAt: string }> } };

export type AdminUnreadContactMessagesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminUnreadContactMessagesQuery = { adminUnreadContactMessages: number };

export type InvoiceSettingsFieldsFragment = { legalName: string, address: string, taxNumber: string, bankDetails: string, invoicePrefix: string, paymentTermsDays: number, reminderDaysBefore: number, paidSponsorsOnly: boolean, taxLines: Array<{ name: string, basisPoints: number }> };

export type InvoicingSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type InvoicingSettingsQuery = { invoiceSettings: { legalName: string, address: string, taxNumber: string, bankDetails: string, invoicePrefix: string, paymentTermsDays: number, reminderDaysBefore: number, paidSponsorsOnly: boolean, taxLines: Array<{ name: string, basisPoints: number }> }, sponsorshipPackages: Array<{ id: string, title: string, priceCents: number | null, currency: CurrencyCode | null }>, site: { currency: CurrencyCode, currencies: Array<CurrencyCode> } };

export type UpdateInvoiceSettingsMutationVariables = Exact<{
  input: InvoiceSettingsInput;
}>;


export type UpdateInvoiceSettingsMutation = { updateInvoiceSettings: { legalName: string, address: string, taxNumber: string, bankDetails: string, invoicePrefix: string, paymentTermsDays: number, reminderDaysBefore: number, paidSponsorsOnly: boolean, taxLines: Array<{ name: string, basisPoints: number }> } };

export type SetSponsorshipPackagePriceMutationVariables = Exact<{
  id: string | number;
  priceCents?: number | null | undefined;
  currency?: CurrencyCode | null | undefined;
}>;


export type SetSponsorshipPackagePriceMutation = { setSponsorshipPackagePrice: { id: string, priceCents: number | null, currency: CurrencyCode | null } };

export type SponsorInvoicesQueryVariables = Exact<{
  sponsorId: string | number;
}>;


export type SponsorInvoicesQuery = { sponsorInvoices: Array<{ id: string, number: string, status: InvoiceStatus, statusLabel: string, isOpen: boolean, isPaid: boolean, currency: CurrencyCode, description: string, netCents: number, totalCents: number, totalText: string, issuedOn: string, dueOn: string, paidAt: string | null, paymentReference: string | null, taxes: Array<{ name: string, basisPoints: number, amountCents: number }> }>, invoiceSettings: { paymentTermsDays: number }, site: { currency: CurrencyCode, currencies: Array<CurrencyCode> } };

export type SponsorInvoiceFieldsFragment = { id: string, number: string, status: InvoiceStatus, statusLabel: string, isOpen: boolean, isPaid: boolean, currency: CurrencyCode, description: string, netCents: number, totalCents: number, totalText: string, issuedOn: string, dueOn: string, paidAt: string | null, paymentReference: string | null, taxes: Array<{ name: string, basisPoints: number, amountCents: number }> };

export type InvoiceCreditNoteQueryVariables = Exact<{
  invoiceId: string | number;
}>;


export type InvoiceCreditNoteQuery = { invoiceCreditNote: { id: string, number: string, reason: string, issuedOn: string, refund: CreditRefund, refundedAt: string | null, totalCents: number, currency: CurrencyCode } | null };

export type IssueSponsorInvoiceMutationVariables = Exact<{
  sponsorId: string | number;
  input?: IssueInvoiceInput | null | undefined;
}>;


export type IssueSponsorInvoiceMutation = { issueSponsorInvoice: { id: string, number: string, status: InvoiceStatus, statusLabel: string, isOpen: boolean, isPaid: boolean, currency: CurrencyCode, description: string, netCents: number, totalCents: number, totalText: string, issuedOn: string, dueOn: string, paidAt: string | null, paymentReference: string | null, taxes: Array<{ name: string, basisPoints: number, amountCents: number }> } };

export type MarkInvoicePaidMutationVariables = Exact<{
  id: string | number;
  reference: string;
}>;


export type MarkInvoicePaidMutation = { markInvoicePaid: { id: string, number: string, status: InvoiceStatus, statusLabel: string, isOpen: boolean, isPaid: boolean, currency: CurrencyCode, description: string, netCents: number, totalCents: number, totalText: string, issuedOn: string, dueOn: string, paidAt: string | null, paymentReference: string | null, taxes: Array<{ name: string, basisPoints: number, amountCents: number }> } };

export type CreditInvoiceMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type CreditInvoiceMutation = { creditInvoice: { id: string, number: string } };

export type MailCampaignProgressQueryVariables = Exact<{
  id: string | number;
}>;


export type MailCampaignProgressQuery = { mailCampaign: { status: MailCampaignStatus, pending: number, queued: number, sent: number, stored: number, failed: number, campaign: { id: string, subject: string, message: string, audienceLabel: string, recipientCount: number, suppressedCount: number, createdAt: string, dispatchedAt: string | null }, failedRecipients: Array<{ email: string, error: string | null }> } | null };

export type RetryGroupMailFailuresMutationVariables = Exact<{
  id: string | number;
}>;


export type RetryGroupMailFailuresMutation = { retryGroupMailFailures: number };

export type SendEmailSiteQueryVariables = Exact<{ [key: string]: never; }>;


export type SendEmailSiteQuery = { site: { expoYear: number } };

export type MailAudienceCountQueryVariables = Exact<{
  audience: Audience;
}>;


export type MailAudienceCountQuery = { mailAudienceCount: { recipients: number, suppressed: number } };

export type MailPreviewQueryVariables = Exact<{
  subject: string;
  message: string;
}>;


export type MailPreviewQuery = { mailPreview: { subject: string, text: string, viewPass: string } };

export type SendTestMailMutationVariables = Exact<{
  subject: string;
  message: string;
}>;


export type SendTestMailMutation = { sendTestMail: string };

export type SendGroupMailMutationVariables = Exact<{
  audience: Audience;
  subject: string;
  message: string;
}>;


export type SendGroupMailMutation = { sendGroupMail: { id: string, recipientCount: number } };

export type MailCampaignsQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type MailCampaignsQuery = { mailCampaigns: { total: number, items: Array<{ id: string, subject: string, audienceLabel: string, recipientCount: number, createdAt: string }> } };

export type AdminOutboxMessageQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminOutboxMessageQuery = { adminOutboxMessage: { sentAt: string | null, text: string, htmlUrl: string, id: string, to: string, subject: string, template: OutboxTemplate, status: OutboxStatus, attempts: number, lastError: string | null, createdAt: string, attachments: Array<{ filename: string, contentType: string, size: number, inline: boolean }> } | null };

export type ResendOutboxMessageMutationVariables = Exact<{
  id: string | number;
}>;


export type ResendOutboxMessageMutation = { resendOutboxMessage: { id: string, to: string, subject: string, template: OutboxTemplate, status: OutboxStatus, attempts: number, lastError: string | null, createdAt: string } };

export type OutboxMessageRowFieldsFragment = { id: string, to: string, subject: string, template: OutboxTemplate, status: OutboxStatus, attempts: number, lastError: string | null, createdAt: string };

export type AdminOutboxQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  search?: string | null | undefined;
  orderBy?: OutboxOrder | null | undefined;
  status?: OutboxStatus | null | undefined;
}>;


export type AdminOutboxQuery = { adminOutbox: { total: number, items: Array<{ id: string, to: string, subject: string, template: OutboxTemplate, status: OutboxStatus, attempts: number, lastError: string | null, createdAt: string }> }, failed: { total: number } };

export type ResendFailedOutboxMessagesMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendFailedOutboxMessagesMutation = { resendFailedOutboxMessages: number };

export type AdminParticipantRowFieldsFragment = { id: string, registrationCode: string, firstName: string, lastName: string, email: string, phone: string, country: string, state: string | null, city: string | null, address: string | null, checkedInAt: string | null, status: ParticipantStatus };

export type AdminParticipantsQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  search?: string | null | undefined;
  orderBy?: ParticipantOrder | null | undefined;
  country?: string | null | undefined;
  checkedIn?: boolean | null | undefined;
  status?: ParticipantStatus | null | undefined;
}>;


export type AdminParticipantsQuery = { adminParticipants: { total: number, items: Array<{ id: string, registrationCode: string, firstName: string, lastName: string, email: string, phone: string, country: string, state: string | null, city: string | null, address: string | null, checkedInAt: string | null, status: ParticipantStatus }> } };

export type ParticipantConsentsQueryVariables = Exact<{
  id: string | number;
}>;


export type ParticipantConsentsQuery = { adminParticipant: { id: string, consents: Array<{ id: string, kind: ConsentKind, granted: boolean, wording: string, source: ConsentSource, at: string }> } | null };

export type AdminParticipantDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminParticipantDetailsQuery = { adminParticipant: { year: number, title: ParticipantTitle | null, gender: Gender | null, marketingConsent: boolean, language: Language, confirmationSentAt: string | null, cancelledAt: string | null, createdAt: string, id: string, registrationCode: string, firstName: string, lastName: string, email: string, phone: string, country: string, state: string | null, city: string | null, address: string | null, checkedInAt: string | null, status: ParticipantStatus } | null };

export type CancelParticipantMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type CancelParticipantMutation = { cancelParticipant: { id: string, status: ParticipantStatus, cancelledAt: string | null } };

export type ApproveParticipantMutationVariables = Exact<{
  id: string | number;
  reason?: string | null | undefined;
}>;


export type ApproveParticipantMutation = { approveParticipant: { id: string, status: ParticipantStatus, cancelledAt: string | null, confirmationSentAt: string | null } };

export type DeclineParticipantMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type DeclineParticipantMutation = { declineParticipant: { id: string, status: ParticipantStatus, cancelledAt: string | null } };

export type ReinstateParticipantMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type ReinstateParticipantMutation = { reinstateParticipant: { id: string, status: ParticipantStatus, cancelledAt: string | null } };

export type DeleteParticipantMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type DeleteParticipantMutation = { deleteParticipant: boolean };

export type AdminResendParticipantConfirmationMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type AdminResendParticipantConfirmationMutation = { adminResendParticipantConfirmation: { id: string, confirmationSentAt: string | null } };

export type UpdateParticipantMutationVariables = Exact<{
  id: string | number;
  input: ParticipantCorrectionInput;
  reason: string;
}>;


export type UpdateParticipantMutation = { updateParticipant: { title: ParticipantTitle | null, gender: Gender | null, language: Language, id: string, registrationCode: string, firstName: string, lastName: string, email: string, phone: string, country: string, state: string | null, city: string | null, address: string | null, checkedInAt: string | null, status: ParticipantStatus } };

export type ParticipantGroupQueryVariables = Exact<{
  id: string | number;
}>;


export type ParticipantGroupQuery = { adminParticipant: { id: string, group: { id: string, company: string | null, contactName: string, contactEmail: string, contactPhone: string, size: number, createdAt: string, members: Array<{ id: string, firstName: string, lastName: string, registrationCode: string, status: ParticipantStatus }> } | null } | null };

export type PayoutQueueQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  status?: PayoutStatus | null | undefined;
}>;


export type PayoutQueueQuery = { payoutQueue: { total: number, page: number, pageSize: number, items: Array<{ id: string, status: PayoutStatus, method: PayoutMethod, reference: string | null, failureMessage: string | null, createdAt: string, paidAt: string | null, ownerName: string, ownerEmail: string, accountName: string | null, bankName: string | null, accountNumber: string | null, bankCode: string | null, stripeAccountId: string | null, awaitsBankTransfer: boolean, transferUnderWay: boolean, amount: { formatted: string } }> } };

export type MarkPayoutPaidMutationVariables = Exact<{
  payoutId: string | number;
  reference: string;
}>;


export type MarkPayoutPaidMutation = { markPayoutPaid: { id: string, status: PayoutStatus, reference: string | null, paidAt: string | null } };

export type MarkPayoutFailedMutationVariables = Exact<{
  payoutId: string | number;
  reason: string;
}>;


export type MarkPayoutFailedMutation = { markPayoutFailed: { id: string, status: PayoutStatus, failureMessage: string | null } };

export type AdminPrivacyRequestsQueryVariables = Exact<{
  status?: PrivacyRequestStatus | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type AdminPrivacyRequestsQuery = { adminPendingPrivacyRequests: number, adminPrivacyRequests: { total: number, items: Array<{ id: string, status: PrivacyRequestStatus, participantId: string | null, registrationCode: string, name: string | null, email: string | null, requestedAt: string, decidedAt: string | null, decidedBy: string | null, declineReason: string | null }> }, adminPastEditions: { beforeYear: number, participants: number, sponsors: number, years: Array<number> } };

export type CompletePrivacyRequestMutationVariables = Exact<{
  id: string | number;
}>;


export type CompletePrivacyRequestMutation = { completePrivacyRequest: { id: string, status: PrivacyRequestStatus } };

export type DeclinePrivacyRequestMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type DeclinePrivacyRequestMutation = { declinePrivacyRequest: { id: string, status: PrivacyRequestStatus } };

export type PurgePastEditionsMutationVariables = Exact<{
  reason: string;
}>;


export type PurgePastEditionsMutation = { purgePastEditions: { participants: number, sponsors: number } };

export type AdminPendingPrivacyRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPendingPrivacyRequestsQuery = { adminPendingPrivacyRequests: number };

export type CreateProgrammeSessionMutationVariables = Exact<{
  input: ProgrammeSessionInput;
}>;


export type CreateProgrammeSessionMutation = { createProgrammeSession: { id: string, kind: SessionKind, title: string, titleFr: string | null, description: string, descriptionFr: string | null, day: string, startTime: string, endTime: string, room: string, roomFr: string | null, link: string | null, seats: number | null, updatedAt: string, speakers: Array<{ name: string, affiliation: string | null, photo: string | null }> } };

export type AdminProgrammeSessionQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminProgrammeSessionQuery = { site: { expoStartDate: string, expoEndDate: string, expoTimeZone: string }, programmeSession: { id: string, kind: SessionKind, title: string, titleFr: string | null, description: string, descriptionFr: string | null, day: string, startTime: string, endTime: string, room: string, roomFr: string | null, link: string | null, seats: number | null, updatedAt: string, speakers: Array<{ name: string, affiliation: string | null, photo: string | null }> } | null };

export type UpdateProgrammeSessionMutationVariables = Exact<{
  id: string | number;
  input: ProgrammeSessionInput;
}>;


export type UpdateProgrammeSessionMutation = { updateProgrammeSession: { id: string, kind: SessionKind, title: string, titleFr: string | null, description: string, descriptionFr: string | null, day: string, startTime: string, endTime: string, room: string, roomFr: string | null, link: string | null, seats: number | null, updatedAt: string, speakers: Array<{ name: string, affiliation: string | null, photo: string | null }> } };

export type DeleteProgrammeSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProgrammeSessionMutation = { deleteProgrammeSession: string };

export type AdminSessionSeatsQueryVariables = Exact<{
  sessionId: string | number;
  page?: PageInput | null | undefined;
}>;


export type AdminSessionSeatsQuery = { adminSessionSeats: { total: number, page: number, pageSize: number, items: Array<{ id: string, registrationCode: string, firstName: string, lastName: string, email: string, status: SessionSeatStatus, since: string, offerExpiresAt: string | null, holdsOffer: boolean }> } };

export type AdminSessionSeatCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSessionSeatCountsQuery = { adminSessionSeatCounts: Array<{ seats: number, booked: number, offered: number, waiting: number, seatsLeft: number, session: { id: string, title: string, day: string, startTime: string, endTime: string } }> };

export type AdminProgrammeQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminProgrammeQuery = { site: { expoStartDate: string, expoEndDate: string, expoTimeZone: string }, programme: Array<{ id: string, kind: SessionKind, title: string, day: string, startTime: string, endTime: string, room: string, speakers: Array<{ name: string }> }> };

export type ProgrammeSessionFieldsFragment = { id: string, kind: SessionKind, title: string, titleFr: string | null, description: string, descriptionFr: string | null, day: string, startTime: string, endTime: string, room: string, roomFr: string | null, link: string | null, seats: number | null, updatedAt: string, speakers: Array<{ name: string, affiliation: string | null, photo: string | null }> };

export type CreateRegistrationTypeMutationVariables = Exact<{
  input: RegistrationTypeInput;
}>;


export type CreateRegistrationTypeMutation = { createRegistrationType: { id: string, slug: string, name: string, nameFr: string | null, description: string, descriptionFr: string | null, days: Array<string>, capacity: number | null, placesLeft: number | null, soldOut: boolean, saleState: RegistrationSaleState, salesStartAt: string | null, salesEndAt: string | null, hidden: boolean, isDefault: boolean, requiresCode: boolean, requiresApproval: boolean, sponsorPasses: boolean, position: number, badgeColour: string | null, price: { amount: number, currency: CurrencyCode, formatted: string } | null, questions: Array<{ key: string, kind: QuestionKind, label: string, labelFr: string | null, required: boolean, options: Array<{ value: string, label: string, labelFr: string | null }> }> } };

export type RegistrationDayFieldsFragment = { day: string, registered: number, awaitingApproval: number, paid: number, waiting: number, checkedIn: number, capacity: number | null, held: number, placesLeft: number | null };

export type SetExpoDayCapacityMutationVariables = Exact<{
  day: string;
  capacity?: number | null | undefined;
}>;


export type SetExpoDayCapacityMutation = { setExpoDayCapacity: { day: string, registered: number, awaitingApproval: number, paid: number, waiting: number, checkedIn: number, capacity: number | null, held: number, placesLeft: number | null } };

export type AdminRegistrationCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminRegistrationCountsQuery = { adminRegistrationCounts: { types: Array<{ registered: number, awaitingApproval: number, cancelled: number, checkedIn: number, waiting: number, offered: number, paid: number, awaitingPayment: number, type: { id: string, name: string }, revenue: Array<{ currency: CurrencyCode, formatted: string }> }>, days: Array<{ day: string, registered: number, awaitingApproval: number, paid: number, waiting: number, checkedIn: number, capacity: number | null, held: number, placesLeft: number | null }> } };

export type AdminRegistrationTypeQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminRegistrationTypeQuery = { site: { expoStartDate: string, expoEndDate: string, expoTimeZone: string, currency: CurrencyCode, currencies: Array<CurrencyCode> }, registrationType: { id: string, slug: string, name: string, nameFr: string | null, description: string, descriptionFr: string | null, days: Array<string>, capacity: number | null, placesLeft: number | null, soldOut: boolean, saleState: RegistrationSaleState, salesStartAt: string | null, salesEndAt: string | null, hidden: boolean, isDefault: boolean, requiresCode: boolean, requiresApproval: boolean, sponsorPasses: boolean, position: number, badgeColour: string | null, price: { amount: number, currency: CurrencyCode, formatted: string } | null, questions: Array<{ key: string, kind: QuestionKind, label: string, labelFr: string | null, required: boolean, options: Array<{ value: string, label: string, labelFr: string | null }> }> } | null };

export type AdminWaitlistQueryVariables = Exact<{
  typeId: string | number;
  page?: PageInput | null | undefined;
}>;


export type AdminWaitlistQuery = { adminWaitlist: { total: number, page: number, pageSize: number, items: Array<{ id: string, email: string, firstName: string, lastName: string, status: WaitlistStatus, holdsOffer: boolean, joinedAt: string, offerExpiresAt: string | null }> } };

export type UpdateRegistrationTypeMutationVariables = Exact<{
  id: string | number;
  input: RegistrationTypeInput;
}>;


export type UpdateRegistrationTypeMutation = { updateRegistrationType: { id: string, slug: string, name: string, nameFr: string | null, description: string, descriptionFr: string | null, days: Array<string>, capacity: number | null, placesLeft: number | null, soldOut: boolean, saleState: RegistrationSaleState, salesStartAt: string | null, salesEndAt: string | null, hidden: boolean, isDefault: boolean, requiresCode: boolean, requiresApproval: boolean, sponsorPasses: boolean, position: number, badgeColour: string | null, price: { amount: number, currency: CurrencyCode, formatted: string } | null, questions: Array<{ key: string, kind: QuestionKind, label: string, labelFr: string | null, required: boolean, options: Array<{ value: string, label: string, labelFr: string | null }> }> } };

export type DeleteRegistrationTypeMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteRegistrationTypeMutation = { deleteRegistrationType: string };

export type RegistrationTypeFieldsFragment = { id: string, slug: string, name: string, nameFr: string | null, description: string, descriptionFr: string | null, days: Array<string>, capacity: number | null, placesLeft: number | null, soldOut: boolean, saleState: RegistrationSaleState, salesStartAt: string | null, salesEndAt: string | null, hidden: boolean, isDefault: boolean, requiresCode: boolean, requiresApproval: boolean, sponsorPasses: boolean, position: number, badgeColour: string | null, price: { amount: number, currency: CurrencyCode, formatted: string } | null, questions: Array<{ key: string, kind: QuestionKind, label: string, labelFr: string | null, required: boolean, options: Array<{ value: string, label: string, labelFr: string | null }> }> };

export type AdminRegistrationTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminRegistrationTypesQuery = { site: { expoStartDate: string, expoEndDate: string, expoTimeZone: string, currency: CurrencyCode, currencies: Array<CurrencyCode> }, adminRegistrationTypes: Array<{ id: string, slug: string, name: string, nameFr: string | null, description: string, descriptionFr: string | null, days: Array<string>, capacity: number | null, placesLeft: number | null, soldOut: boolean, saleState: RegistrationSaleState, salesStartAt: string | null, salesEndAt: string | null, hidden: boolean, isDefault: boolean, requiresCode: boolean, requiresApproval: boolean, sponsorPasses: boolean, position: number, badgeColour: string | null, price: { amount: number, currency: CurrencyCode, formatted: string } | null, questions: Array<{ key: string, kind: QuestionKind, label: string, labelFr: string | null, required: boolean, options: Array<{ value: string, label: string, labelFr: string | null }> }> }> };

export type AdminSponsorRowFieldsFragment = { id: string, year: number, company: string, email: string, phone: string, country: string, state: string | null, city: string | null, address: string | null, status: SponsorStatus };

export type AdminSponsorsQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  search?: string | null | undefined;
  orderBy?: SponsorOrder | null | undefined;
  packageId?: string | number | null | undefined;
  status?: SponsorStatus | null | undefined;
}>;


export type AdminSponsorsQuery = { adminSponsors: { total: number, items: Array<{ id: string, year: number, company: string, email: string, phone: string, country: string, state: string | null, city: string | null, address: string | null, status: SponsorStatus, package: { id: string, title: string } }> } };

export type SponsorPackageOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SponsorPackageOptionsQuery = { sponsorshipPackages: Array<{ id: string, title: string }> };

export type AdminSponsorDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminSponsorDetailsQuery = { adminSponsor: { logo: string | null, language: Language, reviewedAt: string | null, createdAt: string, id: string, year: number, company: string, email: string, phone: string, country: string, state: string | null, city: string | null, address: string | null, status: SponsorStatus, package: { id: string, title: string, amountRange: string, priceCents: number | null, currency: CurrencyCode | null } } | null };

export type CancelSponsorMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type CancelSponsorMutation = { cancelSponsor: { id: string, status: SponsorStatus, reviewedAt: string | null } };

export type ReinstateSponsorMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type ReinstateSponsorMutation = { reinstateSponsor: { id: string, status: SponsorStatus, reviewedAt: string | null } };

export type DeleteSponsorMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type DeleteSponsorMutation = { deleteSponsor: boolean };

export type AdminResendSponsorConfirmationMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type AdminResendSponsorConfirmationMutation = { adminResendSponsorConfirmation: { id: string } };

export type ReviewSponsorMutationVariables = Exact<{
  id: string | number;
  decision: SponsorDecision;
  reason?: string | null | undefined;
}>;


export type ReviewSponsorMutation = { reviewSponsor: { id: string, status: SponsorStatus, reviewedAt: string | null } };

export type SponsorEditPackagesQueryVariables = Exact<{ [key: string]: never; }>;


export type SponsorEditPackagesQuery = { sponsorshipPackages: Array<{ id: string, title: string }> };

export type UpdateSponsorMutationVariables = Exact<{
  id: string | number;
  input: SponsorCorrectionInput;
  reason: string;
  logo?: File | null | undefined;
}>;


export type UpdateSponsorMutation = { updateSponsor: { logo: string | null, language: Language, id: string, year: number, company: string, email: string, phone: string, country: string, state: string | null, city: string | null, address: string | null, status: SponsorStatus, package: { id: string, title: string, amountRange: string } } };

export type AdminUserRowFieldsFragment = { id: string, role: Role, firstName: string, lastName: string, email: string, phone: string | null, country: string | null, state: string | null, city: string | null };

export type AdminUsersQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  search?: string | null | undefined;
  orderBy?: UserOrder | null | undefined;
  role?: Role | null | undefined;
}>;


export type AdminUsersQuery = { adminUsers: { total: number, items: Array<{ id: string, role: Role, firstName: string, lastName: string, email: string, phone: string | null, country: string | null, state: string | null, city: string | null }> } };

export type AdminUserDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminUserDetailsQuery = { user: { nickname: string | null, address: string | null, image: string | null, disabledAt: string | null, createdAt: string, id: string, role: Role, firstName: string, lastName: string, email: string, phone: string | null, country: string | null, state: string | null, city: string | null } | null };

export type DisableUserMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type DisableUserMutation = { disableUser: { id: string, disabledAt: string | null } };

export type EnableUserMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type EnableUserMutation = { enableUser: { id: string, disabledAt: string | null } };

export type AdminUpdateUserMutationVariables = Exact<{
  id: string | number;
  input: UserCorrectionInput;
  reason: string;
}>;


export type AdminUpdateUserMutation = { adminUpdateUser: { nickname: string | null, address: string | null, id: string, role: Role, firstName: string, lastName: string, email: string, phone: string | null, country: string | null, state: string | null, city: string | null } };

export type WebhookEndpointFieldsFragment = { id: string, url: string, description: string, events: Array<WebhookEventType>, enabled: boolean, disabledReason: string | null, secretHint: string, createdAt: string };

export type WebhookDeliveryFieldsFragment = { id: string, eventType: string, eventId: string, status: WebhookDeliveryStatus, attempts: number, nextAttemptAt: string | null, lastStatusCode: number | null, lastError: string | null, deliveredAt: string | null, createdAt: string };

export type WebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookEndpointsQuery = { webhookEndpoints: Array<{ id: string, url: string, description: string, events: Array<WebhookEventType>, enabled: boolean, disabledReason: string | null, secretHint: string, createdAt: string }> };

export type WebhookEndpointQueryVariables = Exact<{
  id: string | number;
}>;


export type WebhookEndpointQuery = { webhookEndpoint: { id: string, url: string, description: string, events: Array<WebhookEventType>, enabled: boolean, disabledReason: string | null, secretHint: string, createdAt: string } | null };

export type WebhookDeliveriesQueryVariables = Exact<{
  endpointId: string | number;
  page?: PageInput | null | undefined;
}>;


export type WebhookDeliveriesQuery = { webhookDeliveries: { total: number, page: number, pageSize: number, hasMore: boolean, items: Array<{ id: string, eventType: string, eventId: string, status: WebhookDeliveryStatus, attempts: number, nextAttemptAt: string | null, lastStatusCode: number | null, lastError: string | null, deliveredAt: string | null, createdAt: string }> } };

export type CreateWebhookEndpointMutationVariables = Exact<{
  input: WebhookEndpointInput;
}>;


export type CreateWebhookEndpointMutation = { createWebhookEndpoint: { secret: string, endpoint: { id: string, url: string, description: string, events: Array<WebhookEventType>, enabled: boolean, disabledReason: string | null, secretHint: string, createdAt: string } } };

export type UpdateWebhookEndpointMutationVariables = Exact<{
  id: string | number;
  input: WebhookEndpointChangesInput;
}>;


export type UpdateWebhookEndpointMutation = { updateWebhookEndpoint: { id: string, url: string, description: string, events: Array<WebhookEventType>, enabled: boolean, disabledReason: string | null, secretHint: string, createdAt: string } };

export type DeleteWebhookEndpointMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWebhookEndpointMutation = { deleteWebhookEndpoint: boolean };

export type RevealWebhookSecretMutationVariables = Exact<{
  id: string | number;
}>;


export type RevealWebhookSecretMutation = { revealWebhookSecret: string };

export type RotateWebhookSecretMutationVariables = Exact<{
  id: string | number;
}>;


export type RotateWebhookSecretMutation = { rotateWebhookSecret: string };

export type SendTestWebhookMutationVariables = Exact<{
  endpointId: string | number;
}>;


export type SendTestWebhookMutation = { sendTestWebhook: { id: string, eventType: string, eventId: string, status: WebhookDeliveryStatus, attempts: number, nextAttemptAt: string | null, lastStatusCode: number | null, lastError: string | null, deliveredAt: string | null, createdAt: string } };

export type ResendWebhookDeliveryMutationVariables = Exact<{
  id: string | number;
}>;


export type ResendWebhookDeliveryMutation = { resendWebhookDelivery: { id: string, eventType: string, eventId: string, status: WebhookDeliveryStatus, attempts: number, nextAttemptAt: string | null, lastStatusCode: number | null, lastError: string | null, deliveredAt: string | null, createdAt: string } };

export type ConfirmEmailChangeMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmEmailChangeMutation = { confirmEmailChange: string };

export type CreateAccountMutationVariables = Exact<{
  input: CreateAccountInput;
  image?: File | null | undefined;
}>;


export type CreateAccountMutation = { createAccount: { message: string } };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { login: { accessToken: string, expiresAt: string, user: { id: string, nickname: string | null, firstName: string, lastName: string, email: string, emailVerified: boolean, role: Role, image: string | null, phone: string | null, country: string | null, state: string | null, city: string | null, address: string | null, createdAt: string } } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: string };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  newPassword: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type PasswordResetLinkQueryVariables = Exact<{
  token: string;
}>;


export type PasswordResetLinkQuery = { passwordResetLink: ResetLinkState };

export type VerifyEmailMutationVariables = Exact<{
  token: string;
}>;


export type VerifyEmailMutation = { verifyEmail: string };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: string };

export type ExhibitorDirectoryQueryVariables = Exact<{ [key: string]: never; }>;


export type ExhibitorDirectoryQuery = { exhibitors: Array<{ id: string, company: string, description: string, descriptionFr: string | null, website: string | null, booth: string | null, category: string | null, logo: string | null, sponsorTier: { id: string, title: string } | null }> };

export type HomeSponsorshipQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeSponsorshipQuery = { site: { currency: CurrencyCode }, sponsorshipPackages: Array<{ id: string, title: string, rank: number, amountRange: string, advertExpoProgram: string, boothSpace: string, vipPasses: string, brandingPresentation: boolean, premiumBoothLocation: boolean, logoOnStageBackdrops: boolean, speakingSlotAtOpening: boolean, vipNetworkingAccess: boolean, logoOnDelegateItems: boolean, logoOnBannersWebsiteSocial: boolean, recognitionDuringSessions: boolean, networkingLoungeAccess: boolean, pressReleaseMention: boolean }>, sponsorWall: Array<{ package: { id: string, title: string, rank: number }, sponsors: Array<{ id: string, company: string, logo: string | null }> }> };

export type SendMyRegistrationLinkMutationVariables = Exact<{
  email: string;
}>;


export type SendMyRegistrationLinkMutation = { resendParticipantConfirmation: string };

export type UpdateMyRegistrationMutationVariables = Exact<{
  token: string;
  input: MyRegistrationInput;
}>;


export type UpdateMyRegistrationMutation = { updateMyRegistration: { registrationCode: string } };

export type MyRegistrationQueryVariables = Exact<{
  token: string;
}>;


export type MyRegistrationQuery = { myRegistration: { registrationCode: string, language: Language, year: number, title: ParticipantTitle | null, gender: Gender | null, firstName: string, lastName: string, email: string, phone: string, country: string, state: string | null, city: string | null, address: string | null, marketingConsent: boolean, marketingConsentWording: string, registeredAt: string, checkedInAt: string | null, cancelledAt: string | null, awaitingApproval: boolean, qrCode: string | null, calendar: { google: string, outlook: string }, deletionRequest: { status: PrivacyRequestStatus, requestedAt: string, decidedAt: string | null, declineReason: string | null } | null, sessionSeats: Array<{ state: MySeatState, offerExpiresAt: string | null, placeInLine: number | null, session: { id: string, title: string, titleFr: string | null, day: string, startTime: string, endTime: string, room: string, roomFr: string | null, seatsLeft: number | null } }> } };

export type MyRegistrationDataQueryVariables = Exact<{
  token: string;
}>;


export type MyRegistrationDataQuery = { myRegistrationData: string };

export type CancelMyRegistrationMutationVariables = Exact<{
  token: string;
}>;


export type CancelMyRegistrationMutation = { cancelMyRegistration: { cancelledAt: string | null } };

export type ResendMyConfirmationMutationVariables = Exact<{
  token: string;
}>;


export type ResendMyConfirmationMutation = { resendMyConfirmation: string };

export type RequestMyDataDeletionMutationVariables = Exact<{
  token: string;
}>;


export type RequestMyDataDeletionMutation = { requestMyDataDeletion: { deletionRequest: { status: PrivacyRequestStatus } | null } };

export type MySeatFieldsFragment = { state: MySeatState, offerExpiresAt: string | null, placeInLine: number | null, session: { id: string, title: string, titleFr: string | null, day: string, startTime: string, endTime: string, room: string, roomFr: string | null, seatsLeft: number | null } };

export type BookSessionSeatMutationVariables = Exact<{
  token: string;
  sessionId: string | number;
}>;


export type BookSessionSeatMutation = { bookSessionSeat: { state: MySeatState, offerExpiresAt: string | null, placeInLine: number | null, session: { id: string, title: string, titleFr: string | null, day: string, startTime: string, endTime: string, room: string, roomFr: string | null, seatsLeft: number | null } } };

export type GiveUpSessionSeatMutationVariables = Exact<{
  token: string;
  sessionId: string | number;
}>;


export type GiveUpSessionSeatMutation = { giveUpSessionSeat: { state: MySeatState, offerExpiresAt: string | null, placeInLine: number | null, session: { id: string, title: string, titleFr: string | null, day: string, startTime: string, endTime: string, room: string, roomFr: string | null, seatsLeft: number | null } } };

export type MySponsorshipQueryVariables = Exact<{
  token: string;
}>;


export type MySponsorshipQuery = { mySponsorship: { company: string, packageTitle: string, language: string, canPayByCard: boolean, bankDetails: string, invoice: { id: string, number: string, isOpen: boolean, isPaid: boolean, currency: CurrencyCode, description: string, netCents: number, totalText: string, issuedOn: string, dueOn: string, paidAt: string | null, taxes: Array<{ name: string, basisPoints: number, amountCents: number }> } | null, creditNotes: Array<{ id: string, number: string, reason: string, refund: CreditRefund, refundedAt: string | null, totalCents: number, currency: CurrencyCode }>, vipPasses: { code: string, places: number, used: number, usable: boolean, type: { name: string, nameFr: string | null }, uses: Array<{ firstName: string, lastName: string, usedAt: string, cancelled: boolean, checkedIn: boolean }> } | null } };

export type PayInvoiceByCardMutationVariables = Exact<{
  token: string;
}>;


export type PayInvoiceByCardMutation = { payInvoiceByCard: { paymentId: string, clientSecret: string } };

export type PackageViewFieldsFragment = { id: string, title: string, rank: number, amountRange: string, advertExpoProgram: string, boothSpace: string, vipPasses: string, brandingPresentation: boolean, premiumBoothLocation: boolean, logoOnStageBackdrops: boolean, speakingSlotAtOpening: boolean, vipNetworkingAccess: boolean, logoOnDelegateItems: boolean, logoOnBannersWebsiteSocial: boolean, recognitionDuringSessions: boolean, networkingLoungeAccess: boolean, pressReleaseMention: boolean };

export type ProgrammeQueryVariables = Exact<{ [key: string]: never; }>;


export type ProgrammeQuery = { site: { expoName: string, expoStartDate: string, expoEndDate: string, expoVenue: string, expoTimeZone: string }, programme: Array<{ id: string, kind: SessionKind, title: string, titleFr: string | null, description: string, descriptionFr: string | null, day: string, startTime: string, endTime: string, room: string, roomFr: string | null, link: string | null, seats: number | null, seatsLeft: number | null, speakers: Array<{ name: string, affiliation: string | null, photo: string | null }> }> };

export type SeatOfferQueryVariables = Exact<{
  token: string;
}>;


export type SeatOfferQuery = { sessionSeatOffer: { firstName: string, expiresAt: string, session: { id: string, title: string, titleFr: string | null, day: string, startTime: string, endTime: string, room: string, roomFr: string | null } } };

export type AcceptSeatOfferMutationVariables = Exact<{
  token: string;
}>;


export type AcceptSeatOfferMutation = { acceptSessionSeatOffer: { session: { id: string } } };

export type DeclineSeatOfferMutationVariables = Exact<{
  token: string;
}>;


export type DeclineSeatOfferMutation = { declineSessionSeatOffer: boolean };

export type RegisterGroupMutationVariables = Exact<{
  input: GroupRegistrationInput;
}>;


export type RegisterGroupMutation = { registerGroup: { attendees: Array<{ firstName: string, lastName: string, email: string }> } };

export type RegisterParticipantMutationVariables = Exact<{
  input: RegisterParticipantInput;
}>;


export type RegisterParticipantMutation = { registerParticipant: { email: string, firstName: string, payment: { token: string } | null } };

export type RegistrationOrderQueryVariables = Exact<{
  token: string;
}>;


export type RegistrationOrderQuery = { registrationOrder: { state: RegistrationOrderState, email: string, firstName: string, expiresAt: string, failure: string | null, amount: { formatted: string }, type: { id: string, name: string, nameFr: string | null } } };

export type PayRegistrationOrderMutationVariables = Exact<{
  token: string;
}>;


export type PayRegistrationOrderMutation = { payRegistrationOrder: { paymentId: string, clientSecret: string } };

export type ResendParticipantConfirmationMutationVariables = Exact<{
  email: string;
}>;


export type ResendParticipantConfirmationMutation = { resendParticipantConfirmation: string };

export type PublicRegistrationTypeFragment = { id: string, slug: string, name: string, nameFr: string | null, description: string, descriptionFr: string | null, days: Array<string>, placesLeft: number | null, soldOut: boolean, saleState: RegistrationSaleState, salesStartAt: string | null, isDefault: boolean, requiresCode: boolean, requiresApproval: boolean, price: { amount: number, formatted: string } | null, questions: Array<{ key: string, kind: QuestionKind, label: string, labelFr: string | null, required: boolean, options: Array<{ value: string, label: string, labelFr: string | null }> }> };

export type RegistrationQuestionFieldsFragment = { key: string, kind: QuestionKind, label: string, labelFr: string | null, required: boolean, options: Array<{ value: string, label: string, labelFr: string | null }> };

export type RegistrationTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type RegistrationTypesQuery = { registrationTypes: Array<{ id: string, slug: string, name: string, nameFr: string | null, description: string, descriptionFr: string | null, days: Array<string>, placesLeft: number | null, soldOut: boolean, saleState: RegistrationSaleState, salesStartAt: string | null, isDefault: boolean, requiresCode: boolean, requiresApproval: boolean, price: { amount: number, formatted: string } | null, questions: Array<{ key: string, kind: QuestionKind, label: string, labelFr: string | null, required: boolean, options: Array<{ value: string, label: string, labelFr: string | null }> }> }> };

export type InvitedRegistrationTypeQueryVariables = Exact<{
  ref: string | number;
}>;


export type InvitedRegistrationTypeQuery = { registrationType: { id: string, slug: string, name: string, nameFr: string | null, description: string, descriptionFr: string | null, days: Array<string>, placesLeft: number | null, soldOut: boolean, saleState: RegistrationSaleState, salesStartAt: string | null, isDefault: boolean, requiresCode: boolean, requiresApproval: boolean, price: { amount: number, formatted: string } | null, questions: Array<{ key: string, kind: QuestionKind, label: string, labelFr: string | null, required: boolean, options: Array<{ value: string, label: string, labelFr: string | null }> }> } | null };

export type WaitlistOfferQueryVariables = Exact<{
  token: string;
}>;


export type WaitlistOfferQuery = { waitlistOffer: { email: string, firstName: string, lastName: string, expiresAt: string, type: { id: string, slug: string, name: string, nameFr: string | null, description: string, descriptionFr: string | null, days: Array<string>, placesLeft: number | null, soldOut: boolean, saleState: RegistrationSaleState, salesStartAt: string | null, isDefault: boolean, requiresCode: boolean, requiresApproval: boolean, price: { amount: number, formatted: string } | null, questions: Array<{ key: string, kind: QuestionKind, label: string, labelFr: string | null, required: boolean, options: Array<{ value: string, label: string, labelFr: string | null }> }> } } };

export type JoinWaitlistMutationVariables = Exact<{
  input: JoinWaitlistInput;
}>;


export type JoinWaitlistMutation = { joinWaitlist: string };

export type DeclineWaitlistOfferMutationVariables = Exact<{
  token: string;
}>;


export type DeclineWaitlistOfferMutation = { declineWaitlistOffer: boolean };

export type AccessCodeCheckQueryVariables = Exact<{
  code: string;
}>;


export type AccessCodeCheckQuery = { accessCode: { code: string, placesLeft: number, type: { id: string, slug: string, name: string, nameFr: string | null, description: string, descriptionFr: string | null, days: Array<string>, placesLeft: number | null, soldOut: boolean, saleState: RegistrationSaleState, salesStartAt: string | null, isDefault: boolean, requiresCode: boolean, requiresApproval: boolean, price: { amount: number, formatted: string } | null, questions: Array<{ key: string, kind: QuestionKind, label: string, labelFr: string | null, required: boolean, options: Array<{ value: string, label: string, labelFr: string | null }> }> } } };

export type SponsorshipPackagesQueryVariables = Exact<{ [key: string]: never; }>;


export type SponsorshipPackagesQuery = { site: { currency: CurrencyCode }, sponsorshipPackages: Array<{ id: string, title: string, rank: number, amountRange: string, advertExpoProgram: string, boothSpace: string, vipPasses: string, brandingPresentation: boolean, premiumBoothLocation: boolean, logoOnStageBackdrops: boolean, speakingSlotAtOpening: boolean, vipNetworkingAccess: boolean, logoOnDelegateItems: boolean, logoOnBannersWebsiteSocial: boolean, recognitionDuringSessions: boolean, networkingLoungeAccess: boolean, pressReleaseMention: boolean }> };

export type ApplyForSponsorshipMutationVariables = Exact<{
  input: SponsorshipInput;
  logo?: File | null | undefined;
}>;


export type ApplyForSponsorshipMutation = { applyForSponsorship: { id: string, company: string, status: SponsorStatus, package: { id: string, title: string } } };

export type MarkNotificationReadMutationVariables = Exact<{
  id: string | number;
}>;


export type MarkNotificationReadMutation = { markNotificationRead: { id: string, kind: NotificationKind, message: string, bookingId: string | null, bookingRole: BookingSide | null, read: boolean, createdAt: string } };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { markAllNotificationsRead: number };

export type NotificationFieldsFragment = { id: string, kind: NotificationKind, message: string, bookingId: string | null, bookingRole: BookingSide | null, read: boolean, createdAt: string };

export type NotificationsQueryVariables = Exact<{
  page: number;
  unreadOnly?: boolean | null | undefined;
}>;


export type NotificationsQuery = { notifications: { total: number, page: number, pageSize: number, unread: number, items: Array<{ id: string, kind: NotificationKind, message: string, bookingId: string | null, bookingRole: BookingSide | null, read: boolean, createdAt: string }> } };

export type UnreadNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadNotificationsQuery = { notifications: { unread: number } };

export type NotificationEventsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationEventsSubscription = { notificationEvents: { unread: number, notification: { id: string, kind: NotificationKind, message: string, bookingId: string | null, bookingRole: BookingSide | null, read: boolean, createdAt: string } | null } };

export type AddRentalOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AddRentalOptionsQuery = { rentalCategories: Array<{ id: string, name: string }>, me: { id: string, country: string | null, state: string | null, city: string | null, address: string | null } | null };

export type CreateToolMutationVariables = Exact<{
  input: ToolInput;
  coverImage?: File | null | undefined;
  image1?: File | null | undefined;
  image2?: File | null | undefined;
  image3?: File | null | undefined;
  image4?: File | null | undefined;
}>;


export type CreateToolMutation = { createTool: { address: string | null, pickupLatitude: number | null, pickupLongitude: number | null, locationSource: LocationSource, id: string, name: string, description: string, rentalCircle: RentalCircle, units: number, cancellationPolicy: CancellationPolicy, cancellationPolicySummary: string, bookingMode: BookingMode, requiresIdVerification: boolean, minRentalLength: number, maxRentalLength: number, bufferHours: number, noticeHours: number, maxAdvanceDays: number, weeklyDiscountPercent: number, monthlyDiscountPercent: number, bookingRules: Array<string>, lateFeeUnit: LateFeeUnit, lateFeeTerms: string | null, itemStatus: ItemStatus, country: string, state: string | null, city: string, coverImage: string | null, image1: string | null, image2: string | null, image3: string | null, image4: string | null, rating: number | null, ratingCount: number, createdAt: string, price: { amount: number, currency: CurrencyCode, decimal: string, formatted: string }, deposit: { amount: number, currency: CurrencyCode, decimal: string, formatted: string }, lateFee: { amount: number, decimal: string }, lateFeeCap: { amount: number, decimal: string }, category: { id: string, name: string }, owner: { id: string, firstName: string } } };

export type ToolCalendarQueryVariables = Exact<{
  toolId: string | number;
  from: string;
  to: string;
}>;


export type ToolCalendarQuery = { toolCalendar: { units: number, bookableFrom: string, bookableUntil: string | null, periods: Array<{ startsAt: string, endsAt: string, quantity: number }> } };

export type BookingSettingsFieldsFragment = { timeZone: string, today: string, holdMinutes: number, requestResponseHours: number, timeSlots: Array<{ value: string, label: string }> };

export type BookingQuoteQueryVariables = Exact<{
  toolId: string | number;
  period: PeriodInput;
}>;


export type BookingQuoteQuery = { bookingQuote: { free: number, units: number, startsAt: string, requestDeadline: string | null, billedMinutes: number, rentalCircle: RentalCircle, discountPercent: number, price: { amount: number, currency: CurrencyCode, formatted: string }, unitAmount: { amount: number, currency: CurrencyCode, formatted: string }, fullUnitAmount: { amount: number } } };

export type BookingFormTermsQueryVariables = Exact<{
  toolId: string | number;
}>;


export type BookingFormTermsQuery = { tool: { id: string, bookingMode: BookingMode, deposit: { amount: number, currency: CurrencyCode, formatted: string } } | null };

export type BookingFormViewerQueryVariables = Exact<{
  toolId: string | number;
}>;


export type BookingFormViewerQuery = { tool: { id: string, needsIdVerification: boolean } | null };

export type BookingSummaryQueryVariables = Exact<{
  toolId: string | number;
  period: PeriodInput;
}>;


export type BookingSummaryQuery = { tool: { id: string, name: string, rentalCircle: RentalCircle, coverImage: string | null, city: string, timeZone: string, bookingMode: BookingMode, price: { amount: number, currency: CurrencyCode, formatted: string }, deposit: { amount: number } } | null, bookingSettings: { requestResponseHours: number }, bookingQuote: { free: number, startsAt: string, billedMinutes: number, rentalCircle: RentalCircle, discountPercent: number, requestDeadline: string | null, unitAmount: { amount: number, currency: CurrencyCode, formatted: string }, fullUnitAmount: { amount: number }, cancellationTerms: { policy: CancellationPolicy, summary: string, refundDeadlines: Array<{ percent: number, until: string }> } } };

export type ConfirmRequestMutationVariables = Exact<{
  paymentId: string | number;
}>;


export type ConfirmRequestMutation = { confirmPayment: { id: string, awaitingCard: boolean, amount: { formatted: string }, bookings: Array<{ id: string, code: string, status: BookingStatus, awaitingAnswer: boolean, paid: boolean, requestExpiresAt: string | null, timeZone: string, tool: { id: string, name: string }, owner: { id: string, firstName: string } }> } };

export type RequestBookingMutationVariables = Exact<{
  input: AddToCartInput;
  expectedTotal?: string | null | undefined;
}>;


export type RequestBookingMutation = { requestBooking: { id: string, awaitingCard: boolean, clientSecret: string | null } };

export type CartFieldsFragment = { totalQuantity: number, rentalAmount: { amount: number, formatted: string }, depositAmount: { amount: number, formatted: string }, totalAmount: { amount: number, decimal: string, formatted: string }, lines: Array<{ id: string, startDate: string, startTime: string, endDate: string, endTime: string, quantity: number, billedMinutes: number, discountPercent: number, problem: string | null, price: { formatted: string }, unitAmount: { formatted: string }, total: { formatted: string }, deposit: { amount: number, formatted: string }, cancellationTerms: { policy: CancellationPolicy, summary: string, refundDeadlines: Array<{ percent: number, until: string }> }, tool: { id: string, name: string, rentalCircle: RentalCircle, coverImage: string | null, city: string, timeZone: string } }>, pendingPayment: { paymentId: string, holdExpiresAt: string, matchesCart: boolean, toolNames: Array<string>, amount: { formatted: string } } | null };

export type CartQueryVariables = Exact<{ [key: string]: never; }>;


export type CartQuery = { cart: { totalQuantity: number, rentalAmount: { amount: number, formatted: string }, depositAmount: { amount: number, formatted: string }, totalAmount: { amount: number, decimal: string, formatted: string }, lines: Array<{ id: string, startDate: string, startTime: string, endDate: string, endTime: string, quantity: number, billedMinutes: number, discountPercent: number, problem: string | null, price: { formatted: string }, unitAmount: { formatted: string }, total: { formatted: string }, deposit: { amount: number, formatted: string }, cancellationTerms: { policy: CancellationPolicy, summary: string, refundDeadlines: Array<{ percent: number, until: string }> }, tool: { id: string, name: string, rentalCircle: RentalCircle, coverImage: string | null, city: string, timeZone: string } }>, pendingPayment: { paymentId: string, holdExpiresAt: string, matchesCart: boolean, toolNames: Array<string>, amount: { formatted: string } } | null } };

export type AddToCartMutationVariables = Exact<{
  input: AddToCartInput;
}>;


export type AddToCartMutation = { addToCart: { totalQuantity: number, rentalAmount: { amount: number, formatted: string }, depositAmount: { amount: number, formatted: string }, totalAmount: { amount: number, decimal: string, formatted: string }, lines: Array<{ id: string, startDate: string, startTime: string, endDate: string, endTime: string, quantity: number, billedMinutes: number, discountPercent: number, problem: string | null, price: { formatted: string }, unitAmount: { formatted: string }, total: { formatted: string }, deposit: { amount: number, formatted: string }, cancellationTerms: { policy: CancellationPolicy, summary: string, refundDeadlines: Array<{ percent: number, until: string }> }, tool: { id: string, name: string, rentalCircle: RentalCircle, coverImage: string | null, city: string, timeZone: string } }>, pendingPayment: { paymentId: string, holdExpiresAt: string, matchesCart: boolean, toolNames: Array<string>, amount: { formatted: string } } | null } };

export type RemoveFromCartMutationVariables = Exact<{
  lineId: string | number;
}>;


export type RemoveFromCartMutation = { removeFromCart: { totalQuantity: number, rentalAmount: { amount: number, formatted: string }, depositAmount: { amount: number, formatted: string }, totalAmount: { amount: number, decimal: string, formatted: string }, lines: Array<{ id: string, startDate: string, startTime: string, endDate: string, endTime: string, quantity: number, billedMinutes: number, discountPercent: number, problem: string | null, price: { formatted: string }, unitAmount: { formatted: string }, total: { formatted: string }, deposit: { amount: number, formatted: string }, cancellationTerms: { policy: CancellationPolicy, summary: string, refundDeadlines: Array<{ percent: number, until: string }> }, tool: { id: string, name: string, rentalCircle: RentalCircle, coverImage: string | null, city: string, timeZone: string } }>, pendingPayment: { paymentId: string, holdExpiresAt: string, matchesCart: boolean, toolNames: Array<string>, amount: { formatted: string } } | null } };

export type EmptyCartMutationVariables = Exact<{ [key: string]: never; }>;


export type EmptyCartMutation = { emptyCart: { totalQuantity: number, rentalAmount: { amount: number, formatted: string }, depositAmount: { amount: number, formatted: string }, totalAmount: { amount: number, decimal: string, formatted: string }, lines: Array<{ id: string, startDate: string, startTime: string, endDate: string, endTime: string, quantity: number, billedMinutes: number, discountPercent: number, problem: string | null, price: { formatted: string }, unitAmount: { formatted: string }, total: { formatted: string }, deposit: { amount: number, formatted: string }, cancellationTerms: { policy: CancellationPolicy, summary: string, refundDeadlines: Array<{ percent: number, until: string }> }, tool: { id: string, name: string, rentalCircle: RentalCircle, coverImage: string | null, city: string, timeZone: string } }>, pendingPayment: { paymentId: string, holdExpiresAt: string, matchesCart: boolean, toolNames: Array<string>, amount: { formatted: string } } | null } };

export type BookingCancellationFieldsFragment = { id: string, code: string, timeZone: string, viewerRole: BookingViewerRole, canCancel: boolean, canCancelAsOwner: boolean, tool: { id: string, name: string }, renter: { id: string, firstName: string }, cancellationQuote: { percent: number, changesAt: string | null, policy: CancellationPolicy, summary: string, refund: { amount: number, decimal: string, formatted: string }, deposit: { amount: number, formatted: string }, total: { amount: number, formatted: string } } | null };

export type CancelBookingWithQuoteMutationVariables = Exact<{
  bookingId: string | number;
  expectedRefund?: string | null | undefined;
}>;


export type CancelBookingWithQuoteMutation = { cancelBooking: { lateFeeTerms: string | null, pickupCode: string | null, pickupQr: string | null, viewerRole: BookingViewerRole, canConfirmPickup: boolean, canConfirmReturn: boolean, canCancel: boolean, canReview: boolean, pickupOpensAt: string | null, paid: boolean, hasConversation: boolean, unreadMessages: number, id: string, code: string, timeZone: string, canCancelAsOwner: boolean, disputeWindowEndsAt: string | null, canOpenDispute: boolean, conditionPhotoStages: Array<HandoverStage>, status: BookingStatus, canAccept: boolean, canDecline: boolean, canWithdraw: boolean, awaitingAnswer: boolean, requestExpiresAt: string | null, overdue: boolean, notReturned: boolean, canReportNotReturned: boolean, nonReturnReportableAt: string | null, canExtend: boolean, endDate: string, rentalCircle: RentalCircle, billedMinutes: number, pickupDate: string | null, returnedAt: string | null, cancelledAt: string | null, refundStatus: RefundStatus | null, outcomeLabel: string | null, createdAt: string, quantity: number, startDate: string, startTime: string, endTime: string, lateFee: { amount: number, formatted: string }, refund: { status: RefundStatus | null, rentalPercent: number, inFull: boolean, rental: { amount: number, formatted: string }, deposit: { amount: number, formatted: string }, total: { formatted: string } } | null, timeline: Array<{ transition: BookingTransition, label: string, actor: BookingActor, at: string, note: string | null }>, deposit: { amount: number, formatted: string }, tool: { id: string, name: string, coverImage: string | null, city: string, state: string | null, country: string, address: string | null, categoryName: string }, renter: { id: string, firstName: string, lastName: string }, cancellationQuote: { percent: number, changesAt: string | null, policy: CancellationPolicy, summary: string, refund: { amount: number, decimal: string, formatted: string }, deposit: { amount: number, formatted: string }, total: { amount: number, formatted: string } } | null, damageClaimLimit: { amount: number, decimal: string, formatted: string } | null, disputes: Array<{ id: string, kind: DisputeKind, openedBy: DisputeParty, status: DisputeStatus, reason: string, decisionNote: string | null, decidedAt: string | null, createdAt: string, claim: { formatted: string } | null, refundToRenter: { amount: number, formatted: string } | null, awardToOwner: { amount: number, formatted: string } | null }>, conditionPhotos: Array<{ id: string, stage: HandoverStage, url: string, note: string | null, uploadedBy: ConditionPhotoUploader, createdAt: string }>, amount: { amount: number, currency: CurrencyCode, formatted: string }, owner: { id: string, firstName: string, lastName: string }, price: { amount: number, currency: CurrencyCode, formatted: string } } };

export type CancelBookingAsOwnerMutationVariables = Exact<{
  bookingId: string | number;
  reason: string;
}>;


export type CancelBookingAsOwnerMutation = { cancelBookingAsOwner: { lateFeeTerms: string | null, pickupCode: string | null, pickupQr: string | null, viewerRole: BookingViewerRole, canConfirmPickup: boolean, canConfirmReturn: boolean, canCancel: boolean, canReview: boolean, pickupOpensAt: string | null, paid: boolean, hasConversation: boolean, unreadMessages: number, id: string, code: string, timeZone: string, canCancelAsOwner: boolean, disputeWindowEndsAt: string | null, canOpenDispute: boolean, conditionPhotoStages: Array<HandoverStage>, status: BookingStatus, canAccept: boolean, canDecline: boolean, canWithdraw: boolean, awaitingAnswer: boolean, requestExpiresAt: string | null, overdue: boolean, notReturned: boolean, canReportNotReturned: boolean, nonReturnReportableAt: string | null, canExtend: boolean, endDate: string, rentalCircle: RentalCircle, billedMinutes: number, pickupDate: string | null, returnedAt: string | null, cancelledAt: string | null, refundStatus: RefundStatus | null, outcomeLabel: string | null, createdAt: string, quantity: number, startDate: string, startTime: string, endTime: string, lateFee: { amount: number, formatted: string }, refund: { status: RefundStatus | null, rentalPercent: number, inFull: boolean, rental: { amount: number, formatted: string }, deposit: { amount: number, formatted: string }, total: { formatted: string } } | null, timeline: Array<{ transition: BookingTransition, label: string, actor: BookingActor, at: string, note: string | null }>, deposit: { amount: number, formatted: string }, tool: { id: string, name: string, coverImage: string | null, city: string, state: string | null, country: string, address: string | null, categoryName: string }, renter: { id: string, firstName: string, lastName: string }, cancellationQuote: { percent: number, changesAt: string | null, policy: CancellationPolicy, summary: string, refund: { amount: number, decimal: string, formatted: string }, deposit: { amount: number, formatted: string }, total: { amount: number, formatted: string } } | null, damageClaimLimit: { amount: number, decimal: string, formatted: string } | null, disputes: Array<{ id: string, kind: DisputeKind, openedBy: DisputeParty, status: DisputeStatus, reason: string, decisionNote: string | null, decidedAt: string | null, createdAt: string, claim: { formatted: string } | null, refundToRenter: { amount: number, formatted: string } | null, awardToOwner: { amount: number, formatted: string } | null }>, conditionPhotos: Array<{ id: string, stage: HandoverStage, url: string, note: string | null, uploadedBy: ConditionPhotoUploader, createdAt: string }>, amount: { amount: number, currency: CurrencyCode, formatted: string }, owner: { id: string, firstName: string, lastName: string }, price: { amount: number, currency: CurrencyCode, formatted: string } } };

export type ConfirmPickupMutationVariables = Exact<{
  bookingId: string | number;
  code: string;
}>;


export type ConfirmPickupMutation = { confirmPickup: { lateFeeTerms: string | null, pickupCode: string | null, pickupQr: string | null, viewerRole: BookingViewerRole, canConfirmPickup: boolean, canConfirmReturn: boolean, canCancel: boolean, canReview: boolean, pickupOpensAt: string | null, paid: boolean, hasConversation: boolean, unreadMessages: number, id: string, code: string, timeZone: string, canCancelAsOwner: boolean, disputeWindowEndsAt: string | null, canOpenDispute: boolean, conditionPhotoStages: Array<HandoverStage>, status: BookingStatus, canAccept: boolean, canDecline: boolean, canWithdraw: boolean, awaitingAnswer: boolean, requestExpiresAt: string | null, overdue: boolean, notReturned: boolean, canReportNotReturned: boolean, nonReturnReportableAt: string | null, canExtend: boolean, endDate: string, rentalCircle: RentalCircle, billedMinutes: number, pickupDate: string | null, returnedAt: string | null, cancelledAt: string | null, refundStatus: RefundStatus | null, outcomeLabel: string | null, createdAt: string, quantity: number, startDate: string, startTime: string, endTime: string, lateFee: { amount: number, formatted: string }, refund: { status: RefundStatus | null, rentalPercent: number, inFull: boolean, rental: { amount: number, formatted: string }, deposit: { amount: number, formatted: string }, total: { formatted: string } } | null, timeline: Array<{ transition: BookingTransition, label: string, actor: BookingActor, at: string, note: string | null }>, deposit: { amount: number, formatted: string }, tool: { id: string, name: string, coverImage: string | null, city: string, state: string | null, country: string, address: string | null, categoryName: string }, renter: { id: string, firstName: string, lastName: string }, cancellationQuote: { percent: number, changesAt: string | null, policy: CancellationPolicy, summary: string, refund: { amount: number, decimal: string, formatted: string }, deposit: { amount: number, formatted: string }, total: { amount: number, formatted: string } } | null, damageClaimLimit: { amount: number, decimal: string, formatted: string } | null, disputes: Array<{ id: string, kind: DisputeKind, openedBy: DisputeParty, status: DisputeStatus, reason: string, decisionNote: string | null, decidedAt: string | null, createdAt: string, claim: { formatted: string } | null, refundToRenter: { amount: number, formatted: string } | null, awardToOwner: { amount: number, formatted: string } | null }>, conditionPhotos: Array<{ id: string, stage: HandoverStage, url: string, note: string | null, uploadedBy: ConditionPhotoUploader, createdAt: string }>, amount: { amount: number, currency: CurrencyCode, formatted: string }, owner: { id: string, firstName: string, lastName: string }, price: { amount: number, currency: CurrencyCode, formatted: string } } };

export type ConfirmReturnMutationVariables = Exact<{
  bookingId: string | number;
}>;


export type ConfirmReturnMutation = { confirmReturn: { lateFeeTerms: string | null, pickupCode: string | null, pickupQr: string | null, viewerRole: BookingViewerRole, canConfirmPickup: boolean, canConfirmReturn: boolean, canCancel: boolean, canReview: boolean, pickupOpensAt: string | null, paid: boolean, hasConversation: boolean, unreadMessages: number, id: string, code: string, timeZone: string, canCancelAsOwner: boolean, disputeWindowEndsAt: string | null, canOpenDispute: boolean, conditionPhotoStages: Array<HandoverStage>, status: BookingStatus, canAccept: boolean, canDecline: boolean, canWithdraw: boolean, awaitingAnswer: boolean, requestExpiresAt: string | null, overdue: boolean, notReturned: boolean, canReportNotReturned: boolean, nonReturnReportableAt: string | null, canExtend: boolean, endDate: string, rentalCircle: RentalCircle, billedMinutes: number, pickupDate: string | null, returnedAt: string | null, cancelledAt: string | null, refundStatus: RefundStatus | null, outcomeLabel: string | null, createdAt: string, quantity: number, startDate: string, startTime: string, endTime: string, lateFee: { amount: number, formatted: string }, refund: { status: RefundStatus | null, rentalPercent: number, inFull: boolean, rental: { amount: number, formatted: string }, deposit: { amount: number, formatted: string }, total: { formatted: string } } | null, timeline: Array<{ transition: BookingTransition, label: string, actor: BookingActor, at: string, note: string | null }>, deposit: { amount: number, formatted: string }, tool: { id: string, name: string, coverImage: string | null, city: string, state: string | null, country: string, address: string | null, categoryName: string }, renter: { id: string, firstName: string, lastName: string }, cancellationQuote: { percent: number, changesAt: string | null, policy: CancellationPolicy, summary: string, refund: { amount: number, decimal: string, formatted: string }, deposit: { amount: number, formatted: string }, total: { amount: number, formatted: string } } | null, damageClaimLimit: { amount: number, decimal: string, formatted: string } | null, disputes: Array<{ id: string, kind: DisputeKind, openedBy: DisputeParty, status: DisputeStatus, reason: string, decisionNote: string | null, decidedAt: string | null, createdAt: string, claim: { formatted: string } | null, refundToRenter: { amount: number, formatted: string } | null, awardToOwner: { amount: number, formatted: string } | null }>, conditionPhotos: Array<{ id: string, stage: HandoverStage, url: string, note: string | null, uploadedBy: ConditionPhotoUploader, createdAt: string }>, amount: { amount: number, currency: CurrencyCode, formatted: string }, owner: { id: string, firstName: string, lastName: string }, price: { amount: number, currency: CurrencyCode, formatted: string } } };

export type BookingDisputeFieldsFragment = { id: string, viewerRole: BookingViewerRole, timeZone: string, disputeWindowEndsAt: string | null, canOpenDispute: boolean, damageClaimLimit: { amount: number, decimal: string, formatted: string } | null, disputes: Array<{ id: string, kind: DisputeKind, openedBy: DisputeParty, status: DisputeStatus, reason: string, decisionNote: string | null, decidedAt: string | null, createdAt: string, claim: { formatted: string } | null, refundToRenter: { amount: number, formatted: string } | null, awardToOwner: { amount: number, formatted: string } | null }> };

export type ClaimDamageMutationVariables = Exact<{
  bookingId: string | number;
  amount: string;
  reason: string;
}>;


export type ClaimDamageMutation = { claimDamage: { id: string } };

export type OpenDisputeMutationVariables = Exact<{
  bookingId: string | number;
  kind: RenterDisputeKind;
  reason: string;
}>;


export type OpenDisputeMutation = { openDispute: { id: string } };

export type BookingExtensionFieldsFragment = { id: string, viewerRole: BookingViewerRole, paid: boolean, canExtend: boolean, endDate: string, timeZone: string, tool: { id: string, name: string }, renter: { id: string, firstName: string }, owner: { id: string, firstName: string } };

export type BookingExtensionsQueryVariables = Exact<{
  bookingId: string | number;
  toolId: string | number;
}>;


export type BookingExtensionsQuery = { bookingExtensions: Array<{ id: string, status: ExtensionStatus, open: boolean, fromEndsAt: string, toEndsAt: string, billedLength: string, answerBy: string | null, reason: string | null, clientSecret: string | null, canAccept: boolean, canDecline: boolean, canWithdraw: boolean, amount: { formatted: string } }>, bookingSettings: { today: string, timeSlots: Array<{ value: string, label: string }> } };

export type ExtensionQuoteQueryVariables = Exact<{
  bookingId: string | number;
  input: ExtensionInput;
}>;


export type ExtensionQuoteQuery = { extensionQuote: { endsAt: string, billedLength: string, amount: { decimal: string, formatted: string } } };

export type RequestExtensionMutationVariables = Exact<{
  bookingId: string | number;
  input: ExtensionInput;
  expectedTotal?: string | null | undefined;
}>;


export type RequestExtensionMutation = { requestExtension: { id: string, status: ExtensionStatus, clientSecret: string | null } };

export type ConfirmExtensionMutationVariables = Exact<{
  id: string | number;
}>;


export type ConfirmExtensionMutation = { confirmExtension: { id: string, status: ExtensionStatus } };

export type AcceptExtensionMutationVariables = Exact<{
  id: string | number;
}>;


export type AcceptExtensionMutation = { acceptExtension: { id: string, status: ExtensionStatus } };

export type DeclineExtensionMutationVariables = Exact<{
  id: string | number;
  reason?: string | null | undefined;
}>;


export type DeclineExtensionMutation = { declineExtension: { id: string, status: ExtensionStatus } };

export type WithdrawExtensionMutationVariables = Exact<{
  id: string | number;
}>;


export type WithdrawExtensionMutation = { withdrawExtension: { id: string, status: ExtensionStatus } };

export type MyBookingSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type MyBookingSummaryQuery = { myBookingSummary: { asRenter: number, asOwner: number, overdueAsOwner: number } };

export type BookingConditionPhotoFieldsFragment = { id: string, viewerRole: BookingViewerRole, timeZone: string, conditionPhotoStages: Array<HandoverStage>, conditionPhotos: Array<{ id: string, stage: HandoverStage, url: string, note: string | null, uploadedBy: ConditionPhotoUploader, createdAt: string }> };

export type AddConditionPhotosMutationVariables = Exact<{
  bookingId: string | number;
  stage: HandoverStage;
  images: Array<File> | File;
  note?: string | null | undefined;
}>;


export type AddConditionPhotosMutation = { addConditionPhotos: Array<{ id: string }> };

export type BookingNonReturnFieldsFragment = { id: string, viewerRole: BookingViewerRole, overdue: boolean, notReturned: boolean, canReportNotReturned: boolean, nonReturnReportableAt: string | null, timeZone: string, deposit: { amount: number, formatted: string }, tool: { id: string, name: string }, renter: { id: string, firstName: string }, owner: { id: string, firstName: string } };

export type ReportNotReturnedMutationVariables = Exact<{
  bookingId: string | number;
  reason: string;
}>;


export type ReportNotReturnedMutation = { reportNotReturned: { id: string } };

export type BookingRequestFieldsFragment = { id: string, code: string, status: BookingStatus, viewerRole: BookingViewerRole, canAccept: boolean, canDecline: boolean, canWithdraw: boolean, awaitingAnswer: boolean, requestExpiresAt: string | null, timeZone: string, amount: { amount: number, currency: CurrencyCode, formatted: string }, deposit: { amount: number, formatted: string }, tool: { id: string, name: string }, renter: { id: string, firstName: string }, owner: { id: string, firstName: string } };

export type AcceptBookingRequestMutationVariables = Exact<{
  bookingId: string | number;
}>;


export type AcceptBookingRequestMutation = { acceptBookingRequest: { lateFeeTerms: string | null, pickupCode: string | null, pickupQr: string | null, viewerRole: BookingViewerRole, canConfirmPickup: boolean, canConfirmReturn: boolean, canCancel: boolean, canReview: boolean, pickupOpensAt: string | null, paid: boolean, hasConversation: boolean, unreadMessages: number, id: string, code: string, timeZone: string, canCancelAsOwner: boolean, disputeWindowEndsAt: string | null, canOpenDispute: boolean, conditionPhotoStages: Array<HandoverStage>, status: BookingStatus, canAccept: boolean, canDecline: boolean, canWithdraw: boolean, awaitingAnswer: boolean, requestExpiresAt: string | null, overdue: boolean, notReturned: boolean, canReportNotReturned: boolean, nonReturnReportableAt: string | null, canExtend: boolean, endDate: string, rentalCircle: RentalCircle, billedMinutes: number, pickupDate: string | null, returnedAt: string | null, cancelledAt: string | null, refundStatus: RefundStatus | null, outcomeLabel: string | null, createdAt: string, quantity: number, startDate: string, startTime: string, endTime: string, lateFee: { amount: number, formatted: string }, refund: { status: RefundStatus | null, rentalPercent: number, inFull: boolean, rental: { amount: number, formatted: string }, deposit: { amount: number, formatted: string }, total: { formatted: string } } | null, timeline: Array<{ transition: BookingTransition, label: string, actor: BookingActor, at: string, note: string | null }>, deposit: { amount: number, formatted: string }, tool: { id: string, name: string, coverImage: string | null, city: string, state: string | null, country: string, address: string | null, categoryName: string }, renter: { id: string, firstName: string, lastName: string }, cancellationQuote: { percent: number, changesAt: string | null, policy: CancellationPolicy, summary: string, refund: { amount: number, decimal: string, formatted: string }, deposit: { amount: number, formatted: string }, total: { amount: number, formatted: string } } | null, damageClaimLimit: { amount: number, decimal: string, formatted: string } | null, disputes: Array<{ id: string, kind: DisputeKind, openedBy: DisputeParty, status: DisputeStatus, reason: string, decisionNote: string | null, decidedAt: string | null, createdAt: string, claim: { formatted: string } | null, refundToRenter: { amount: number, formatted: string } | null, awardToOwner: { amount: number, formatted: string } | null }>, conditionPhotos: Array<{ id: string, stage: HandoverStage, url: string, note: string | null, uploadedBy: ConditionPhotoUploader, createdAt: string }>, amount: { amount: number, currency: CurrencyCode, formatted: string }, owner: { id: string, firstName: string, lastName: string }, price: { amount: number, currency: CurrencyCode, formatted: string } } };

export type DeclineBookingRequestMutationVariables = Exact<{
  bookingId: string | number;
  reason?: string | null | undefined;
}>;


export type DeclineBookingRequestMutation = { declineBookingRequest: { lateFeeTerms: string | null, pickupCode: string | null, pickupQr: string | null, viewerRole: BookingViewerRole, canConfirmPickup: boolean, canConfirmReturn: boolean, canCancel: boolean, canReview: boolean, pickupOpensAt: string | null, paid: boolean, hasConversation: boolean, unreadMessages: number, id: string, code: string, timeZone: string, canCancelAsOwner: boolean, disputeWindowEndsAt: string | null, canOpenDispute: boolean, conditionPhotoStages: Array<HandoverStage>, status: BookingStatus, canAccept: boolean, canDecline: boolean, canWithdraw: boolean, awaitingAnswer: boolean, requestExpiresAt: string | null, overdue: boolean, notReturned: boolean, canReportNotReturned: boolean, nonReturnReportableAt: string | null, canExtend: boolean, endDate: string, rentalCircle: RentalCircle, billedMinutes: number, pickupDate: string | null, returnedAt: string | null, cancelledAt: string | null, refundStatus: RefundStatus | null, outcomeLabel: string | null, createdAt: string, quantity: number, startDate: string, startTime: string, endTime: string, lateFee: { amount: number, formatted: string }, refund: { status: RefundStatus | null, rentalPercent: number, inFull: boolean, rental: { amount: number, formatted: string }, deposit: { amount: number, formatted: string }, total: { formatted: string } } | null, timeline: Array<{ transition: BookingTransition, label: string, actor: BookingActor, at: string, note: string | null }>, deposit: { amount: number, formatted: string }, tool: { id: string, name: string, coverImage: string | null, city: string, state: string | null, country: string, address: string | null, categoryName: string }, renter: { id: string, firstName: string, lastName: string }, cancellationQuote: { percent: number, changesAt: string | null, policy: CancellationPolicy, summary: string, refund: { amount: number, decimal: string, formatted: string }, deposit: { amount: number, formatted: string }, total: { amount: number, formatted: string } } | null, damageClaimLimit: { amount: number, decimal: string, formatted: string } | null, disputes: Array<{ id: string, kind: DisputeKind, openedBy: DisputeParty, status: DisputeStatus, reason: string, decisionNote: string | null, decidedAt: string | null, createdAt: string, claim: { formatted: string } | null, refundToRenter: { amount: number, formatted: string } | null, awardToOwner: { amount: number, formatted: string } | null }>, conditionPhotos: Array<{ id: string, stage: HandoverStage, url: string, note: string | null, uploadedBy: ConditionPhotoUploader, createdAt: string }>, amount: { amount: number, currency: CurrencyCode, formatted: string }, owner: { id: string, firstName: string, lastName: string }, price: { amount: number, currency: CurrencyCode, formatted: string } } };

export type WithdrawBookingRequestMutationVariables = Exact<{
  bookingId: string | number;
}>;


export type WithdrawBookingRequestMutation = { withdrawBookingRequest: { lateFeeTerms: string | null, pickupCode: string | null, pickupQr: string | null, viewerRole: BookingViewerRole, canConfirmPickup: boolean, canConfirmReturn: boolean, canCancel: boolean, canReview: boolean, pickupOpensAt: string | null, paid: boolean, hasConversation: boolean, unreadMessages: number, id: string, code: string, timeZone: string, canCancelAsOwner: boolean, disputeWindowEndsAt: string | null, canOpenDispute: boolean, conditionPhotoStages: Array<HandoverStage>, status: BookingStatus, canAccept: boolean, canDecline: boolean, canWithdraw: boolean, awaitingAnswer: boolean, requestExpiresAt: string | null, overdue: boolean, notReturned: boolean, canReportNotReturned: boolean, nonReturnReportableAt: string | null, canExtend: boolean, endDate: string, rentalCircle: RentalCircle, billedMinutes: number, pickupDate: string | null, returnedAt: string | null, cancelledAt: string | null, refundStatus: RefundStatus | null, outcomeLabel: string | null, createdAt: string, quantity: number, startDate: string, startTime: string, endTime: string, lateFee: { amount: number, formatted: string }, refund: { status: RefundStatus | null, rentalPercent: number, inFull: boolean, rental: { amount: number, formatted: string }, deposit: { amount: number, formatted: string }, total: { formatted: string } } | null, timeline: Array<{ transition: BookingTransition, label: string, actor: BookingActor, at: string, note: string | null }>, deposit: { amount: number, formatted: string }, tool: { id: string, name: string, coverImage: string | null, city: string, state: string | null, country: string, address: string | null, categoryName: string }, renter: { id: string, firstName: string, lastName: string }, cancellationQuote: { percent: number, changesAt: string | null, policy: CancellationPolicy, summary: string, refund: { amount: number, decimal: string, formatted: string }, deposit: { amount: number, formatted: string }, total: { amount: number, formatted: string } } | null, damageClaimLimit: { amount: number, decimal: string, formatted: string } | null, disputes: Array<{ id: string, kind: DisputeKind, openedBy: DisputeParty, status: DisputeStatus, reason: string, decisionNote: string | null, decidedAt: string | null, createdAt: string, claim: { formatted: string } | null, refundToRenter: { amount: number, formatted: string } | null, awardToOwner: { amount: number, formatted: string } | null }>, conditionPhotos: Array<{ id: string, stage: HandoverStage, url: string, note: string | null, uploadedBy: ConditionPhotoUploader, createdAt: string }>, amount: { amount: number, currency: CurrencyCode, formatted: string }, owner: { id: string, firstName: string, lastName: string }, price: { amount: number, currency: CurrencyCode, formatted: string } } };

export type BookingFieldsFragment = { viewerRole: BookingViewerRole, canConfirmPickup: boolean, canConfirmReturn: boolean, canCancel: boolean, canReview: boolean, pickupOpensAt: string | null, paid: boolean, hasConversation: boolean, unreadMessages: number, rentalCircle: RentalCircle, billedMinutes: number, pickupDate: string | null, returnedAt: string | null, cancelledAt: string | null, refundStatus: RefundStatus | null, outcomeLabel: string | null, overdue: boolean, createdAt: string, id: string, code: string, status: BookingStatus, quantity: number, startDate: string, startTime: string, endDate: string, endTime: string, timeZone: string, deposit: { amount: number, formatted: string }, price: { amount: number, currency: CurrencyCode, formatted: string }, amount: { amount: number, currency: CurrencyCode, formatted: string }, tool: { id: string, name: string, coverImage: string | null, city: string, state: string | null, country: string, address: string | null, categoryName: string }, renter: { id: string, firstName: string, lastName: string }, owner: { id: string, firstName: string, lastName: string } };

export type BookingPageFieldsFragment = { lateFeeTerms: string | null, pickupCode: string | null, pickupQr: string | null, viewerRole: BookingViewerRole, canConfirmPickup: boolean, canConfirmReturn: boolean, canCancel: boolean, canReview: boolean, pickupOpensAt: string | null, paid: boolean, hasConversation: boolean, unreadMessages: number, id: string, code: string, timeZone: string, canCancelAsOwner: boolean, disputeWindowEndsAt: string | null, canOpenDispute: boolean, conditionPhotoStages: Array<HandoverStage>, status: BookingStatus, canAccept: boolean, canDecline: boolean, canWithdraw: boolean, awaitingAnswer: boolean, requestExpiresAt: string | null, overdue: boolean, notReturned: boolean, canReportNotReturned: boolean, nonReturnReportableAt: string | null, canExtend: boolean, endDate: string, rentalCircle: RentalCircle, billedMinutes: number, pickupDate: string | null, returnedAt: string | null, cancelledAt: string | null, refundStatus: RefundStatus | null, outcomeLabel: string | null, createdAt: string, quantity: number, startDate: string, startTime: string, endTime: string, lateFee: { amount: number, formatted: string }, refund: { status: RefundStatus | null, rentalPercent: number, inFull: boolean, rental: { amount: number, formatted: string }, deposit: { amount: number, formatted: string }, total: { formatted: string } } | null, timeline: Array<{ transition: BookingTransition, label: string, actor: BookingActor, at: string, note: string | null }>, deposit: { amount: number, formatted: string }, tool: { id: string, name: string, coverImage: string | null, city: string, state: string | null, country: string, address: string | null, categoryName: string }, renter: { id: string, firstName: string, lastName: string }, cancellationQuote: { percent: number, changesAt: string | null, policy: CancellationPolicy, summary: string, refund: { amount: number, decimal: string, formatted: string }, deposit: { amount: number, formatted: string }, total: { amount: number, formatted: string } } | null, damageClaimLimit: { amount: number, decimal: string, formatted: string } | null, disputes: Array<{ id: string, kind: DisputeKind, openedBy: DisputeParty, status: DisputeStatus, reason: string, decisionNote: string | null, decidedAt: string | null, createdAt: string, claim: { formatted: string } | null, refundToRenter: { amount: number, formatted: string } | null, awardToOwner: { amount: number, formatted: string } | null }>, conditionPhotos: Array<{ id: string, stage: HandoverStage, url: string, note: string | null, uploadedBy: ConditionPhotoUploader, createdAt: string }>, amount: { amount: number, currency: CurrencyCode, formatted: string }, owner: { id: string, firstName: string, lastName: string }, price: { amount: number, currency: CurrencyCode, formatted: string } };

export type BookingListFieldsFragment = { total: number, page: number, pageSize: number, hasMore: boolean, items: Array<{ viewerRole: BookingViewerRole, canConfirmPickup: boolean, canConfirmReturn: boolean, canCancel: boolean, canReview: boolean, pickupOpensAt: string | null, paid: boolean, hasConversation: boolean, unreadMessages: number, rentalCircle: RentalCircle, billedMinutes: number, pickupDate: string | null, returnedAt: string | null, cancelledAt: string | null, refundStatus: RefundStatus | null, outcomeLabel: string | null, overdue: boolean, createdAt: string, id: string, code: string, status: BookingStatus, quantity: number, startDate: string, startTime: string, endDate: string, endTime: string, timeZone: string, deposit: { amount: number, formatted: string }, price: { amount: number, currency: CurrencyCode, formatted: string }, amount: { amount: number, currency: CurrencyCode, formatted: string }, tool: { id: string, name: string, coverImage: string | null, city: string, state: string | null, country: string, address: string | null, categoryName: string }, renter: { id: string, firstName: string, lastName: string }, owner: { id: string, firstName: string, lastName: string } }> };

export type MyBookingsQueryVariables = Exact<{
  page?: number | null | undefined;
  search?: string | null | undefined;
  orderBy?: BookingOrder | null | undefined;
}>;


export type MyBookingsQuery = { myBookings: { total: number, page: number, pageSize: number, hasMore: boolean, items: Array<{ viewerRole: BookingViewerRole, canConfirmPickup: boolean, canConfirmReturn: boolean, canCancel: boolean, canReview: boolean, pickupOpensAt: string | null, paid: boolean, hasConversation: boolean, unreadMessages: number, rentalCircle: RentalCircle, billedMinutes: number, pickupDate: string | null, returnedAt: string | null, cancelledAt: string | null, refundStatus: RefundStatus | null, outcomeLabel: string | null, overdue: boolean, createdAt: string, id: string, code: string, status: BookingStatus, quantity: number, startDate: string, startTime: string, endDate: string, endTime: string, timeZone: string, deposit: { amount: number, formatted: string }, price: { amount: number, currency: CurrencyCode, formatted: string }, amount: { amount: number, currency: CurrencyCode, formatted: string }, tool: { id: string, name: string, coverImage: string | null, city: string, state: string | null, country: string, address: string | null, categoryName: string }, renter: { id: string, firstName: string, lastName: string }, owner: { id: string, firstName: string, lastName: string } }> } };

export type MyRentalHistoryQueryVariables = Exact<{
  page?: number | null | undefined;
  search?: string | null | undefined;
  orderBy?: BookingOrder | null | undefined;
}>;


export type MyRentalHistoryQuery = { myRentalHistory: { total: number, page: number, pageSize: number, hasMore: boolean, items: Array<{ viewerRole: BookingViewerRole, canConfirmPickup: boolean, canConfirmReturn: boolean, canCancel: boolean, canReview: boolean, pickupOpensAt: string | null, paid: boolean, hasConversation: boolean, unreadMessages: number, rentalCircle: RentalCircle, billedMinutes: number, pickupDate: string | null, returnedAt: string | null, cancelledAt: string | null, refundStatus: RefundStatus | null, outcomeLabel: string | null, overdue: boolean, createdAt: string, id: string, code: string, status: BookingStatus, quantity: number, startDate: string, startTime: string, endDate: string, endTime: string, timeZone: string, deposit: { amount: number, formatted: string }, price: { amount: number, currency: CurrencyCode, formatted: string }, amount: { amount: number, currency: CurrencyCode, formatted: string }, tool: { id: string, name: string, coverImage: string | null, city: string, state: string | null, country: string, address: string | null, categoryName: string }, renter: { id: string, firstName: string, lastName: string }, owner: { id: string, firstName: string, lastName: string } }> } };

export type BookingQueryVariables = Exact<{
  id: string | number;
}>;


export type BookingQuery = { booking: { lateFeeTerms: string | null, pickupCode: string | null, pickupQr: string | null, viewerRole: BookingViewerRole, canConfirmPickup: boolean, canConfirmReturn: boolean, canCancel: boolean, canReview: boolean, pickupOpensAt: string | null, paid: boolean, hasConversation: boolean, unreadMessages: number, id: string, code: string, timeZone: string, canCancelAsOwner: boolean, disputeWindowEndsAt: string | null, canOpenDispute: boolean, conditionPhotoStages: Array<HandoverStage>, status: BookingStatus, canAccept: boolean, canDecline: boolean, canWithdraw: boolean, awaitingAnswer: boolean, requestExpiresAt: string | null, overdue: boolean, notReturned: boolean, canReportNotReturned: boolean, nonReturnReportableAt: string | null, canExtend: boolean, endDate: string, rentalCircle: RentalCircle, billedMinutes: number, pickupDate: string | null, returnedAt: string | null, cancelledAt: string | null, refundStatus: RefundStatus | null, outcomeLabel: string | null, createdAt: string, quantity: number, startDate: string, startTime: string, endTime: string, lateFee: { amount: number, formatted: string }, refund: { status: RefundStatus | null, rentalPercent: number, inFull: boolean, rental: { amount: number, formatted: string }, deposit: { amount: number, formatted: string }, total: { formatted: string } } | null, timeline: Array<{ transition: BookingTransition, label: string, actor: BookingActor, at: string, note: string | null }>, deposit: { amount: number, formatted: string }, tool: { id: string, name: string, coverImage: string | null, city: string, state: string | null, country: string, address: string | null, categoryName: string }, renter: { id: string, firstName: string, lastName: string }, cancellationQuote: { percent: number, changesAt: string | null, policy: CancellationPolicy, summary: string, refund: { amount: number, decimal: string, formatted: string }, deposit: { amount: number, formatted: string }, total: { amount: number, formatted: string } } | null, damageClaimLimit: { amount: number, decimal: string, formatted: string } | null, disputes: Array<{ id: string, kind: DisputeKind, openedBy: DisputeParty, status: DisputeStatus, reason: string, decisionNote: string | null, decidedAt: string | null, createdAt: string, claim: { formatted: string } | null, refundToRenter: { amount: number, formatted: string } | null, awardToOwner: { amount: number, formatted: string } | null }>, conditionPhotos: Array<{ id: string, stage: HandoverStage, url: string, note: string | null, uploadedBy: ConditionPhotoUploader, createdAt: string }>, amount: { amount: number, currency: CurrencyCode, formatted: string }, owner: { id: string, firstName: string, lastName: string }, price: { amount: number, currency: CurrencyCode, formatted: string } } | null };

export type BookingChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type BookingChangedSubscription = { bookingChanged: { lateFeeTerms: string | null, pickupCode: string | null, pickupQr: string | null, viewerRole: BookingViewerRole, canConfirmPickup: boolean, canConfirmReturn: boolean, canCancel: boolean, canReview: boolean, pickupOpensAt: string | null, paid: boolean, hasConversation: boolean, unreadMessages: number, id: string, code: string, timeZone: string, canCancelAsOwner: boolean, disputeWindowEndsAt: string | null, canOpenDispute: boolean, conditionPhotoStages: Array<HandoverStage>, status: BookingStatus, canAccept: boolean, canDecline: boolean, canWithdraw: boolean, awaitingAnswer: boolean, requestExpiresAt: string | null, overdue: boolean, notReturned: boolean, canReportNotReturned: boolean, nonReturnReportableAt: string | null, canExtend: boolean, endDate: string, rentalCircle: RentalCircle, billedMinutes: number, pickupDate: string | null, returnedAt: string | null, cancelledAt: string | null, refundStatus: RefundStatus | null, outcomeLabel: string | null, createdAt: string, quantity: number, startDate: string, startTime: string, endTime: string, lateFee: { amount: number, formatted: string }, refund: { status: RefundStatus | null, rentalPercent: number, inFull: boolean, rental: { amount: number, formatted: string }, deposit: { amount: number, formatted: string }, total: { formatted: string } } | null, timeline: Array<{ transition: BookingTransition, label: string, actor: BookingActor, at: string, note: string | null }>, deposit: { amount: number, formatted: string }, tool: { id: string, name: string, coverImage: string | null, city: string, state: string | null, country: string, address: string | null, categoryName: string }, renter: { id: string, firstName: string, lastName: string }, cancellationQuote: { percent: number, changesAt: string | null, policy: CancellationPolicy, summary: string, refund: { amount: number, decimal: string, formatted: string }, deposit: { amount: number, formatted: string }, total: { amount: number, formatted: string } } | null, damageClaimLimit: { amount: number, decimal: string, formatted: string } | null, disputes: Array<{ id: string, kind: DisputeKind, openedBy: DisputeParty, status: DisputeStatus, reason: string, decisionNote: string | null, decidedAt: string | null, createdAt: string, claim: { formatted: string } | null, refundToRenter: { amount: number, formatted: string } | null, awardToOwner: { amount: number, formatted: string } | null }>, conditionPhotos: Array<{ id: string, stage: HandoverStage, url: string, note: string | null, uploadedBy: ConditionPhotoUploader, createdAt: string }>, amount: { amount: number, currency: CurrencyCode, formatted: string }, owner: { id: string, firstName: string, lastName: string }, price: { amount: number, currency: CurrencyCode, formatted: string } } };

export type ConfirmPaymentMutationVariables = Exact<{
  paymentId: string | number;
}>;


export type ConfirmPaymentMutation = { confirmPayment: { id: string, paid: boolean, bookings: Array<{ id: string, code: string, status: BookingStatus }> } };

export type PaidBookingsQueryVariables = Exact<{
  id: string | number;
}>;


export type PaidBookingsQuery = { payment: { id: string, status: PaymentStatus, amount: { formatted: string }, bookings: Array<{ cancelledAt: string | null, pickupCode: string | null, id: string, code: string, status: BookingStatus, quantity: number, startDate: string, startTime: string, endDate: string, endTime: string, timeZone: string, tool: { id: string, name: string } }> } | null };

export type CheckoutMutationVariables = Exact<{
  expectedTotal?: string | null | undefined;
}>;


export type CheckoutMutation = { checkout: { id: string, paid: boolean, clientSecret: string | null, amount: { amount: number, formatted: string } } };

export type ResumePaymentMutationVariables = Exact<{
  paymentId: string | number;
}>;


export type ResumePaymentMutation = { resumePayment: { id: string, paid: boolean, clientSecret: string | null, amount: { amount: number, formatted: string } } };

export type ReleaseHoldMutationVariables = Exact<{
  paymentId: string | number;
}>;


export type ReleaseHoldMutation = { releaseHold: { id: string, paid: boolean } };

export type ToolCardFieldsFragment = { id: string, name: string, rentalCircle: RentalCircle, itemStatus: ItemStatus, city: string, coverImage: string | null, rating: number | null, ratingCount: number, latitude: number | null, longitude: number | null, distanceKm: number | null, price: { amount: number, currency: CurrencyCode, formatted: string }, category: { id: string, name: string } };

export type PayoutAccountFieldsFragment = { method: PayoutMethod, accountName: string | null, bankName: string | null, accountNumberMasked: string | null, bankCode: string | null, stripeConnected: boolean, stripeDetailsSubmitted: boolean, stripePayoutsEnabled: boolean, stripeRequirementsDue: Array<string>, onHold: boolean, payoutsResumeAt: string | null };

export type MyEarningsQueryVariables = Exact<{
  bookingsPage?: PageInput | null | undefined;
  payoutsPage?: PageInput | null | undefined;
  currency?: CurrencyCode | null | undefined;
}>;


export type MyEarningsQuery = { myEarnings: { currency: CurrencyCode, currencies: Array<CurrencyCode>, disputeWindowHours: number, platformFeePercent: string, payoutMethod: PayoutMethod, pending: { amount: number, formatted: string }, available: { amount: number, decimal: string, formatted: string }, inTransit: { amount: number, formatted: string }, paid: { amount: number, formatted: string }, minimumPayout: { amount: number, formatted: string }, payoutAccount: { method: PayoutMethod, accountName: string | null, bankName: string | null, accountNumberMasked: string | null, bankCode: string | null, stripeConnected: boolean, stripeDetailsSubmitted: boolean, stripePayoutsEnabled: boolean, stripeRequirementsDue: Array<string>, onHold: boolean, payoutsResumeAt: string | null } | null, bookings: { total: number, page: number, pageSize: number, items: Array<{ bookingId: string, bookingCode: string, toolName: string, timeZone: string, status: EarningStatus, availableFrom: string | null, amount: { formatted: string }, fee: { formatted: string }, earning: { formatted: string } }> }, payouts: { total: number, page: number, pageSize: number, items: Array<{ id: string, status: PayoutStatus, method: PayoutMethod, reference: string | null, failureMessage: string | null, createdAt: string, paidAt: string | null, amount: { formatted: string } }> } } };

export type SetBankPayoutDetailsMutationVariables = Exact<{
  input: BankPayoutDetailsInput;
  currentPassword: string;
}>;


export type SetBankPayoutDetailsMutation = { setBankPayoutDetails: { method: PayoutMethod, accountName: string | null, bankName: string | null, accountNumberMasked: string | null, bankCode: string | null, stripeConnected: boolean, stripeDetailsSubmitted: boolean, stripePayoutsEnabled: boolean, stripeRequirementsDue: Array<string>, onHold: boolean, payoutsResumeAt: string | null } };

export type StartStripeOnboardingMutationVariables = Exact<{
  currentPassword: string;
}>;


export type StartStripeOnboardingMutation = { startStripeOnboarding: { url: string } };

export type ConfirmPayoutDetailsMutationVariables = Exact<{
  currentPassword: string;
}>;


export type ConfirmPayoutDetailsMutation = { confirmPayoutDetails: { method: PayoutMethod, accountName: string | null, bankName: string | null, accountNumberMasked: string | null, bankCode: string | null, stripeConnected: boolean, stripeDetailsSubmitted: boolean, stripePayoutsEnabled: boolean, stripeRequirementsDue: Array<string>, onHold: boolean, payoutsResumeAt: string | null } };

export type RefreshStripeAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshStripeAccountMutation = { refreshStripeAccount: { method: PayoutMethod, accountName: string | null, bankName: string | null, accountNumberMasked: string | null, bankCode: string | null, stripeConnected: boolean, stripeDetailsSubmitted: boolean, stripePayoutsEnabled: boolean, stripeRequirementsDue: Array<string>, onHold: boolean, payoutsResumeAt: string | null } | null };

export type RequestPayoutMutationVariables = Exact<{
  amount?: string | null | undefined;
  currency?: CurrencyCode | null | undefined;
}>;


export type RequestPayoutMutation = { requestPayout: { id: string, status: PayoutStatus, method: PayoutMethod, amount: { formatted: string } } };

export type PayoutBanksQueryVariables = Exact<{
  currency?: CurrencyCode | null | undefined;
}>;


export type PayoutBanksQuery = { payoutBanks: Array<{ code: string, name: string }> };

export type CheckPaystackPayoutAccountQueryVariables = Exact<{
  bankCode: string;
  accountNumber: string;
  currency?: CurrencyCode | null | undefined;
}>;


export type CheckPaystackPayoutAccountQuery = { checkPaystackPayoutAccount: { bankCode: string, bankName: string, accountNumber: string, accountName: string } };

export type SetPaystackPayoutAccountMutationVariables = Exact<{
  bankCode: string;
  accountNumber: string;
  currentPassword: string;
  currency?: CurrencyCode | null | undefined;
}>;


export type SetPaystackPayoutAccountMutation = { setPaystackPayoutAccount: { method: PayoutMethod, accountName: string | null, bankName: string | null, accountNumberMasked: string | null, bankCode: string | null, stripeConnected: boolean, stripeDetailsSubmitted: boolean, stripePayoutsEnabled: boolean, stripeRequirementsDue: Array<string>, onHold: boolean, payoutsResumeAt: string | null } };

export type EditToolQueryVariables = Exact<{
  id: string | number;
}>;


export type EditToolQuery = { tool: { address: string | null, pickupLatitude: number | null, pickupLongitude: number | null, locationSource: LocationSource, id: string, name: string, description: string, rentalCircle: RentalCircle, units: number, cancellationPolicy: CancellationPolicy, cancellationPolicySummary: string, bookingMode: BookingMode, requiresIdVerification: boolean, minRentalLength: number, maxRentalLength: number, bufferHours: number, noticeHours: number, maxAdvanceDays: number, weeklyDiscountPercent: number, monthlyDiscountPercent: number, bookingRules: Array<string>, lateFeeUnit: LateFeeUnit, lateFeeTerms: string | null, itemStatus: ItemStatus, country: string, state: string | null, city: string, coverImage: string | null, image1: string | null, image2: string | null, image3: string | null, image4: string | null, rating: number | null, ratingCount: number, createdAt: string, price: { amount: number, currency: CurrencyCode, decimal: string, formatted: string }, deposit: { amount: number, currency: CurrencyCode, decimal: string, formatted: string }, lateFee: { amount: number, decimal: string }, lateFeeCap: { amount: number, decimal: string }, category: { id: string, name: string }, owner: { id: string, firstName: string } } | null, rentalCategories: Array<{ id: string, name: string }> };

export type UpdateToolMutationVariables = Exact<{
  id: string | number;
  input: ToolUpdateInput;
  coverImage?: File | null | undefined;
  image1?: File | null | undefined;
  image2?: File | null | undefined;
  image3?: File | null | undefined;
  image4?: File | null | undefined;
  removeImages?: Array<ImageSlot> | ImageSlot | null | undefined;
}>;


export type UpdateToolMutation = { updateTool: { address: string | null, pickupLatitude: number | null, pickupLongitude: number | null, locationSource: LocationSource, id: string, name: string, description: string, rentalCircle: RentalCircle, units: number, cancellationPolicy: CancellationPolicy, cancellationPolicySummary: string, bookingMode: BookingMode, requiresIdVerification: boolean, minRentalLength: number, maxRentalLength: number, bufferHours: number, noticeHours: number, maxAdvanceDays: number, weeklyDiscountPercent: number, monthlyDiscountPercent: number, bookingRules: Array<string>, lateFeeUnit: LateFeeUnit, lateFeeTerms: string | null, itemStatus: ItemStatus, country: string, state: string | null, city: string, coverImage: string | null, image1: string | null, image2: string | null, image3: string | null, image4: string | null, rating: number | null, ratingCount: number, createdAt: string, price: { amount: number, currency: CurrencyCode, decimal: string, formatted: string }, deposit: { amount: number, currency: CurrencyCode, decimal: string, formatted: string }, lateFee: { amount: number, decimal: string }, lateFeeCap: { amount: number, decimal: string }, category: { id: string, name: string }, owner: { id: string, firstName: string } } };

export type DeleteToolMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteToolMutation = { deleteTool: string };

export type ToolBlocksQueryVariables = Exact<{
  toolId: string | number;
}>;


export type ToolBlocksQuery = { toolBlocks: Array<{ id: string, firstDay: string, lastDay: string, startTime: string | null, endTime: string | null, units: number, note: string | null }>, bookingSettings: { timeZone: string, today: string, timeSlots: Array<{ value: string, label: string }> } };

export type BlockToolMutationVariables = Exact<{
  input: BlockToolInput;
}>;


export type BlockToolMutation = { blockTool: { id: string } };

export type UnblockToolMutationVariables = Exact<{
  id: string | number;
}>;


export type UnblockToolMutation = { unblockTool: string };

export type ToolsForBrowseQueryVariables = Exact<{
  filter: ToolBrowseInput;
  orderBy: ToolOrder;
  page: PageInput;
}>;


export type ToolsForBrowseQuery = { tools: { total: number, totalCapped: boolean, page: number, pageSize: number, items: Array<{ id: string, name: string, rentalCircle: RentalCircle, itemStatus: ItemStatus, city: string, coverImage: string | null, rating: number | null, ratingCount: number, latitude: number | null, longitude: number | null, distanceKm: number | null, price: { amount: number, currency: CurrencyCode, formatted: string }, category: { id: string, name: string } }> }, rentalCategories: Array<{ id: string, name: string }>, bookingSettings: { today: string }, site: { currencies: Array<CurrencyCode>, mapTileUrl: string | null, mapAttribution: string | null, mapAttributionUrl: string | null } };

export type AskOwnerMutationVariables = Exact<{
  toolId: string | number;
  body: string;
  clientId?: string | null | undefined;
}>;


export type AskOwnerMutation = { askOwner: { id: string, conversationId: string } };

export type ConversationDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type ConversationDetailsQuery = { conversationDetails: { id: string, bookingId: string | null, bookingCode: string | null, unread: number, tool: { id: string, name: string }, renter: { id: string, firstName: string }, owner: { id: string, firstName: string }, lastMessage: { body: string, senderId: string, createdAt: string } | null } | null };

export type MessageFieldsFragment = { id: string, conversationId: string, bookingId: string | null, body: string, clientId: string | null, createdAt: string, sender: { id: string, firstName: string } };

export type ConversationQueryVariables = Exact<{
  bookingId?: string | number | null | undefined;
  conversationId?: string | number | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type ConversationQuery = { conversation: { total: number, page: number, pageSize: number, hasMore: boolean, items: Array<{ id: string, conversationId: string, bookingId: string | null, body: string, clientId: string | null, createdAt: string, sender: { id: string, firstName: string } }> } };

export type SendMessageMutationVariables = Exact<{
  bookingId?: string | number | null | undefined;
  conversationId?: string | number | null | undefined;
  body: string;
  clientId?: string | null | undefined;
}>;


export type SendMessageMutation = { sendMessage: { id: string, conversationId: string, bookingId: string | null, body: string, clientId: string | null, createdAt: string, sender: { id: string, firstName: string } } };

export type MessageAddedSubscriptionVariables = Exact<{
  bookingId?: string | number | null | undefined;
  conversationId?: string | number | null | undefined;
}>;


export type MessageAddedSubscription = { messageAdded: { id: string, conversationId: string, bookingId: string | null, body: string, clientId: string | null, createdAt: string, sender: { id: string, firstName: string } } };

export type MarkConversationReadMutationVariables = Exact<{
  bookingId?: string | number | null | undefined;
  conversationId?: string | number | null | undefined;
}>;


export type MarkConversationReadMutation = { markConversationRead: boolean };

export type ConversationFieldsFragment = { id: string, bookingId: string | null, bookingCode: string | null, unread: number, tool: { id: string, name: string }, renter: { id: string, firstName: string }, owner: { id: string, firstName: string }, lastMessage: { body: string, senderId: string, createdAt: string } | null };

export type InboxQueryVariables = Exact<{
  role?: ConversationRole | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type InboxQuery = { inbox: { total: number, page: number, pageSize: number, items: Array<{ id: string, bookingId: string | null, bookingCode: string | null, unread: number, tool: { id: string, name: string }, renter: { id: string, firstName: string }, owner: { id: string, firstName: string }, lastMessage: { body: string, senderId: string, createdAt: string } | null }> } };

export type UnreadMessagesQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadMessagesQuery = { unreadMessages: { asRenter: number, asOwner: number, inquiries: number } };

export type UnreadMessagesChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type UnreadMessagesChangedSubscription = { unreadMessagesChanged: { asRenter: number, asOwner: number, inquiries: number } };

export type SetToolStatusMutationVariables = Exact<{
  id: string | number;
  status: ItemStatus;
}>;


export type SetToolStatusMutation = { setToolStatus: { address: string | null, pickupLatitude: number | null, pickupLongitude: number | null, locationSource: LocationSource, id: string, name: string, description: string, rentalCircle: RentalCircle, units: number, cancellationPolicy: CancellationPolicy, cancellationPolicySummary: string, bookingMode: BookingMode, requiresIdVerification: boolean, minRentalLength: number, maxRentalLength: number, bufferHours: number, noticeHours: number, maxAdvanceDays: number, weeklyDiscountPercent: number, monthlyDiscountPercent: number, bookingRules: Array<string>, lateFeeUnit: LateFeeUnit, lateFeeTerms: string | null, itemStatus: ItemStatus, country: string, state: string | null, city: string, coverImage: string | null, image1: string | null, image2: string | null, image3: string | null, image4: string | null, rating: number | null, ratingCount: number, createdAt: string, price: { amount: number, currency: CurrencyCode, decimal: string, formatted: string }, deposit: { amount: number, currency: CurrencyCode, decimal: string, formatted: string }, lateFee: { amount: number, decimal: string }, lateFeeCap: { amount: number, decimal: string }, category: { id: string, name: string }, owner: { id: string, firstName: string } } };

export type ToolPublicFieldsFragment = { id: string, name: string, description: string, rentalCircle: RentalCircle, units: number, cancellationPolicy: CancellationPolicy, cancellationPolicySummary: string, bookingMode: BookingMode, requiresIdVerification: boolean, minRentalLength: number, maxRentalLength: number, bufferHours: number, noticeHours: number, maxAdvanceDays: number, weeklyDiscountPercent: number, monthlyDiscountPercent: number, bookingRules: Array<string>, lateFeeUnit: LateFeeUnit, lateFeeTerms: string | null, itemStatus: ItemStatus, country: string, state: string | null, city: string, coverImage: string | null, image1: string | null, image2: string | null, image3: string | null, image4: string | null, rating: number | null, ratingCount: number, createdAt: string, price: { amount: number, currency: CurrencyCode, decimal: string, formatted: string }, deposit: { amount: number, currency: CurrencyCode, decimal: string, formatted: string }, lateFee: { amount: number, decimal: string }, lateFeeCap: { amount: number, decimal: string }, category: { id: string, name: string }, owner: { id: string, firstName: string } };

export type ToolDetailsFieldsFragment = { address: string | null, pickupLatitude: number | null, pickupLongitude: number | null, locationSource: LocationSource, id: string, name: string, description: string, rentalCircle: RentalCircle, units: number, cancellationPolicy: CancellationPolicy, cancellationPolicySummary: string, bookingMode: BookingMode, requiresIdVerification: boolean, minRentalLength: number, maxRentalLength: number, bufferHours: number, noticeHours: number, maxAdvanceDays: number, weeklyDiscountPercent: number, monthlyDiscountPercent: number, bookingRules: Array<string>, lateFeeUnit: LateFeeUnit, lateFeeTerms: string | null, itemStatus: ItemStatus, country: string, state: string | null, city: string, coverImage: string | null, image1: string | null, image2: string | null, image3: string | null, image4: string | null, rating: number | null, ratingCount: number, createdAt: string, price: { amount: number, currency: CurrencyCode, decimal: string, formatted: string }, deposit: { amount: number, currency: CurrencyCode, decimal: string, formatted: string }, lateFee: { amount: number, decimal: string }, lateFeeCap: { amount: number, decimal: string }, category: { id: string, name: string }, owner: { id: string, firstName: string } };

export type MyToolsQueryVariables = Exact<{
  page?: number | null | undefined;
}>;


export type MyToolsQuery = { myTools: { total: number, page: number, pageSize: number, hasMore: boolean, items: Array<{ bookingsCount: number | null, address: string | null, pickupLatitude: number | null, pickupLongitude: number | null, locationSource: LocationSource, id: string, name: string, description: string, rentalCircle: RentalCircle, units: number, cancellationPolicy: CancellationPolicy, cancellationPolicySummary: string, bookingMode: BookingMode, requiresIdVerification: boolean, minRentalLength: number, maxRentalLength: number, bufferHours: number, noticeHours: number, maxAdvanceDays: number, weeklyDiscountPercent: number, monthlyDiscountPercent: number, bookingRules: Array<string>, lateFeeUnit: LateFeeUnit, lateFeeTerms: string | null, itemStatus: ItemStatus, country: string, state: string | null, city: string, coverImage: string | null, image1: string | null, image2: string | null, image3: string | null, image4: string | null, rating: number | null, ratingCount: number, createdAt: string, price: { amount: number, currency: CurrencyCode, decimal: string, formatted: string }, deposit: { amount: number, currency: CurrencyCode, decimal: string, formatted: string }, lateFee: { amount: number, decimal: string }, lateFeeCap: { amount: number, decimal: string }, category: { id: string, name: string }, owner: { id: string, firstName: string } }> } };

export type MyToolChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MyToolChangedSubscription = { myToolChanged: { address: string | null, pickupLatitude: number | null, pickupLongitude: number | null, locationSource: LocationSource, id: string, name: string, description: string, rentalCircle: RentalCircle, units: number, cancellationPolicy: CancellationPolicy, cancellationPolicySummary: string, bookingMode: BookingMode, requiresIdVerification: boolean, minRentalLength: number, maxRentalLength: number, bufferHours: number, noticeHours: number, maxAdvanceDays: number, weeklyDiscountPercent: number, monthlyDiscountPercent: number, bookingRules: Array<string>, lateFeeUnit: LateFeeUnit, lateFeeTerms: string | null, itemStatus: ItemStatus, country: string, state: string | null, city: string, coverImage: string | null, image1: string | null, image2: string | null, image3: string | null, image4: string | null, rating: number | null, ratingCount: number, createdAt: string, price: { amount: number, currency: CurrencyCode, decimal: string, formatted: string }, deposit: { amount: number, currency: CurrencyCode, decimal: string, formatted: string }, lateFee: { amount: number, decimal: string }, lateFeeCap: { amount: number, decimal: string }, category: { id: string, name: string }, owner: { id: string, firstName: string } } };

export type PaymentSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentSettingsQuery = { paymentSettings: { provider: PaymentProvider, publishableKey: string | null } };

export type OwnerProfileQueryVariables = Exact<{
  id: string | number;
}>;


export type OwnerProfileQuery = { ownerProfile: { id: string, firstName: string, memberSince: string, emailVerified: boolean, idVerified: boolean, listedTools: number, rating: number | null, reviewCount: number, responseRate: number | null, responseMinutes: number | null, requestsAnswered: number, tools: Array<{ id: string, name: string, rentalCircle: RentalCircle, itemStatus: ItemStatus, city: string, coverImage: string | null, rating: number | null, ratingCount: number, latitude: number | null, longitude: number | null, distanceKm: number | null, price: { amount: number, currency: CurrencyCode, formatted: string }, category: { id: string, name: string } }>, reviews: { total: number, items: Array<{ id: string, rating: number, comment: string, createdAt: string, author: { id: string, firstName: string } }> } } | null };

export type RenterProfileQueryVariables = Exact<{
  id: string | number;
}>;


export type RenterProfileQuery = { renterProfile: { id: string, firstName: string, memberSince: string, emailVerified: boolean, idVerified: boolean, completedRentals: number, rating: number | null, reviewCount: number, reviews: { total: number, items: Array<{ id: string, rating: number, comment: string, createdAt: string, author: { id: string, firstName: string } }> } } | null };

export type BookingReviewQueryVariables = Exact<{
  bookingId: string | number;
}>;


export type BookingReviewQuery = { bookingReview: { canReview: boolean, otherHasReviewed: boolean, reviewableUntil: string | null, review: { id: string, rating: number, comment: string, createdAt: string, publishedAt: string | null, editableUntil: string } | null, renterReview: { id: string, rating: number, comment: string, createdAt: string, publishedAt: string | null, editableUntil: string } | null } };

export type BookingReviewFieldsFragment = { id: string, rating: number, comment: string, createdAt: string, publishedAt: string | null, editableUntil: string };

export type AddReviewMutationVariables = Exact<{
  bookingId: string | number;
  rating: number;
  comment?: string | null | undefined;
}>;


export type AddReviewMutation = { addReview: { id: string } };

export type UpdateReviewMutationVariables = Exact<{
  bookingId: string | number;
  rating: number;
  comment?: string | null | undefined;
}>;


export type UpdateReviewMutation = { updateReview: { id: string } };

export type ToolReviewsQueryVariables = Exact<{
  toolId: string | number;
  page: PageInput;
}>;


export type ToolReviewsQuery = { toolReviews: { total: number, page: number, pageSize: number, items: Array<{ id: string, rating: number, comment: string, createdAt: string, author: { id: string, firstName: string } }> } };

export type SaveSearchMutationVariables = Exact<{
  filter: ToolBrowseInput;
}>;


export type SaveSearchMutation = { saveSearch: { id: string, label: string } };

export type ToolSavedQueryVariables = Exact<{
  id: string | number;
}>;


export type ToolSavedQuery = { tool: { id: string, saved: boolean } | null };

export type SaveToolMutationVariables = Exact<{
  toolId: string | number;
  saved: boolean;
}>;


export type SaveToolMutation = { saveTool: { id: string, saved: boolean } };

export type SavedToolsQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type SavedToolsQuery = { savedTools: { total: number, page: number, pageSize: number, items: Array<{ saved: boolean, id: string, name: string, rentalCircle: RentalCircle, itemStatus: ItemStatus, city: string, coverImage: string | null, rating: number | null, ratingCount: number, latitude: number | null, longitude: number | null, distanceKm: number | null, price: { amount: number, currency: CurrencyCode, formatted: string }, category: { id: string, name: string } }> } };

export type SavedSearchesQueryVariables = Exact<{ [key: string]: never; }>;


export type SavedSearchesQuery = { savedSearches: Array<{ id: string, label: string, path: string }> };

export type DeleteSavedSearchMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSavedSearchMutation = { deleteSavedSearch: string };

export type UnsubscribeSavedSearchMutationVariables = Exact<{
  token: string;
}>;


export type UnsubscribeSavedSearchMutation = { unsubscribeSavedSearch: string | null };

export type ToolDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type ToolDetailsQuery = { tool: { id: string, name: string, description: string, rentalCircle: RentalCircle, units: number, cancellationPolicy: CancellationPolicy, cancellationPolicySummary: string, bookingMode: BookingMode, requiresIdVerification: boolean, minRentalLength: number, maxRentalLength: number, bufferHours: number, noticeHours: number, maxAdvanceDays: number, weeklyDiscountPercent: number, monthlyDiscountPercent: number, bookingRules: Array<string>, lateFeeUnit: LateFeeUnit, lateFeeTerms: string | null, itemStatus: ItemStatus, country: string, state: string | null, city: string, coverImage: string | null, image1: string | null, image2: string | null, image3: string | null, image4: string | null, rating: number | null, ratingCount: number, createdAt: string, owner: { id: string, ownerCancellations: number, firstName: string }, price: { amount: number, currency: CurrencyCode, decimal: string, formatted: string }, deposit: { amount: number, currency: CurrencyCode, decimal: string, formatted: string }, lateFee: { amount: number, decimal: string }, lateFeeCap: { amount: number, decimal: string }, category: { id: string, name: string } } | null, bookingSettings: { timeZone: string, today: string, holdMinutes: number, requestResponseHours: number, timeSlots: Array<{ value: string, label: string }> } };

export type AccountChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AccountChangedSubscription = { accountChanged: { id: string, nickname: string | null, firstName: string, lastName: string, email: string, emailVerified: boolean, role: Role, image: string | null, phone: string | null, country: string | null, state: string | null, city: string | null, address: string | null, createdAt: string } | null };

export type SessionUserFieldsFragment = { id: string, nickname: string | null, firstName: string, lastName: string, email: string, emailVerified: boolean, role: Role, image: string | null, phone: string | null, country: string | null, state: string | null, city: string | null, address: string | null, createdAt: string };

export type RefreshSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshSessionMutation = { refreshSession: { accessToken: string, expiresAt: string, user: { id: string, nickname: string | null, firstName: string, lastName: string, email: string, emailVerified: boolean, role: Role, image: string | null, phone: string | null, country: string | null, state: string | null, city: string | null, address: string | null, createdAt: string } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type ResendEmailVerificationMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendEmailVerificationMutation = { resendEmailVerification: string };

export type BookingPeriodFieldsFragment = { id: string, code: string, status: BookingStatus, quantity: number, startDate: string, startTime: string, endDate: string, endTime: string, timeZone: string };

export type BookingCoreFieldsFragment = { rentalCircle: RentalCircle, billedMinutes: number, pickupDate: string | null, returnedAt: string | null, cancelledAt: string | null, refundStatus: RefundStatus | null, outcomeLabel: string | null, overdue: boolean, createdAt: string, id: string, code: string, status: BookingStatus, quantity: number, startDate: string, startTime: string, endDate: string, endTime: string, timeZone: string, price: { amount: number, currency: CurrencyCode, formatted: string }, amount: { amount: number, currency: CurrencyCode, formatted: string }, tool: { id: string, name: string, coverImage: string | null, city: string, state: string | null, country: string, address: string | null, categoryName: string }, renter: { id: string, firstName: string, lastName: string }, owner: { id: string, firstName: string, lastName: string } };

export type SiteConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteConfigQuery = { site: { expoName: string, expoYear: number, expoStartDate: string, expoEndDate: string, expoVenue: string, expoTimeZone: string, marketplaceTimeZone: string, currency: CurrencyCode, contactPhone: string | null, contactEmail: string | null, contactWebsite: string | null, facebookUrl: string | null, instagramUrl: string | null, xUrl: string | null, mapTileUrl: string | null, mapAttribution: string | null, mapAttributionUrl: string | null, localCurrencies: Array<{ country: CountryCode, currency: CurrencyCode }> } };

export type SiteTimeZonesQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteTimeZonesQuery = { site: { expoTimeZone: string, marketplaceTimeZone: string } };

export const IdentityCheckFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IdentityCheckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdentityCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"documentKind"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"documentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"selfieUrl"}},{"kind":"Field","name":{"kind":"Name","value":"documentsDeletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"documentsKeptUntil"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}}]}}]} as unknown as DocumentNode<IdentityCheckFieldsFragment, unknown>;
export const AccessCodeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"places"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"usable"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorCompany"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AccessCodeFieldsFragment, unknown>;
export const AuditEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"targetLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<AuditEntryFieldsFragment, unknown>;
export const DeskScanResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskScanResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckInScanResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"guest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCode"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"first"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"deskName"}},{"kind":"Field","name":{"kind":"Name","value":"entrance"}}]}}]}}]} as unknown as DocumentNode<DeskScanResultFragment, unknown>;
export const ExhibitorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExhibitorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exhibitor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionFr"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"booth"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ExhibitorFieldsFragment, unknown>;
export const ContactMessageRepliesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactMessageRepliesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"outboxId"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ContactMessageRepliesFieldsFragment, unknown>;
export const ContactMessageRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactMessageRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ContactMessageRowFieldsFragment, unknown>;
export const InvoiceSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankDetails"}},{"kind":"Field","name":{"kind":"Name","value":"invoicePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTermsDays"}},{"kind":"Field","name":{"kind":"Name","value":"reminderDaysBefore"}},{"kind":"Field","name":{"kind":"Name","value":"taxLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"basisPoints"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paidSponsorsOnly"}}]}}]} as unknown as DocumentNode<InvoiceSettingsFieldsFragment, unknown>;
export const SponsorInvoiceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SponsorInvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SponsorInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"netCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"basisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalText"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReference"}}]}}]} as unknown as DocumentNode<SponsorInvoiceFieldsFragment, unknown>;
export const OutboxMessageRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OutboxMessageRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<OutboxMessageRowFieldsFragment, unknown>;
export const AdminParticipantRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminParticipantRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminParticipant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCode"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<AdminParticipantRowFieldsFragment, unknown>;
export const ProgrammeSessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgrammeSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleFr"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionFr"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"roomFr"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"speakers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}}]}}]}}]} as unknown as DocumentNode<ProgrammeSessionFieldsFragment, unknown>;
export const RegistrationDayFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationDayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationDayCount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"registered"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingApproval"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"checkedIn"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"held"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}}]}}]} as unknown as DocumentNode<RegistrationDayFieldsFragment, unknown>;
export const RegistrationQuestionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelFr"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelFr"}}]}}]}}]} as unknown as DocumentNode<RegistrationQuestionFieldsFragment, unknown>;
export const RegistrationTypeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameFr"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionFr"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"soldOut"}},{"kind":"Field","name":{"kind":"Name","value":"saleState"}},{"kind":"Field","name":{"kind":"Name","value":"salesStartAt"}},{"kind":"Field","name":{"kind":"Name","value":"salesEndAt"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"requiresCode"}},{"kind":"Field","name":{"kind":"Name","value":"requiresApproval"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorPasses"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"badgeColour"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationQuestionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelFr"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelFr"}}]}}]}}]} as unknown as DocumentNode<RegistrationTypeFieldsFragment, unknown>;
export const AdminSponsorRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSponsorRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminSponsor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<AdminSponsorRowFieldsFragment, unknown>;
export const AdminUserRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]} as unknown as DocumentNode<AdminUserRowFieldsFragment, unknown>;
export const WebhookEndpointFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"secretHint"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhookEndpointFieldsFragment, unknown>;
export const WebhookDeliveryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhookDeliveryFieldsFragment, unknown>;
export const MySeatFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MySeatFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MySessionSeat"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"offerExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"placeInLine"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleFr"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"roomFr"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}}]}}]}}]} as unknown as DocumentNode<MySeatFieldsFragment, unknown>;
export const PackageViewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SponsorshipPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"amountRange"}},{"kind":"Field","name":{"kind":"Name","value":"advertExpoProgram"}},{"kind":"Field","name":{"kind":"Name","value":"boothSpace"}},{"kind":"Field","name":{"kind":"Name","value":"vipPasses"}},{"kind":"Field","name":{"kind":"Name","value":"brandingPresentation"}},{"kind":"Field","name":{"kind":"Name","value":"premiumBoothLocation"}},{"kind":"Field","name":{"kind":"Name","value":"logoOnStageBackdrops"}},{"kind":"Field","name":{"kind":"Name","value":"speakingSlotAtOpening"}},{"kind":"Field","name":{"kind":"Name","value":"vipNetworkingAccess"}},{"kind":"Field","name":{"kind":"Name","value":"logoOnDelegateItems"}},{"kind":"Field","name":{"kind":"Name","value":"logoOnBannersWebsiteSocial"}},{"kind":"Field","name":{"kind":"Name","value":"recognitionDuringSessions"}},{"kind":"Field","name":{"kind":"Name","value":"networkingLoungeAccess"}},{"kind":"Field","name":{"kind":"Name","value":"pressReleaseMention"}}]}}]} as unknown as DocumentNode<PackageViewFieldsFragment, unknown>;
export const PublicRegistrationTypeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicRegistrationType"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameFr"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionFr"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"soldOut"}},{"kind":"Field","name":{"kind":"Name","value":"saleState"}},{"kind":"Field","name":{"kind":"Name","value":"salesStartAt"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"requiresCode"}},{"kind":"Field","name":{"kind":"Name","value":"requiresApproval"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationQuestionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelFr"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelFr"}}]}}]}}]} as unknown as DocumentNode<PublicRegistrationTypeFragment, unknown>;
export const NotificationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingRole"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<NotificationFieldsFragment, unknown>;
export const BookingSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"holdMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"requestResponseHours"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<BookingSettingsFieldsFragment, unknown>;
export const CartFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"rentalAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"depositAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"unitAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"policy"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"refundDeadlines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"until"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingPayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matchesCart"}},{"kind":"Field","name":{"kind":"Name","value":"toolNames"}}]}}]}}]} as unknown as DocumentNode<CartFieldsFragment, unknown>;
export const BookingPeriodFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPeriodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]} as unknown as DocumentNode<BookingPeriodFieldsFragment, unknown>;
export const BookingCoreFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPeriodFields"}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"billedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupDate"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundStatus"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPeriodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]} as unknown as DocumentNode<BookingCoreFieldsFragment, unknown>;
export const BookingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCoreFields"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canConfirmPickup"}},{"kind":"Field","name":{"kind":"Name","value":"canConfirmReturn"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canReview"}},{"kind":"Field","name":{"kind":"Name","value":"pickupOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"hasConversation"}},{"kind":"Field","name":{"kind":"Name","value":"unreadMessages"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPeriodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPeriodFields"}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"billedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupDate"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundStatus"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<BookingFieldsFragment, unknown>;
export const BookingCancellationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCancellationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canCancelAsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellationQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"changesAt"}},{"kind":"Field","name":{"kind":"Name","value":"policy"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}}]} as unknown as DocumentNode<BookingCancellationFieldsFragment, unknown>;
export const BookingDisputeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingDisputeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"disputeWindowEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"damageClaimLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canOpenDispute"}},{"kind":"Field","name":{"kind":"Name","value":"disputes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"claim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundToRenter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awardToOwner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<BookingDisputeFieldsFragment, unknown>;
export const BookingConditionPhotoFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingConditionPhotoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"conditionPhotoStages"}},{"kind":"Field","name":{"kind":"Name","value":"conditionPhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<BookingConditionPhotoFieldsFragment, unknown>;
export const BookingRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canAccept"}},{"kind":"Field","name":{"kind":"Name","value":"canDecline"}},{"kind":"Field","name":{"kind":"Name","value":"canWithdraw"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"requestExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}}]} as unknown as DocumentNode<BookingRequestFieldsFragment, unknown>;
export const BookingNonReturnFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingNonReturnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"notReturned"}},{"kind":"Field","name":{"kind":"Name","value":"canReportNotReturned"}},{"kind":"Field","name":{"kind":"Name","value":"nonReturnReportableAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}}]} as unknown as DocumentNode<BookingNonReturnFieldsFragment, unknown>;
export const BookingExtensionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingExtensionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"canExtend"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}}]} as unknown as DocumentNode<BookingExtensionFieldsFragment, unknown>;
export const BookingPageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCancellationFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingDisputeFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingConditionPhotoFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingRequestFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingNonReturnFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingExtensionFields"}},{"kind":"Field","name":{"kind":"Name","value":"lateFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeTerms"}},{"kind":"Field","name":{"kind":"Name","value":"pickupCode"}},{"kind":"Field","name":{"kind":"Name","value":"pickupQr"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rental"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rentalPercent"}},{"kind":"Field","name":{"kind":"Name","value":"inFull"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transition"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPeriodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPeriodFields"}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"billedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupDate"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundStatus"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCoreFields"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canConfirmPickup"}},{"kind":"Field","name":{"kind":"Name","value":"canConfirmReturn"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canReview"}},{"kind":"Field","name":{"kind":"Name","value":"pickupOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"hasConversation"}},{"kind":"Field","name":{"kind":"Name","value":"unreadMessages"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCancellationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canCancelAsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellationQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"changesAt"}},{"kind":"Field","name":{"kind":"Name","value":"policy"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingDisputeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"disputeWindowEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"damageClaimLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canOpenDispute"}},{"kind":"Field","name":{"kind":"Name","value":"disputes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"claim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundToRenter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awardToOwner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingConditionPhotoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"conditionPhotoStages"}},{"kind":"Field","name":{"kind":"Name","value":"conditionPhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canAccept"}},{"kind":"Field","name":{"kind":"Name","value":"canDecline"}},{"kind":"Field","name":{"kind":"Name","value":"canWithdraw"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"requestExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingNonReturnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"notReturned"}},{"kind":"Field","name":{"kind":"Name","value":"canReportNotReturned"}},{"kind":"Field","name":{"kind":"Name","value":"nonReturnReportableAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingExtensionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"canExtend"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}}]} as unknown as DocumentNode<BookingPageFieldsFragment, unknown>;
export const BookingListFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPeriodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPeriodFields"}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"billedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupDate"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundStatus"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCoreFields"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canConfirmPickup"}},{"kind":"Field","name":{"kind":"Name","value":"canConfirmReturn"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canReview"}},{"kind":"Field","name":{"kind":"Name","value":"pickupOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"hasConversation"}},{"kind":"Field","name":{"kind":"Name","value":"unreadMessages"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}}]} as unknown as DocumentNode<BookingListFieldsFragment, unknown>;
export const ToolCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ToolCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"itemStatus"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}}]}}]} as unknown as DocumentNode<ToolCardFieldsFragment, unknown>;
export const PayoutAccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumberMasked"}},{"kind":"Field","name":{"kind":"Name","value":"bankCode"}},{"kind":"Field","name":{"kind":"Name","value":"stripeConnected"}},{"kind":"Field","name":{"kind":"Name","value":"stripeDetailsSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"stripePayoutsEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"stripeRequirementsDue"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"payoutsResumeAt"}}]}}]} as unknown as DocumentNode<PayoutAccountFieldsFragment, unknown>;
export const MessageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}}]} as unknown as DocumentNode<MessageFieldsFragment, unknown>;
export const ConversationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unread"}}]}}]} as unknown as DocumentNode<ConversationFieldsFragment, unknown>;
export const ToolPublicFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ToolPublicFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicySummary"}},{"kind":"Field","name":{"kind":"Name","value":"bookingMode"}},{"kind":"Field","name":{"kind":"Name","value":"requiresIdVerification"}},{"kind":"Field","name":{"kind":"Name","value":"minRentalLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxRentalLength"}},{"kind":"Field","name":{"kind":"Name","value":"bufferHours"}},{"kind":"Field","name":{"kind":"Name","value":"noticeHours"}},{"kind":"Field","name":{"kind":"Name","value":"maxAdvanceDays"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"bookingRules"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeUnit"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeCap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeTerms"}},{"kind":"Field","name":{"kind":"Name","value":"itemStatus"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"image1"}},{"kind":"Field","name":{"kind":"Name","value":"image2"}},{"kind":"Field","name":{"kind":"Name","value":"image3"}},{"kind":"Field","name":{"kind":"Name","value":"image4"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ToolPublicFieldsFragment, unknown>;
export const ToolDetailsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ToolDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ToolPublicFields"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"pickupLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"pickupLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"locationSource"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ToolPublicFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicySummary"}},{"kind":"Field","name":{"kind":"Name","value":"bookingMode"}},{"kind":"Field","name":{"kind":"Name","value":"requiresIdVerification"}},{"kind":"Field","name":{"kind":"Name","value":"minRentalLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxRentalLength"}},{"kind":"Field","name":{"kind":"Name","value":"bufferHours"}},{"kind":"Field","name":{"kind":"Name","value":"noticeHours"}},{"kind":"Field","name":{"kind":"Name","value":"maxAdvanceDays"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"bookingRules"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeUnit"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeCap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeTerms"}},{"kind":"Field","name":{"kind":"Name","value":"itemStatus"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"image1"}},{"kind":"Field","name":{"kind":"Name","value":"image2"}},{"kind":"Field","name":{"kind":"Name","value":"image3"}},{"kind":"Field","name":{"kind":"Name","value":"image4"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ToolDetailsFieldsFragment, unknown>;
export const BookingReviewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"editableUntil"}}]}}]} as unknown as DocumentNode<BookingReviewFieldsFragment, unknown>;
export const SessionUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SessionUserFieldsFragment, unknown>;
export const MyApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<MyApiTokensQuery, MyApiTokensQueryVariables>;
export const CreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const MyIdentityCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyIdentityCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idVerified"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myIdentityCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IdentityCheckFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IdentityCheckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdentityCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"documentKind"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"documentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"selfieUrl"}},{"kind":"Field","name":{"kind":"Name","value":"documentsDeletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"documentsKeptUntil"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}}]}}]} as unknown as DocumentNode<MyIdentityCheckQuery, MyIdentityCheckQueryVariables>;
export const MyLatestIdentityCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLatestIdentityCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myIdentityCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IdentityCheckFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IdentityCheckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdentityCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"documentKind"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"documentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"selfieUrl"}},{"kind":"Field","name":{"kind":"Name","value":"documentsDeletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"documentsKeptUntil"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}}]}}]} as unknown as DocumentNode<MyLatestIdentityCheckQuery, MyLatestIdentityCheckQueryVariables>;
export const SubmitIdentityCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitIdentityCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"documentKind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IdDocumentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"document"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"selfie"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitIdentityCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentKind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"documentKind"}}},{"kind":"Argument","name":{"kind":"Name","value":"document"},"value":{"kind":"Variable","name":{"kind":"Name","value":"document"}}},{"kind":"Argument","name":{"kind":"Name","value":"selfie"},"value":{"kind":"Variable","name":{"kind":"Name","value":"selfie"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IdentityCheckFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IdentityCheckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdentityCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"documentKind"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"documentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"selfieUrl"}},{"kind":"Field","name":{"kind":"Name","value":"documentsDeletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"documentsKeptUntil"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}}]}}]} as unknown as DocumentNode<SubmitIdentityCheckMutation, SubmitIdentityCheckMutationVariables>;
export const ForgetMyIdentityDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgetMyIdentityDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgetMyIdentityDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IdentityCheckFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IdentityCheckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdentityCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"documentKind"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"documentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"selfieUrl"}},{"kind":"Field","name":{"kind":"Name","value":"documentsDeletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"documentsKeptUntil"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}}]}}]} as unknown as DocumentNode<ForgetMyIdentityDocumentsMutation, ForgetMyIdentityDocumentsMutationVariables>;
export const RequestOwnPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestOwnPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestOwnPasswordResetMutation, RequestOwnPasswordResetMutationVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAccountInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"removeImage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}},{"kind":"Argument","name":{"kind":"Name","value":"removeImage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"removeImage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ProfilePendingEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfilePendingEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}}]}}]}}]} as unknown as DocumentNode<ProfilePendingEmailQuery, ProfilePendingEmailQueryVariables>;
export const LogoutEverywhereDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogoutEverywhere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoutEverywhere"}}]}}]} as unknown as DocumentNode<LogoutEverywhereMutation, LogoutEverywhereMutationVariables>;
export const AdminAccessCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAccessCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expoTimeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminAccessCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessCodeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"places"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"usable"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorCompany"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminAccessCodesQuery, AdminAccessCodesQueryVariables>;
export const AccessCodeTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessCodeTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRegistrationTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"requiresCode"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorPasses"}}]}}]}}]} as unknown as DocumentNode<AccessCodeTypesQuery, AccessCodeTypesQueryVariables>;
export const CreateAccessCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAccessCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccessCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAccessCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessCodeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"places"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"usable"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorCompany"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateAccessCodeMutation, CreateAccessCodeMutationVariables>;
export const AdminAccessCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAccessCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expoTimeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminAccessCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessCodeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminAccessCodeUses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"usedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"checkedIn"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"places"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"usable"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorCompany"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminAccessCodeQuery, AdminAccessCodeQueryVariables>;
export const UpdateAccessCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAccessCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccessCodeChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAccessCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessCodeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"places"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"usable"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorCompany"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateAccessCodeMutation, UpdateAccessCodeMutationVariables>;
export const RevokeAccessCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeAccessCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeAccessCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessCodeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"places"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"usable"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorCompany"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RevokeAccessCodeMutation, RevokeAccessCodeMutationVariables>;
export const AdminAuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditTargetType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"actorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAuditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"targetType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targetType"}}},{"kind":"Argument","name":{"kind":"Name","value":"targetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"actorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"actorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEntryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"targetLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<AdminAuditLogQuery, AdminAuditLogQueryVariables>;
export const AuditAdministratorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditAdministrators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"EnumValue","value":"ADMIN"}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"FIRST_NAME"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"ASC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]} as unknown as DocumentNode<AuditAdministratorsQuery, AuditAdministratorsQueryVariables>;
export const RecordHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecordHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAuditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"targetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"20"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEntryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"targetLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<RecordHistoryQuery, RecordHistoryQueryVariables>;
export const BadgePrintOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BadgePrintOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expoStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"expoEndDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminRegistrationTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}}]}}]} as unknown as DocumentNode<BadgePrintOptionsQuery, BadgePrintOptionsQueryVariables>;
export const BadgePrintCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BadgePrintCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BadgePrintFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badgePrintCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matching"}},{"kind":"Field","name":{"kind":"Name","value":"unprinted"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}}]} as unknown as DocumentNode<BadgePrintCountQuery, BadgePrintCountQueryVariables>;
export const AdminBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toolId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"toolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toolId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminBookingsQuery, AdminBookingsQueryVariables>;
export const AdminBookingDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBookingDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCoreFields"}},{"kind":"Field","name":{"kind":"Name","value":"notReturned"}},{"kind":"Field","name":{"kind":"Name","value":"disputes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rental"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rentalPercent"}},{"kind":"Field","name":{"kind":"Name","value":"inFull"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"image1"}},{"kind":"Field","name":{"kind":"Name","value":"image2"}},{"kind":"Field","name":{"kind":"Name","value":"image3"}},{"kind":"Field","name":{"kind":"Name","value":"image4"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPeriodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPeriodFields"}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"billedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupDate"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundStatus"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<AdminBookingDetailsQuery, AdminBookingDetailsQueryVariables>;
export const AdminBookingLedgerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBookingLedger"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ledger"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"providerRef"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"depositStatus"}},{"kind":"Field","name":{"kind":"Name","value":"depositSettledAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conditionPhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminBookingLedgerQuery, AdminBookingLedgerQueryVariables>;
export const CreateRentalCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRentalCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRentalCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<CreateRentalCategoryMutation, CreateRentalCategoryMutationVariables>;
export const AdminRentalCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRentalCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<AdminRentalCategoryQuery, AdminRentalCategoryQueryVariables>;
export const UpdateRentalCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRentalCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRentalCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<UpdateRentalCategoryMutation, UpdateRentalCategoryMutationVariables>;
export const DeleteRentalCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRentalCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRentalCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteRentalCategoryMutation, DeleteRentalCategoryMutationVariables>;
export const AdminRentalCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRentalCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<AdminRentalCategoriesQuery, AdminRentalCategoriesQueryVariables>;
export const DeskSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkInDays"}},{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expoTimeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}}]}}]}}]} as unknown as DocumentNode<DeskSetupQuery, DeskSetupQueryVariables>;
export const CheckInParticipantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckInParticipant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkInParticipant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCode"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}}]}}]}}]} as unknown as DocumentNode<CheckInParticipantMutation, CheckInParticipantMutationVariables>;
export const DeskGuestListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskGuestList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"day"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkInGuestList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"day"},"value":{"kind":"Variable","name":{"kind":"Name","value":"day"}}},{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"guests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCode"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"typeName"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"admittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasSeat"}},{"kind":"Field","name":{"kind":"Name","value":"badgePrintedAt"}}]}}]}}]}}]} as unknown as DocumentNode<DeskGuestListQuery, DeskGuestListQueryVariables>;
export const SyncCheckInsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SyncCheckIns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desk"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckInDeskInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scans"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckInScanInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncCheckIns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"desk"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desk"}}},{"kind":"Argument","name":{"kind":"Name","value":"scans"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scans"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskScanResult"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskScanResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckInScanResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"guest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCode"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"first"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"deskName"}},{"kind":"Field","name":{"kind":"Name","value":"entrance"}}]}}]}}]} as unknown as DocumentNode<SyncCheckInsMutation, SyncCheckInsMutationVariables>;
export const UndoCheckInScanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoCheckInScan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoCheckInScan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskScanResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskScanResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckInScanResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"guest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCode"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"first"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"deskName"}},{"kind":"Field","name":{"kind":"Name","value":"entrance"}}]}}]}}]} as unknown as DocumentNode<UndoCheckInScanMutation, UndoCheckInScanMutationVariables>;
export const AdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expoYear"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"sponsors"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorsAwaitingReview"}},{"kind":"Field","name":{"kind":"Name","value":"checkedIn"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"}},{"kind":"Field","name":{"kind":"Name","value":"bookingsInProgress"}},{"kind":"Field","name":{"kind":"Name","value":"bookingsOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"moneyByCurrency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platformFees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"depositsHeld"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payoutsDue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"openDisputes"}},{"kind":"Field","name":{"kind":"Name","value":"mailQueued"}},{"kind":"Field","name":{"kind":"Name","value":"mailFailed"}},{"kind":"Field","name":{"kind":"Name","value":"oldestQueuedMailAt"}},{"kind":"Field","name":{"kind":"Name","value":"registrationsPerDay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const DoorDaysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DoorDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkInDays"}},{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expoTimeZone"}}]}}]}}]} as unknown as DocumentNode<DoorDaysQuery, DoorDaysQueryVariables>;
export const DoorCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DoorCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"day"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkInCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"day"},"value":{"kind":"Variable","name":{"kind":"Name","value":"day"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"inside"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}},{"kind":"Field","name":{"kind":"Name","value":"entrances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entrance"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perMinute"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minute"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"desks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"entrance"}},{"kind":"Field","name":{"kind":"Name","value":"sessionTitle"}},{"kind":"Field","name":{"kind":"Name","value":"lastSyncAt"}},{"kind":"Field","name":{"kind":"Name","value":"admitted"}}]}}]}}]}}]} as unknown as DocumentNode<DoorCountsQuery, DoorCountsQueryVariables>;
export const AdminDisputeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDispute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispute"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingCode"}},{"kind":"Field","name":{"kind":"Name","value":"toolName"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"claim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundToRenter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awardToOwner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awardLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"depositToSettle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canDecide"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transition"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDisputeQuery, AdminDisputeQueryVariables>;
export const DecideDisputeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideDispute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"disputeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refundToRenter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"awardToOwner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideDispute"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"disputeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"disputeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"refundToRenter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refundToRenter"}}},{"kind":"Argument","name":{"kind":"Name","value":"awardToOwner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"awardToOwner"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<DecideDisputeMutation, DecideDisputeMutationVariables>;
export const DismissDisputeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DismissDispute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"disputeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dismissDispute"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"disputeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"disputeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<DismissDisputeMutation, DismissDisputeMutationVariables>;
export const AdminDisputesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDisputes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DisputeStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disputes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"bookingCode"}},{"kind":"Field","name":{"kind":"Name","value":"toolName"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"claim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminDisputesQuery, AdminDisputesQueryVariables>;
export const CreateExhibitorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateExhibitor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExhibitorInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"logo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createExhibitor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"logo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"logo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExhibitorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExhibitorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exhibitor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionFr"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"booth"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateExhibitorMutation, CreateExhibitorMutationVariables>;
export const AdminExhibitorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminExhibitor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exhibitor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExhibitorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExhibitorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exhibitor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionFr"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"booth"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminExhibitorQuery, AdminExhibitorQueryVariables>;
export const UpdateExhibitorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateExhibitor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExhibitorInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"logo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateExhibitor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"logo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"logo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExhibitorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExhibitorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exhibitor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionFr"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"booth"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateExhibitorMutation, UpdateExhibitorMutationVariables>;
export const DeleteExhibitorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteExhibitor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteExhibitor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteExhibitorMutation, DeleteExhibitorMutationVariables>;
export const AdminExhibitorDirectoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminExhibitorDirectory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exhibitors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"exhibitorId"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorId"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"booth"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorTier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<AdminExhibitorDirectoryQuery, AdminExhibitorDirectoryQueryVariables>;
export const ApprovedSponsorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApprovedSponsors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sponsorWall"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sponsors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}}]}}]}}]} as unknown as DocumentNode<ApprovedSponsorsQuery, ApprovedSponsorsQueryVariables>;
export const AdminIdentityChecksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminIdentityChecks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"IdentityCheckStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPendingIdentityChecks"}},{"kind":"Field","name":{"kind":"Name","value":"adminIdentityChecks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"documentKind"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"documentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"selfieUrl"}},{"kind":"Field","name":{"kind":"Name","value":"documentsDeletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"canDecide"}}]}}]}}]}}]} as unknown as DocumentNode<AdminIdentityChecksQuery, AdminIdentityChecksQueryVariables>;
export const ApproveIdentityCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveIdentityCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveIdentityCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ApproveIdentityCheckMutation, ApproveIdentityCheckMutationVariables>;
export const RejectIdentityCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectIdentityCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectIdentityCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RejectIdentityCheckMutation, RejectIdentityCheckMutationVariables>;
export const AdminPendingIdentityChecksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPendingIdentityChecks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPendingIdentityChecks"}}]}}]} as unknown as DocumentNode<AdminPendingIdentityChecksQuery, AdminPendingIdentityChecksQueryVariables>;
export const AdminContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactMessageRowFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactMessageRepliesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactMessageRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactMessageRepliesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"outboxId"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminContactMessageQuery, AdminContactMessageQueryVariables>;
export const MarkContactMessageReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkContactMessageRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"read"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markContactMessageRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"read"},"value":{"kind":"Variable","name":{"kind":"Name","value":"read"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}}]}}]} as unknown as DocumentNode<MarkContactMessageReadMutation, MarkContactMessageReadMutationVariables>;
export const SetContactMessageHandledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetContactMessageHandled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"handled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setContactMessageHandled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"handled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"handled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}}]}}]}}]} as unknown as DocumentNode<SetContactMessageHandledMutation, SetContactMessageHandledMutationVariables>;
export const ReplyToContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplyToContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactReplyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyToContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactMessageRepliesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactMessageRepliesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"outboxId"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ReplyToContactMessageMutation, ReplyToContactMessageMutationVariables>;
export const AdminContactMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminContactMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageState"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminContactMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactMessageRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactMessageRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminContactMessagesQuery, AdminContactMessagesQueryVariables>;
export const AdminUnreadContactMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUnreadContactMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUnreadContactMessages"}}]}}]} as unknown as DocumentNode<AdminUnreadContactMessagesQuery, AdminUnreadContactMessagesQueryVariables>;
export const InvoicingSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoicingSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceSettingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sponsorshipPackages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currencies"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankDetails"}},{"kind":"Field","name":{"kind":"Name","value":"invoicePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTermsDays"}},{"kind":"Field","name":{"kind":"Name","value":"reminderDaysBefore"}},{"kind":"Field","name":{"kind":"Name","value":"taxLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"basisPoints"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paidSponsorsOnly"}}]}}]} as unknown as DocumentNode<InvoicingSettingsQuery, InvoicingSettingsQueryVariables>;
export const UpdateInvoiceSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInvoiceSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInvoiceSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankDetails"}},{"kind":"Field","name":{"kind":"Name","value":"invoicePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTermsDays"}},{"kind":"Field","name":{"kind":"Name","value":"reminderDaysBefore"}},{"kind":"Field","name":{"kind":"Name","value":"taxLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"basisPoints"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paidSponsorsOnly"}}]}}]} as unknown as DocumentNode<UpdateInvoiceSettingsMutation, UpdateInvoiceSettingsMutationVariables>;
export const SetSponsorshipPackagePriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSponsorshipPackagePrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"priceCents"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CurrencyCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSponsorshipPackagePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"priceCents"},"value":{"kind":"Variable","name":{"kind":"Name","value":"priceCents"}}},{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<SetSponsorshipPackagePriceMutation, SetSponsorshipPackagePriceMutationVariables>;
export const SponsorInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SponsorInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sponsorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sponsorInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sponsorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sponsorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SponsorInvoiceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentTermsDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currencies"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SponsorInvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SponsorInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"netCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"basisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalText"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReference"}}]}}]} as unknown as DocumentNode<SponsorInvoicesQuery, SponsorInvoicesQueryVariables>;
export const InvoiceCreditNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoiceCreditNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceCreditNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"refund"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<InvoiceCreditNoteQuery, InvoiceCreditNoteQueryVariables>;
export const IssueSponsorInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IssueSponsorInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sponsorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"IssueInvoiceInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueSponsorInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sponsorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sponsorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SponsorInvoiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SponsorInvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SponsorInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"netCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"basisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalText"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReference"}}]}}]} as unknown as DocumentNode<IssueSponsorInvoiceMutation, IssueSponsorInvoiceMutationVariables>;
export const MarkInvoicePaidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkInvoicePaid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markInvoicePaid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SponsorInvoiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SponsorInvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SponsorInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"netCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"basisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalText"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReference"}}]}}]} as unknown as DocumentNode<MarkInvoicePaidMutation, MarkInvoicePaidMutationVariables>;
export const CreditInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreditInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<CreditInvoiceMutation, CreditInvoiceMutationVariables>;
export const MailCampaignProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailCampaignProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"audienceLabel"}},{"kind":"Field","name":{"kind":"Name","value":"recipientCount"}},{"kind":"Field","name":{"kind":"Name","value":"suppressedCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"dispatchedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"queued"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"stored"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"failedRecipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]}}]} as unknown as DocumentNode<MailCampaignProgressQuery, MailCampaignProgressQueryVariables>;
export const RetryGroupMailFailuresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryGroupMailFailures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryGroupMailFailures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RetryGroupMailFailuresMutation, RetryGroupMailFailuresMutationVariables>;
export const SendEmailSiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SendEmailSite"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expoYear"}}]}}]}}]} as unknown as DocumentNode<SendEmailSiteQuery, SendEmailSiteQueryVariables>;
export const MailAudienceCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailAudienceCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"audience"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Audience"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailAudienceCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"audience"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audience"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"suppressed"}}]}}]}}]} as unknown as DocumentNode<MailAudienceCountQuery, MailAudienceCountQueryVariables>;
export const MailPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"viewPass"}}]}}]}}]} as unknown as DocumentNode<MailPreviewQuery, MailPreviewQueryVariables>;
export const SendTestMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTestMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTestMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}}]}]}}]} as unknown as DocumentNode<SendTestMailMutation, SendTestMailMutationVariables>;
export const SendGroupMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendGroupMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"audience"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Audience"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendGroupMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"audience"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audience"}}},{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recipientCount"}}]}}]}}]} as unknown as DocumentNode<SendGroupMailMutation, SendGroupMailMutationVariables>;
export const MailCampaignsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailCampaigns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailCampaigns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"audienceLabel"}},{"kind":"Field","name":{"kind":"Name","value":"recipientCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<MailCampaignsQuery, MailCampaignsQueryVariables>;
export const AdminOutboxMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOutboxMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOutboxMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OutboxMessageRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"htmlUrl"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"inline"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OutboxMessageRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminOutboxMessageQuery, AdminOutboxMessageQueryVariables>;
export const ResendOutboxMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendOutboxMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendOutboxMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OutboxMessageRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OutboxMessageRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ResendOutboxMessageMutation, ResendOutboxMessageMutationVariables>;
export const AdminOutboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOutbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOutbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OutboxMessageRowFields"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"failed"},"name":{"kind":"Name","value":"adminOutbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"FAILED"}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OutboxMessageRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminOutboxQuery, AdminOutboxQueryVariables>;
export const ResendFailedOutboxMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendFailedOutboxMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendFailedOutboxMessages"}}]}}]} as unknown as DocumentNode<ResendFailedOutboxMessagesMutation, ResendFailedOutboxMessagesMutationVariables>;
export const AdminParticipantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminParticipants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ParticipantOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"country"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkedIn"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ParticipantStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminParticipants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"country"},"value":{"kind":"Variable","name":{"kind":"Name","value":"country"}}},{"kind":"Argument","name":{"kind":"Name","value":"checkedIn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkedIn"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminParticipantRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminParticipantRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminParticipant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCode"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<AdminParticipantsQuery, AdminParticipantsQueryVariables>;
export const ParticipantConsentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParticipantConsents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminParticipant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"consents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"granted"}},{"kind":"Field","name":{"kind":"Name","value":"wording"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]} as unknown as DocumentNode<ParticipantConsentsQuery, ParticipantConsentsQueryVariables>;
export const AdminParticipantDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminParticipantDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminParticipant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminParticipantRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"marketingConsent"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminParticipantRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminParticipant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCode"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<AdminParticipantDetailsQuery, AdminParticipantDetailsQueryVariables>;
export const CancelParticipantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelParticipant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelParticipant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}}]}}]}}]} as unknown as DocumentNode<CancelParticipantMutation, CancelParticipantMutationVariables>;
export const ApproveParticipantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveParticipant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveParticipant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationSentAt"}}]}}]}}]} as unknown as DocumentNode<ApproveParticipantMutation, ApproveParticipantMutationVariables>;
export const DeclineParticipantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineParticipant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineParticipant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}}]}}]}}]} as unknown as DocumentNode<DeclineParticipantMutation, DeclineParticipantMutationVariables>;
export const ReinstateParticipantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReinstateParticipant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reinstateParticipant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}}]}}]}}]} as unknown as DocumentNode<ReinstateParticipantMutation, ReinstateParticipantMutationVariables>;
export const DeleteParticipantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteParticipant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteParticipant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}]}}]} as unknown as DocumentNode<DeleteParticipantMutation, DeleteParticipantMutationVariables>;
export const AdminResendParticipantConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminResendParticipantConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminResendParticipantConfirmation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationSentAt"}}]}}]}}]} as unknown as DocumentNode<AdminResendParticipantConfirmationMutation, AdminResendParticipantConfirmationMutationVariables>;
export const UpdateParticipantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateParticipant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ParticipantCorrectionInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateParticipant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminParticipantRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminParticipantRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminParticipant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCode"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<UpdateParticipantMutation, UpdateParticipantMutationVariables>;
export const ParticipantGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParticipantGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminParticipant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ParticipantGroupQuery, ParticipantGroupQueryVariables>;
export const PayoutQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayoutQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payoutQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankCode"}},{"kind":"Field","name":{"kind":"Name","value":"stripeAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"awaitsBankTransfer"}},{"kind":"Field","name":{"kind":"Name","value":"transferUnderWay"}}]}}]}}]}}]} as unknown as DocumentNode<PayoutQueueQuery, PayoutQueueQueryVariables>;
export const MarkPayoutPaidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkPayoutPaid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"payoutId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markPayoutPaid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"payoutId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payoutId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]}}]} as unknown as DocumentNode<MarkPayoutPaidMutation, MarkPayoutPaidMutationVariables>;
export const MarkPayoutFailedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkPayoutFailed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"payoutId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markPayoutFailed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"payoutId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payoutId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}}]}}]}}]} as unknown as DocumentNode<MarkPayoutFailedMutation, MarkPayoutFailedMutationVariables>;
export const AdminPrivacyRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPrivacyRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacyRequestStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPendingPrivacyRequests"}},{"kind":"Field","name":{"kind":"Name","value":"adminPrivacyRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"participantId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminPastEditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beforeYear"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"sponsors"}},{"kind":"Field","name":{"kind":"Name","value":"years"}}]}}]}}]} as unknown as DocumentNode<AdminPrivacyRequestsQuery, AdminPrivacyRequestsQueryVariables>;
export const CompletePrivacyRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompletePrivacyRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completePrivacyRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CompletePrivacyRequestMutation, CompletePrivacyRequestMutationVariables>;
export const DeclinePrivacyRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclinePrivacyRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declinePrivacyRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<DeclinePrivacyRequestMutation, DeclinePrivacyRequestMutationVariables>;
export const PurgePastEditionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PurgePastEditions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purgePastEditions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"sponsors"}}]}}]}}]} as unknown as DocumentNode<PurgePastEditionsMutation, PurgePastEditionsMutationVariables>;
export const AdminPendingPrivacyRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPendingPrivacyRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPendingPrivacyRequests"}}]}}]} as unknown as DocumentNode<AdminPendingPrivacyRequestsQuery, AdminPendingPrivacyRequestsQueryVariables>;
export const CreateProgrammeSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProgrammeSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProgrammeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgrammeSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgrammeSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleFr"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionFr"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"roomFr"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"speakers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}}]}}]}}]} as unknown as DocumentNode<CreateProgrammeSessionMutation, CreateProgrammeSessionMutationVariables>;
export const AdminProgrammeSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProgrammeSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expoStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"expoEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"expoTimeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programmeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgrammeSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgrammeSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleFr"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionFr"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"roomFr"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"speakers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}}]}}]}}]} as unknown as DocumentNode<AdminProgrammeSessionQuery, AdminProgrammeSessionQueryVariables>;
export const UpdateProgrammeSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProgrammeSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProgrammeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgrammeSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgrammeSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleFr"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionFr"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"roomFr"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"speakers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}}]}}]}}]} as unknown as DocumentNode<UpdateProgrammeSessionMutation, UpdateProgrammeSessionMutationVariables>;
export const DeleteProgrammeSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProgrammeSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProgrammeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteProgrammeSessionMutation, DeleteProgrammeSessionMutationVariables>;
export const AdminSessionSeatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSessionSeats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSessionSeats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCode"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"offerExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"holdsOffer"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSessionSeatsQuery, AdminSessionSeatsQueryVariables>;
export const AdminSessionSeatCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSessionSeatCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSessionSeatCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"offered"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSessionSeatCountsQuery, AdminSessionSeatCountsQueryVariables>;
export const AdminProgrammeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProgramme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expoStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"expoEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"expoTimeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"speakers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AdminProgrammeQuery, AdminProgrammeQueryVariables>;
export const CreateRegistrationTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRegistrationType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRegistrationType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelFr"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelFr"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameFr"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionFr"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"soldOut"}},{"kind":"Field","name":{"kind":"Name","value":"saleState"}},{"kind":"Field","name":{"kind":"Name","value":"salesStartAt"}},{"kind":"Field","name":{"kind":"Name","value":"salesEndAt"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"requiresCode"}},{"kind":"Field","name":{"kind":"Name","value":"requiresApproval"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorPasses"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"badgeColour"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationQuestionFields"}}]}}]}}]} as unknown as DocumentNode<CreateRegistrationTypeMutation, CreateRegistrationTypeMutationVariables>;
export const SetExpoDayCapacityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetExpoDayCapacity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"day"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"capacity"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setExpoDayCapacity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"day"},"value":{"kind":"Variable","name":{"kind":"Name","value":"day"}}},{"kind":"Argument","name":{"kind":"Name","value":"capacity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"capacity"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationDayFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationDayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationDayCount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"registered"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingApproval"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"checkedIn"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"held"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}}]}}]} as unknown as DocumentNode<SetExpoDayCapacityMutation, SetExpoDayCapacityMutationVariables>;
export const AdminRegistrationCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRegistrationCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRegistrationCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registered"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingApproval"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"checkedIn"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"offered"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingPayment"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationDayFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationDayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationDayCount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"registered"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingApproval"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"checkedIn"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"held"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}}]}}]} as unknown as DocumentNode<AdminRegistrationCountsQuery, AdminRegistrationCountsQueryVariables>;
export const AdminRegistrationTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRegistrationType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expoStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"expoEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"expoTimeZone"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currencies"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registrationType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelFr"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelFr"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameFr"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionFr"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"soldOut"}},{"kind":"Field","name":{"kind":"Name","value":"saleState"}},{"kind":"Field","name":{"kind":"Name","value":"salesStartAt"}},{"kind":"Field","name":{"kind":"Name","value":"salesEndAt"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"requiresCode"}},{"kind":"Field","name":{"kind":"Name","value":"requiresApproval"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorPasses"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"badgeColour"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationQuestionFields"}}]}}]}}]} as unknown as DocumentNode<AdminRegistrationTypeQuery, AdminRegistrationTypeQueryVariables>;
export const AdminWaitlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminWaitlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"typeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminWaitlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"typeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"typeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"holdsOffer"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"offerExpiresAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminWaitlistQuery, AdminWaitlistQueryVariables>;
export const UpdateRegistrationTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRegistrationType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRegistrationType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelFr"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelFr"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameFr"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionFr"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"soldOut"}},{"kind":"Field","name":{"kind":"Name","value":"saleState"}},{"kind":"Field","name":{"kind":"Name","value":"salesStartAt"}},{"kind":"Field","name":{"kind":"Name","value":"salesEndAt"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"requiresCode"}},{"kind":"Field","name":{"kind":"Name","value":"requiresApproval"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorPasses"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"badgeColour"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationQuestionFields"}}]}}]}}]} as unknown as DocumentNode<UpdateRegistrationTypeMutation, UpdateRegistrationTypeMutationVariables>;
export const DeleteRegistrationTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRegistrationType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRegistrationType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteRegistrationTypeMutation, DeleteRegistrationTypeMutationVariables>;
export const AdminRegistrationTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRegistrationTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expoStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"expoEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"expoTimeZone"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currencies"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminRegistrationTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelFr"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelFr"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameFr"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionFr"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"soldOut"}},{"kind":"Field","name":{"kind":"Name","value":"saleState"}},{"kind":"Field","name":{"kind":"Name","value":"salesStartAt"}},{"kind":"Field","name":{"kind":"Name","value":"salesEndAt"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"requiresCode"}},{"kind":"Field","name":{"kind":"Name","value":"requiresApproval"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorPasses"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"badgeColour"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationQuestionFields"}}]}}]}}]} as unknown as DocumentNode<AdminRegistrationTypesQuery, AdminRegistrationTypesQueryVariables>;
export const AdminSponsorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSponsors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SponsorOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packageId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SponsorStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSponsors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"packageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSponsorRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSponsorRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminSponsor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<AdminSponsorsQuery, AdminSponsorsQueryVariables>;
export const SponsorPackageOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SponsorPackageOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sponsorshipPackages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<SponsorPackageOptionsQuery, SponsorPackageOptionsQueryVariables>;
export const AdminSponsorDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSponsorDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSponsor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSponsorRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"amountRange"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSponsorRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminSponsor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<AdminSponsorDetailsQuery, AdminSponsorDetailsQueryVariables>;
export const CancelSponsorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelSponsor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelSponsor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]}}]} as unknown as DocumentNode<CancelSponsorMutation, CancelSponsorMutationVariables>;
export const ReinstateSponsorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReinstateSponsor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reinstateSponsor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]}}]} as unknown as DocumentNode<ReinstateSponsorMutation, ReinstateSponsorMutationVariables>;
export const DeleteSponsorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSponsor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSponsor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}]}}]} as unknown as DocumentNode<DeleteSponsorMutation, DeleteSponsorMutationVariables>;
export const AdminResendSponsorConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminResendSponsorConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminResendSponsorConfirmation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminResendSponsorConfirmationMutation, AdminResendSponsorConfirmationMutationVariables>;
export const ReviewSponsorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewSponsor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SponsorDecision"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewSponsor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]}}]} as unknown as DocumentNode<ReviewSponsorMutation, ReviewSponsorMutationVariables>;
export const SponsorEditPackagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SponsorEditPackages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sponsorshipPackages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<SponsorEditPackagesQuery, SponsorEditPackagesQueryVariables>;
export const UpdateSponsorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSponsor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SponsorCorrectionInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"logo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSponsor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"logo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"logo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSponsorRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"amountRange"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSponsorRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminSponsor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<UpdateSponsorMutation, UpdateSponsorMutationVariables>;
export const AdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const AdminUserDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUserDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]} as unknown as DocumentNode<AdminUserDetailsQuery, AdminUserDetailsQueryVariables>;
export const DisableUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}}]}}]}}]} as unknown as DocumentNode<DisableUserMutation, DisableUserMutationVariables>;
export const EnableUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}}]}}]}}]} as unknown as DocumentNode<EnableUserMutation, EnableUserMutationVariables>;
export const AdminUpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserCorrectionInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUpdateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]} as unknown as DocumentNode<AdminUpdateUserMutation, AdminUpdateUserMutationVariables>;
export const WebhookEndpointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"secretHint"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>;
export const WebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"secretHint"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhookEndpointQuery, WebhookEndpointQueryVariables>;
export const WebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const CreateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"secretHint"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>;
export const UpdateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpointChangesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"secretHint"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateWebhookEndpointMutation, UpdateWebhookEndpointMutationVariables>;
export const DeleteWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>;
export const RevealWebhookSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevealWebhookSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revealWebhookSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevealWebhookSecretMutation, RevealWebhookSecretMutationVariables>;
export const RotateWebhookSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateWebhookSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateWebhookSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>;
export const SendTestWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTestWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTestWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SendTestWebhookMutation, SendTestWebhookMutationVariables>;
export const ResendWebhookDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendWebhookDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendWebhookDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ResendWebhookDeliveryMutation, ResendWebhookDeliveryMutationVariables>;
export const ConfirmEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>;
export const CreateAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAccountInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateAccountMutation, CreateAccountMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const PasswordResetLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PasswordResetLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordResetLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<PasswordResetLinkQuery, PasswordResetLinkQueryVariables>;
export const VerifyEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const SendContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const ExhibitorDirectoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExhibitorDirectory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exhibitors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionFr"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"booth"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorTier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<ExhibitorDirectoryQuery, ExhibitorDirectoryQueryVariables>;
export const HomeSponsorshipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeSponsorship"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sponsorshipPackages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageViewFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sponsorWall"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sponsors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SponsorshipPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"amountRange"}},{"kind":"Field","name":{"kind":"Name","value":"advertExpoProgram"}},{"kind":"Field","name":{"kind":"Name","value":"boothSpace"}},{"kind":"Field","name":{"kind":"Name","value":"vipPasses"}},{"kind":"Field","name":{"kind":"Name","value":"brandingPresentation"}},{"kind":"Field","name":{"kind":"Name","value":"premiumBoothLocation"}},{"kind":"Field","name":{"kind":"Name","value":"logoOnStageBackdrops"}},{"kind":"Field","name":{"kind":"Name","value":"speakingSlotAtOpening"}},{"kind":"Field","name":{"kind":"Name","value":"vipNetworkingAccess"}},{"kind":"Field","name":{"kind":"Name","value":"logoOnDelegateItems"}},{"kind":"Field","name":{"kind":"Name","value":"logoOnBannersWebsiteSocial"}},{"kind":"Field","name":{"kind":"Name","value":"recognitionDuringSessions"}},{"kind":"Field","name":{"kind":"Name","value":"networkingLoungeAccess"}},{"kind":"Field","name":{"kind":"Name","value":"pressReleaseMention"}}]}}]} as unknown as DocumentNode<HomeSponsorshipQuery, HomeSponsorshipQueryVariables>;
export const SendMyRegistrationLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendMyRegistrationLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendParticipantConfirmation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<SendMyRegistrationLinkMutation, SendMyRegistrationLinkMutationVariables>;
export const UpdateMyRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MyRegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationCode"}}]}}]}}]} as unknown as DocumentNode<UpdateMyRegistrationMutation, UpdateMyRegistrationMutationVariables>;
export const MyRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationCode"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"marketingConsent"}},{"kind":"Field","name":{"kind":"Name","value":"marketingConsentWording"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingApproval"}},{"kind":"Field","name":{"kind":"Name","value":"qrCode"}},{"kind":"Field","name":{"kind":"Name","value":"calendar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"google"}},{"kind":"Field","name":{"kind":"Name","value":"outlook"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deletionRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sessionSeats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MySeatFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MySeatFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MySessionSeat"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"offerExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"placeInLine"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleFr"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"roomFr"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}}]}}]}}]} as unknown as DocumentNode<MyRegistrationQuery, MyRegistrationQueryVariables>;
export const MyRegistrationDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyRegistrationData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myRegistrationData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<MyRegistrationDataQuery, MyRegistrationDataQueryVariables>;
export const CancelMyRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelMyRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelMyRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}}]}}]}}]} as unknown as DocumentNode<CancelMyRegistrationMutation, CancelMyRegistrationMutationVariables>;
export const ResendMyConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendMyConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendMyConfirmation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<ResendMyConfirmationMutation, ResendMyConfirmationMutationVariables>;
export const RequestMyDataDeletionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestMyDataDeletion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestMyDataDeletion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletionRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<RequestMyDataDeletionMutation, RequestMyDataDeletionMutationVariables>;
export const BookSessionSeatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookSessionSeat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookSessionSeat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MySeatFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MySeatFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MySessionSeat"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"offerExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"placeInLine"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleFr"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"roomFr"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}}]}}]}}]} as unknown as DocumentNode<BookSessionSeatMutation, BookSessionSeatMutationVariables>;
export const GiveUpSessionSeatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GiveUpSessionSeat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"giveUpSessionSeat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MySeatFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MySeatFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MySessionSeat"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"offerExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"placeInLine"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleFr"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"roomFr"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}}]}}]}}]} as unknown as DocumentNode<GiveUpSessionSeatMutation, GiveUpSessionSeatMutationVariables>;
export const MySponsorshipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySponsorship"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySponsorship"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"canPayByCard"}},{"kind":"Field","name":{"kind":"Name","value":"bankDetails"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"netCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"basisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalText"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"refund"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vipPasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"places"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"usable"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameFr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"uses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"usedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"checkedIn"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MySponsorshipQuery, MySponsorshipQueryVariables>;
export const PayInvoiceByCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayInvoiceByCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payInvoiceByCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}}]}}]}}]} as unknown as DocumentNode<PayInvoiceByCardMutation, PayInvoiceByCardMutationVariables>;
export const ProgrammeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Programme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expoName"}},{"kind":"Field","name":{"kind":"Name","value":"expoStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"expoEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"expoVenue"}},{"kind":"Field","name":{"kind":"Name","value":"expoTimeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleFr"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionFr"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"roomFr"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"speakers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}}]}}]}}]}}]} as unknown as DocumentNode<ProgrammeQuery, ProgrammeQueryVariables>;
export const SeatOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeatOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionSeatOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleFr"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"roomFr"}}]}}]}}]}}]} as unknown as DocumentNode<SeatOfferQuery, SeatOfferQueryVariables>;
export const AcceptSeatOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptSeatOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptSessionSeatOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AcceptSeatOfferMutation, AcceptSeatOfferMutationVariables>;
export const DeclineSeatOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineSeatOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineSessionSeatOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<DeclineSeatOfferMutation, DeclineSeatOfferMutationVariables>;
export const RegisterGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupRegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterGroupMutation, RegisterGroupMutationVariables>;
export const RegisterParticipantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterParticipant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterParticipantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerParticipant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterParticipantMutation, RegisterParticipantMutationVariables>;
export const RegistrationOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistrationOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameFr"}}]}}]}}]}}]} as unknown as DocumentNode<RegistrationOrderQuery, RegistrationOrderQueryVariables>;
export const PayRegistrationOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayRegistrationOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payRegistrationOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}}]}}]}}]} as unknown as DocumentNode<PayRegistrationOrderMutation, PayRegistrationOrderMutationVariables>;
export const ResendParticipantConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendParticipantConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendParticipantConfirmation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<ResendParticipantConfirmationMutation, ResendParticipantConfirmationMutationVariables>;
export const RegistrationTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistrationTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicRegistrationType"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelFr"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelFr"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicRegistrationType"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameFr"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionFr"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"soldOut"}},{"kind":"Field","name":{"kind":"Name","value":"saleState"}},{"kind":"Field","name":{"kind":"Name","value":"salesStartAt"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"requiresCode"}},{"kind":"Field","name":{"kind":"Name","value":"requiresApproval"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationQuestionFields"}}]}}]}}]} as unknown as DocumentNode<RegistrationTypesQuery, RegistrationTypesQueryVariables>;
export const InvitedRegistrationTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvitedRegistrationType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ref"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ref"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicRegistrationType"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelFr"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelFr"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicRegistrationType"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameFr"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionFr"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"soldOut"}},{"kind":"Field","name":{"kind":"Name","value":"saleState"}},{"kind":"Field","name":{"kind":"Name","value":"salesStartAt"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"requiresCode"}},{"kind":"Field","name":{"kind":"Name","value":"requiresApproval"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationQuestionFields"}}]}}]}}]} as unknown as DocumentNode<InvitedRegistrationTypeQuery, InvitedRegistrationTypeQueryVariables>;
export const WaitlistOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WaitlistOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waitlistOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicRegistrationType"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelFr"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelFr"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicRegistrationType"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameFr"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionFr"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"soldOut"}},{"kind":"Field","name":{"kind":"Name","value":"saleState"}},{"kind":"Field","name":{"kind":"Name","value":"salesStartAt"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"requiresCode"}},{"kind":"Field","name":{"kind":"Name","value":"requiresApproval"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationQuestionFields"}}]}}]}}]} as unknown as DocumentNode<WaitlistOfferQuery, WaitlistOfferQueryVariables>;
export const JoinWaitlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinWaitlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JoinWaitlistInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinWaitlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<JoinWaitlistMutation, JoinWaitlistMutationVariables>;
export const DeclineWaitlistOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineWaitlistOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineWaitlistOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<DeclineWaitlistOfferMutation, DeclineWaitlistOfferMutationVariables>;
export const AccessCodeCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessCodeCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicRegistrationType"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelFr"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelFr"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicRegistrationType"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameFr"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionFr"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"soldOut"}},{"kind":"Field","name":{"kind":"Name","value":"saleState"}},{"kind":"Field","name":{"kind":"Name","value":"salesStartAt"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"requiresCode"}},{"kind":"Field","name":{"kind":"Name","value":"requiresApproval"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationQuestionFields"}}]}}]}}]} as unknown as DocumentNode<AccessCodeCheckQuery, AccessCodeCheckQueryVariables>;
export const SponsorshipPackagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SponsorshipPackages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sponsorshipPackages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageViewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SponsorshipPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"amountRange"}},{"kind":"Field","name":{"kind":"Name","value":"advertExpoProgram"}},{"kind":"Field","name":{"kind":"Name","value":"boothSpace"}},{"kind":"Field","name":{"kind":"Name","value":"vipPasses"}},{"kind":"Field","name":{"kind":"Name","value":"brandingPresentation"}},{"kind":"Field","name":{"kind":"Name","value":"premiumBoothLocation"}},{"kind":"Field","name":{"kind":"Name","value":"logoOnStageBackdrops"}},{"kind":"Field","name":{"kind":"Name","value":"speakingSlotAtOpening"}},{"kind":"Field","name":{"kind":"Name","value":"vipNetworkingAccess"}},{"kind":"Field","name":{"kind":"Name","value":"logoOnDelegateItems"}},{"kind":"Field","name":{"kind":"Name","value":"logoOnBannersWebsiteSocial"}},{"kind":"Field","name":{"kind":"Name","value":"recognitionDuringSessions"}},{"kind":"Field","name":{"kind":"Name","value":"networkingLoungeAccess"}},{"kind":"Field","name":{"kind":"Name","value":"pressReleaseMention"}}]}}]} as unknown as DocumentNode<SponsorshipPackagesQuery, SponsorshipPackagesQueryVariables>;
export const ApplyForSponsorshipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyForSponsorship"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SponsorshipInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"logo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyForSponsorship"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"logo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"logo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<ApplyForSponsorshipMutation, ApplyForSponsorshipMutationVariables>;
export const MarkNotificationReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingRole"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MarkNotificationReadMutation, MarkNotificationReadMutationVariables>;
export const MarkAllNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAllNotificationsRead"}}]}}]} as unknown as DocumentNode<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const NotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unreadOnly"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"20"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"unreadOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unreadOnly"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingRole"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const UnreadNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnreadNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unread"}}]}}]}}]} as unknown as DocumentNode<UnreadNotificationsQuery, UnreadNotificationsQueryVariables>;
export const NotificationEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NotificationEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingRole"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<NotificationEventsSubscription, NotificationEventsSubscriptionVariables>;
export const AddRentalOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddRentalOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]} as unknown as DocumentNode<AddRentalOptionsQuery, AddRentalOptionsQueryVariables>;
export const CreateToolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ToolInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"coverImage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image1"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image2"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image3"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image4"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"coverImage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"coverImage"}}},{"kind":"Argument","name":{"kind":"Name","value":"image1"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image1"}}},{"kind":"Argument","name":{"kind":"Name","value":"image2"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image2"}}},{"kind":"Argument","name":{"kind":"Name","value":"image3"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image3"}}},{"kind":"Argument","name":{"kind":"Name","value":"image4"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image4"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ToolDetailsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ToolPublicFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicySummary"}},{"kind":"Field","name":{"kind":"Name","value":"bookingMode"}},{"kind":"Field","name":{"kind":"Name","value":"requiresIdVerification"}},{"kind":"Field","name":{"kind":"Name","value":"minRentalLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxRentalLength"}},{"kind":"Field","name":{"kind":"Name","value":"bufferHours"}},{"kind":"Field","name":{"kind":"Name","value":"noticeHours"}},{"kind":"Field","name":{"kind":"Name","value":"maxAdvanceDays"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"bookingRules"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeUnit"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeCap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeTerms"}},{"kind":"Field","name":{"kind":"Name","value":"itemStatus"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"image1"}},{"kind":"Field","name":{"kind":"Name","value":"image2"}},{"kind":"Field","name":{"kind":"Name","value":"image3"}},{"kind":"Field","name":{"kind":"Name","value":"image4"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ToolDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ToolPublicFields"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"pickupLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"pickupLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"locationSource"}}]}}]} as unknown as DocumentNode<CreateToolMutation, CreateToolMutationVariables>;
export const ToolCalendarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ToolCalendar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toolId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolCalendar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"toolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toolId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"bookableFrom"}},{"kind":"Field","name":{"kind":"Name","value":"bookableUntil"}},{"kind":"Field","name":{"kind":"Name","value":"periods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]}}]} as unknown as DocumentNode<ToolCalendarQuery, ToolCalendarQueryVariables>;
export const BookingQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toolId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PeriodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"toolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toolId"}}},{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"free"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"billedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"fullUnitAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<BookingQuoteQuery, BookingQuoteQueryVariables>;
export const BookingFormTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingFormTerms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toolId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toolId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingMode"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}}]}}]} as unknown as DocumentNode<BookingFormTermsQuery, BookingFormTermsQueryVariables>;
export const BookingFormViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingFormViewer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toolId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toolId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"needsIdVerification"}}]}}]}}]} as unknown as DocumentNode<BookingFormViewerQuery, BookingFormViewerQueryVariables>;
export const BookingSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toolId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PeriodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toolId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"bookingMode"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookingSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"toolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toolId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestResponseHours"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookingQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"toolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toolId"}}},{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"free"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"billedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"unitAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"fullUnitAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"policy"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"refundDeadlines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"until"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BookingSummaryQuery, BookingSummaryQueryVariables>;
export const ConfirmRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingCard"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"requestExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmRequestMutation, ConfirmRequestMutationVariables>;
export const RequestBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddToCartInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedTotal"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedTotal"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedTotal"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingCard"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}}]}}]}}]} as unknown as DocumentNode<RequestBookingMutation, RequestBookingMutationVariables>;
export const CartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"rentalAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"depositAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"unitAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"policy"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"refundDeadlines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"until"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingPayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matchesCart"}},{"kind":"Field","name":{"kind":"Name","value":"toolNames"}}]}}]}}]} as unknown as DocumentNode<CartQuery, CartQueryVariables>;
export const AddToCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddToCartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"rentalAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"depositAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"unitAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"policy"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"refundDeadlines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"until"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingPayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matchesCart"}},{"kind":"Field","name":{"kind":"Name","value":"toolNames"}}]}}]}}]} as unknown as DocumentNode<AddToCartMutation, AddToCartMutationVariables>;
export const RemoveFromCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveFromCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lineId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFromCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lineId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"rentalAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"depositAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"unitAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"policy"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"refundDeadlines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"until"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingPayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matchesCart"}},{"kind":"Field","name":{"kind":"Name","value":"toolNames"}}]}}]}}]} as unknown as DocumentNode<RemoveFromCartMutation, RemoveFromCartMutationVariables>;
export const EmptyCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmptyCart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emptyCart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"rentalAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"depositAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"unitAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"policy"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"refundDeadlines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"until"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingPayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matchesCart"}},{"kind":"Field","name":{"kind":"Name","value":"toolNames"}}]}}]}}]} as unknown as DocumentNode<EmptyCartMutation, EmptyCartMutationVariables>;
export const CancelBookingWithQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelBookingWithQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedRefund"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedRefund"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedRefund"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPeriodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPeriodFields"}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"billedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupDate"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundStatus"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCoreFields"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canConfirmPickup"}},{"kind":"Field","name":{"kind":"Name","value":"canConfirmReturn"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canReview"}},{"kind":"Field","name":{"kind":"Name","value":"pickupOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"hasConversation"}},{"kind":"Field","name":{"kind":"Name","value":"unreadMessages"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCancellationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canCancelAsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellationQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"changesAt"}},{"kind":"Field","name":{"kind":"Name","value":"policy"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingDisputeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"disputeWindowEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"damageClaimLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canOpenDispute"}},{"kind":"Field","name":{"kind":"Name","value":"disputes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"claim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundToRenter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awardToOwner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingConditionPhotoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"conditionPhotoStages"}},{"kind":"Field","name":{"kind":"Name","value":"conditionPhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canAccept"}},{"kind":"Field","name":{"kind":"Name","value":"canDecline"}},{"kind":"Field","name":{"kind":"Name","value":"canWithdraw"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"requestExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingNonReturnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"notReturned"}},{"kind":"Field","name":{"kind":"Name","value":"canReportNotReturned"}},{"kind":"Field","name":{"kind":"Name","value":"nonReturnReportableAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingExtensionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"canExtend"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCancellationFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingDisputeFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingConditionPhotoFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingRequestFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingNonReturnFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingExtensionFields"}},{"kind":"Field","name":{"kind":"Name","value":"lateFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeTerms"}},{"kind":"Field","name":{"kind":"Name","value":"pickupCode"}},{"kind":"Field","name":{"kind":"Name","value":"pickupQr"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rental"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rentalPercent"}},{"kind":"Field","name":{"kind":"Name","value":"inFull"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transition"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<CancelBookingWithQuoteMutation, CancelBookingWithQuoteMutationVariables>;
export const CancelBookingAsOwnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelBookingAsOwner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelBookingAsOwner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPeriodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPeriodFields"}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"billedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupDate"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundStatus"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCoreFields"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canConfirmPickup"}},{"kind":"Field","name":{"kind":"Name","value":"canConfirmReturn"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canReview"}},{"kind":"Field","name":{"kind":"Name","value":"pickupOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"hasConversation"}},{"kind":"Field","name":{"kind":"Name","value":"unreadMessages"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCancellationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canCancelAsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellationQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"changesAt"}},{"kind":"Field","name":{"kind":"Name","value":"policy"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingDisputeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"disputeWindowEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"damageClaimLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canOpenDispute"}},{"kind":"Field","name":{"kind":"Name","value":"disputes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"claim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundToRenter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awardToOwner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingConditionPhotoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"conditionPhotoStages"}},{"kind":"Field","name":{"kind":"Name","value":"conditionPhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canAccept"}},{"kind":"Field","name":{"kind":"Name","value":"canDecline"}},{"kind":"Field","name":{"kind":"Name","value":"canWithdraw"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"requestExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingNonReturnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"notReturned"}},{"kind":"Field","name":{"kind":"Name","value":"canReportNotReturned"}},{"kind":"Field","name":{"kind":"Name","value":"nonReturnReportableAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingExtensionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"canExtend"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCancellationFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingDisputeFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingConditionPhotoFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingRequestFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingNonReturnFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingExtensionFields"}},{"kind":"Field","name":{"kind":"Name","value":"lateFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeTerms"}},{"kind":"Field","name":{"kind":"Name","value":"pickupCode"}},{"kind":"Field","name":{"kind":"Name","value":"pickupQr"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rental"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rentalPercent"}},{"kind":"Field","name":{"kind":"Name","value":"inFull"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transition"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<CancelBookingAsOwnerMutation, CancelBookingAsOwnerMutationVariables>;
export const ConfirmPickupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmPickup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmPickup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPeriodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPeriodFields"}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"billedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupDate"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundStatus"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCoreFields"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canConfirmPickup"}},{"kind":"Field","name":{"kind":"Name","value":"canConfirmReturn"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canReview"}},{"kind":"Field","name":{"kind":"Name","value":"pickupOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"hasConversation"}},{"kind":"Field","name":{"kind":"Name","value":"unreadMessages"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCancellationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canCancelAsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellationQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"changesAt"}},{"kind":"Field","name":{"kind":"Name","value":"policy"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingDisputeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"disputeWindowEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"damageClaimLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canOpenDispute"}},{"kind":"Field","name":{"kind":"Name","value":"disputes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"claim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundToRenter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awardToOwner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingConditionPhotoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"conditionPhotoStages"}},{"kind":"Field","name":{"kind":"Name","value":"conditionPhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canAccept"}},{"kind":"Field","name":{"kind":"Name","value":"canDecline"}},{"kind":"Field","name":{"kind":"Name","value":"canWithdraw"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"requestExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingNonReturnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"notReturned"}},{"kind":"Field","name":{"kind":"Name","value":"canReportNotReturned"}},{"kind":"Field","name":{"kind":"Name","value":"nonReturnReportableAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingExtensionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"canExtend"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCancellationFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingDisputeFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingConditionPhotoFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingRequestFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingNonReturnFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingExtensionFields"}},{"kind":"Field","name":{"kind":"Name","value":"lateFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeTerms"}},{"kind":"Field","name":{"kind":"Name","value":"pickupCode"}},{"kind":"Field","name":{"kind":"Name","value":"pickupQr"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rental"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rentalPercent"}},{"kind":"Field","name":{"kind":"Name","value":"inFull"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transition"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<ConfirmPickupMutation, ConfirmPickupMutationVariables>;
export const ConfirmReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPeriodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPeriodFields"}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"billedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupDate"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundStatus"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCoreFields"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canConfirmPickup"}},{"kind":"Field","name":{"kind":"Name","value":"canConfirmReturn"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canReview"}},{"kind":"Field","name":{"kind":"Name","value":"pickupOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"hasConversation"}},{"kind":"Field","name":{"kind":"Name","value":"unreadMessages"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCancellationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canCancelAsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellationQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"changesAt"}},{"kind":"Field","name":{"kind":"Name","value":"policy"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingDisputeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"disputeWindowEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"damageClaimLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canOpenDispute"}},{"kind":"Field","name":{"kind":"Name","value":"disputes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"claim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundToRenter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awardToOwner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingConditionPhotoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"conditionPhotoStages"}},{"kind":"Field","name":{"kind":"Name","value":"conditionPhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canAccept"}},{"kind":"Field","name":{"kind":"Name","value":"canDecline"}},{"kind":"Field","name":{"kind":"Name","value":"canWithdraw"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"requestExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingNonReturnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"notReturned"}},{"kind":"Field","name":{"kind":"Name","value":"canReportNotReturned"}},{"kind":"Field","name":{"kind":"Name","value":"nonReturnReportableAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingExtensionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"canExtend"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCancellationFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingDisputeFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingConditionPhotoFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingRequestFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingNonReturnFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingExtensionFields"}},{"kind":"Field","name":{"kind":"Name","value":"lateFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeTerms"}},{"kind":"Field","name":{"kind":"Name","value":"pickupCode"}},{"kind":"Field","name":{"kind":"Name","value":"pickupQr"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rental"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rentalPercent"}},{"kind":"Field","name":{"kind":"Name","value":"inFull"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transition"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<ConfirmReturnMutation, ConfirmReturnMutationVariables>;
export const ClaimDamageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimDamage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimDamage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ClaimDamageMutation, ClaimDamageMutationVariables>;
export const OpenDisputeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpenDispute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenterDisputeKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openDispute"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<OpenDisputeMutation, OpenDisputeMutationVariables>;
export const BookingExtensionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingExtensions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toolId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingExtensions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"fromEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"toEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billedLength"}},{"kind":"Field","name":{"kind":"Name","value":"answerBy"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"canAccept"}},{"kind":"Field","name":{"kind":"Name","value":"canDecline"}},{"kind":"Field","name":{"kind":"Name","value":"canWithdraw"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookingSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"toolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toolId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<BookingExtensionsQuery, BookingExtensionsQueryVariables>;
export const ExtensionQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExtensionQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExtensionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extensionQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"billedLength"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}}]}}]} as unknown as DocumentNode<ExtensionQuoteQuery, ExtensionQuoteQueryVariables>;
export const RequestExtensionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestExtension"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExtensionInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedTotal"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestExtension"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedTotal"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedTotal"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}}]}}]}}]} as unknown as DocumentNode<RequestExtensionMutation, RequestExtensionMutationVariables>;
export const ConfirmExtensionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmExtension"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmExtension"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ConfirmExtensionMutation, ConfirmExtensionMutationVariables>;
export const AcceptExtensionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptExtension"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptExtension"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AcceptExtensionMutation, AcceptExtensionMutationVariables>;
export const DeclineExtensionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineExtension"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineExtension"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<DeclineExtensionMutation, DeclineExtensionMutationVariables>;
export const WithdrawExtensionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawExtension"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawExtension"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<WithdrawExtensionMutation, WithdrawExtensionMutationVariables>;
export const MyBookingSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyBookingSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBookingSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asRenter"}},{"kind":"Field","name":{"kind":"Name","value":"asOwner"}},{"kind":"Field","name":{"kind":"Name","value":"overdueAsOwner"}}]}}]}}]} as unknown as DocumentNode<MyBookingSummaryQuery, MyBookingSummaryQueryVariables>;
export const AddConditionPhotosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddConditionPhotos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HandoverStage"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"images"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addConditionPhotos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"stage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stage"}}},{"kind":"Argument","name":{"kind":"Name","value":"images"},"value":{"kind":"Variable","name":{"kind":"Name","value":"images"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddConditionPhotosMutation, AddConditionPhotosMutationVariables>;
export const ReportNotReturnedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportNotReturned"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportNotReturned"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ReportNotReturnedMutation, ReportNotReturnedMutationVariables>;
export const AcceptBookingRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptBookingRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptBookingRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPeriodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPeriodFields"}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"billedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupDate"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundStatus"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCoreFields"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canConfirmPickup"}},{"kind":"Field","name":{"kind":"Name","value":"canConfirmReturn"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canReview"}},{"kind":"Field","name":{"kind":"Name","value":"pickupOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"hasConversation"}},{"kind":"Field","name":{"kind":"Name","value":"unreadMessages"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCancellationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canCancelAsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellationQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"changesAt"}},{"kind":"Field","name":{"kind":"Name","value":"policy"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingDisputeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"disputeWindowEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"damageClaimLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canOpenDispute"}},{"kind":"Field","name":{"kind":"Name","value":"disputes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"claim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundToRenter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awardToOwner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingConditionPhotoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"conditionPhotoStages"}},{"kind":"Field","name":{"kind":"Name","value":"conditionPhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canAccept"}},{"kind":"Field","name":{"kind":"Name","value":"canDecline"}},{"kind":"Field","name":{"kind":"Name","value":"canWithdraw"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"requestExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingNonReturnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"notReturned"}},{"kind":"Field","name":{"kind":"Name","value":"canReportNotReturned"}},{"kind":"Field","name":{"kind":"Name","value":"nonReturnReportableAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingExtensionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"canExtend"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCancellationFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingDisputeFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingConditionPhotoFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingRequestFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingNonReturnFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingExtensionFields"}},{"kind":"Field","name":{"kind":"Name","value":"lateFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeTerms"}},{"kind":"Field","name":{"kind":"Name","value":"pickupCode"}},{"kind":"Field","name":{"kind":"Name","value":"pickupQr"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rental"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rentalPercent"}},{"kind":"Field","name":{"kind":"Name","value":"inFull"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transition"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<AcceptBookingRequestMutation, AcceptBookingRequestMutationVariables>;
export const DeclineBookingRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineBookingRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineBookingRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPeriodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPeriodFields"}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"billedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupDate"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundStatus"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCoreFields"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canConfirmPickup"}},{"kind":"Field","name":{"kind":"Name","value":"canConfirmReturn"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canReview"}},{"kind":"Field","name":{"kind":"Name","value":"pickupOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"hasConversation"}},{"kind":"Field","name":{"kind":"Name","value":"unreadMessages"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCancellationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canCancelAsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellationQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"changesAt"}},{"kind":"Field","name":{"kind":"Name","value":"policy"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingDisputeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"disputeWindowEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"damageClaimLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canOpenDispute"}},{"kind":"Field","name":{"kind":"Name","value":"disputes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"claim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundToRenter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awardToOwner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingConditionPhotoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"conditionPhotoStages"}},{"kind":"Field","name":{"kind":"Name","value":"conditionPhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canAccept"}},{"kind":"Field","name":{"kind":"Name","value":"canDecline"}},{"kind":"Field","name":{"kind":"Name","value":"canWithdraw"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"requestExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingNonReturnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"notReturned"}},{"kind":"Field","name":{"kind":"Name","value":"canReportNotReturned"}},{"kind":"Field","name":{"kind":"Name","value":"nonReturnReportableAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingExtensionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"canExtend"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCancellationFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingDisputeFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingConditionPhotoFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingRequestFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingNonReturnFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingExtensionFields"}},{"kind":"Field","name":{"kind":"Name","value":"lateFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeTerms"}},{"kind":"Field","name":{"kind":"Name","value":"pickupCode"}},{"kind":"Field","name":{"kind":"Name","value":"pickupQr"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rental"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rentalPercent"}},{"kind":"Field","name":{"kind":"Name","value":"inFull"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transition"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<DeclineBookingRequestMutation, DeclineBookingRequestMutationVariables>;
export const WithdrawBookingRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawBookingRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawBookingRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPeriodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPeriodFields"}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"billedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupDate"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundStatus"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCoreFields"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canConfirmPickup"}},{"kind":"Field","name":{"kind":"Name","value":"canConfirmReturn"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canReview"}},{"kind":"Field","name":{"kind":"Name","value":"pickupOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"hasConversation"}},{"kind":"Field","name":{"kind":"Name","value":"unreadMessages"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCancellationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canCancelAsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellationQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"changesAt"}},{"kind":"Field","name":{"kind":"Name","value":"policy"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingDisputeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"disputeWindowEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"damageClaimLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canOpenDispute"}},{"kind":"Field","name":{"kind":"Name","value":"disputes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"claim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundToRenter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awardToOwner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingConditionPhotoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"conditionPhotoStages"}},{"kind":"Field","name":{"kind":"Name","value":"conditionPhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canAccept"}},{"kind":"Field","name":{"kind":"Name","value":"canDecline"}},{"kind":"Field","name":{"kind":"Name","value":"canWithdraw"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"requestExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingNonReturnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"notReturned"}},{"kind":"Field","name":{"kind":"Name","value":"canReportNotReturned"}},{"kind":"Field","name":{"kind":"Name","value":"nonReturnReportableAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingExtensionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"canExtend"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCancellationFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingDisputeFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingConditionPhotoFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingRequestFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingNonReturnFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingExtensionFields"}},{"kind":"Field","name":{"kind":"Name","value":"lateFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeTerms"}},{"kind":"Field","name":{"kind":"Name","value":"pickupCode"}},{"kind":"Field","name":{"kind":"Name","value":"pickupQr"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rental"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rentalPercent"}},{"kind":"Field","name":{"kind":"Name","value":"inFull"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transition"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<WithdrawBookingRequestMutation, WithdrawBookingRequestMutationVariables>;
export const MyBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"10"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingListFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPeriodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPeriodFields"}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"billedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupDate"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundStatus"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCoreFields"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canConfirmPickup"}},{"kind":"Field","name":{"kind":"Name","value":"canConfirmReturn"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canReview"}},{"kind":"Field","name":{"kind":"Name","value":"pickupOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"hasConversation"}},{"kind":"Field","name":{"kind":"Name","value":"unreadMessages"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingFields"}}]}}]}}]} as unknown as DocumentNode<MyBookingsQuery, MyBookingsQueryVariables>;
export const MyRentalHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyRentalHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myRentalHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"10"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingListFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPeriodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPeriodFields"}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"billedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupDate"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundStatus"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCoreFields"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canConfirmPickup"}},{"kind":"Field","name":{"kind":"Name","value":"canConfirmReturn"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canReview"}},{"kind":"Field","name":{"kind":"Name","value":"pickupOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"hasConversation"}},{"kind":"Field","name":{"kind":"Name","value":"unreadMessages"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingFields"}}]}}]}}]} as unknown as DocumentNode<MyRentalHistoryQuery, MyRentalHistoryQueryVariables>;
export const BookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Booking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPeriodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPeriodFields"}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"billedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupDate"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundStatus"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCoreFields"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canConfirmPickup"}},{"kind":"Field","name":{"kind":"Name","value":"canConfirmReturn"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canReview"}},{"kind":"Field","name":{"kind":"Name","value":"pickupOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"hasConversation"}},{"kind":"Field","name":{"kind":"Name","value":"unreadMessages"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCancellationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canCancelAsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellationQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"changesAt"}},{"kind":"Field","name":{"kind":"Name","value":"policy"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingDisputeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"disputeWindowEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"damageClaimLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canOpenDispute"}},{"kind":"Field","name":{"kind":"Name","value":"disputes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"claim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundToRenter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awardToOwner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingConditionPhotoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"conditionPhotoStages"}},{"kind":"Field","name":{"kind":"Name","value":"conditionPhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canAccept"}},{"kind":"Field","name":{"kind":"Name","value":"canDecline"}},{"kind":"Field","name":{"kind":"Name","value":"canWithdraw"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"requestExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingNonReturnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"notReturned"}},{"kind":"Field","name":{"kind":"Name","value":"canReportNotReturned"}},{"kind":"Field","name":{"kind":"Name","value":"nonReturnReportableAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingExtensionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"canExtend"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCancellationFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingDisputeFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingConditionPhotoFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingRequestFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingNonReturnFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingExtensionFields"}},{"kind":"Field","name":{"kind":"Name","value":"lateFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeTerms"}},{"kind":"Field","name":{"kind":"Name","value":"pickupCode"}},{"kind":"Field","name":{"kind":"Name","value":"pickupQr"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rental"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rentalPercent"}},{"kind":"Field","name":{"kind":"Name","value":"inFull"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transition"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<BookingQuery, BookingQueryVariables>;
export const BookingChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"BookingChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPeriodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPeriodFields"}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"billedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupDate"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundStatus"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCoreFields"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canConfirmPickup"}},{"kind":"Field","name":{"kind":"Name","value":"canConfirmReturn"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canReview"}},{"kind":"Field","name":{"kind":"Name","value":"pickupOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"hasConversation"}},{"kind":"Field","name":{"kind":"Name","value":"unreadMessages"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCancellationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canCancelAsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellationQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"changesAt"}},{"kind":"Field","name":{"kind":"Name","value":"policy"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingDisputeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"disputeWindowEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"damageClaimLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canOpenDispute"}},{"kind":"Field","name":{"kind":"Name","value":"disputes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"openedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"claim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundToRenter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awardToOwner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingConditionPhotoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"conditionPhotoStages"}},{"kind":"Field","name":{"kind":"Name","value":"conditionPhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"canAccept"}},{"kind":"Field","name":{"kind":"Name","value":"canDecline"}},{"kind":"Field","name":{"kind":"Name","value":"canWithdraw"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"requestExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingNonReturnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"notReturned"}},{"kind":"Field","name":{"kind":"Name","value":"canReportNotReturned"}},{"kind":"Field","name":{"kind":"Name","value":"nonReturnReportableAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingExtensionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"canExtend"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCancellationFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingDisputeFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingConditionPhotoFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingRequestFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingNonReturnFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingExtensionFields"}},{"kind":"Field","name":{"kind":"Name","value":"lateFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeTerms"}},{"kind":"Field","name":{"kind":"Name","value":"pickupCode"}},{"kind":"Field","name":{"kind":"Name","value":"pickupQr"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rental"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rentalPercent"}},{"kind":"Field","name":{"kind":"Name","value":"inFull"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transition"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<BookingChangedSubscription, BookingChangedSubscriptionVariables>;
export const ConfirmPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmPaymentMutation, ConfirmPaymentMutationVariables>;
export const PaidBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaidBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPeriodFields"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"pickupCode"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPeriodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]} as unknown as DocumentNode<PaidBookingsQuery, PaidBookingsQueryVariables>;
export const CheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Checkout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedTotal"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"expectedTotal"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedTotal"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}}]}}]} as unknown as DocumentNode<CheckoutMutation, CheckoutMutationVariables>;
export const ResumePaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}}]}}]} as unknown as DocumentNode<ResumePaymentMutation, ResumePaymentMutationVariables>;
export const ReleaseHoldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReleaseHold"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseHold"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}}]}}]}}]} as unknown as DocumentNode<ReleaseHoldMutation, ReleaseHoldMutationVariables>;
export const MyEarningsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyEarnings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingsPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"payoutsPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CurrencyCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myEarnings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currencies"}},{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"available"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inTransit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minimumPayout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"disputeWindowHours"}},{"kind":"Field","name":{"kind":"Name","value":"platformFeePercent"}},{"kind":"Field","name":{"kind":"Name","value":"payoutMethod"}},{"kind":"Field","name":{"kind":"Name","value":"payoutAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutAccountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingsPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingCode"}},{"kind":"Field","name":{"kind":"Name","value":"toolName"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"earning"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"availableFrom"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"payouts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payoutsPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumberMasked"}},{"kind":"Field","name":{"kind":"Name","value":"bankCode"}},{"kind":"Field","name":{"kind":"Name","value":"stripeConnected"}},{"kind":"Field","name":{"kind":"Name","value":"stripeDetailsSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"stripePayoutsEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"stripeRequirementsDue"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"payoutsResumeAt"}}]}}]} as unknown as DocumentNode<MyEarningsQuery, MyEarningsQueryVariables>;
export const SetBankPayoutDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetBankPayoutDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankPayoutDetailsInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBankPayoutDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumberMasked"}},{"kind":"Field","name":{"kind":"Name","value":"bankCode"}},{"kind":"Field","name":{"kind":"Name","value":"stripeConnected"}},{"kind":"Field","name":{"kind":"Name","value":"stripeDetailsSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"stripePayoutsEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"stripeRequirementsDue"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"payoutsResumeAt"}}]}}]} as unknown as DocumentNode<SetBankPayoutDetailsMutation, SetBankPayoutDetailsMutationVariables>;
export const StartStripeOnboardingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartStripeOnboarding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startStripeOnboarding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<StartStripeOnboardingMutation, StartStripeOnboardingMutationVariables>;
export const ConfirmPayoutDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmPayoutDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmPayoutDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumberMasked"}},{"kind":"Field","name":{"kind":"Name","value":"bankCode"}},{"kind":"Field","name":{"kind":"Name","value":"stripeConnected"}},{"kind":"Field","name":{"kind":"Name","value":"stripeDetailsSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"stripePayoutsEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"stripeRequirementsDue"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"payoutsResumeAt"}}]}}]} as unknown as DocumentNode<ConfirmPayoutDetailsMutation, ConfirmPayoutDetailsMutationVariables>;
export const RefreshStripeAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshStripeAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshStripeAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumberMasked"}},{"kind":"Field","name":{"kind":"Name","value":"bankCode"}},{"kind":"Field","name":{"kind":"Name","value":"stripeConnected"}},{"kind":"Field","name":{"kind":"Name","value":"stripeDetailsSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"stripePayoutsEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"stripeRequirementsDue"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"payoutsResumeAt"}}]}}]} as unknown as DocumentNode<RefreshStripeAccountMutation, RefreshStripeAccountMutationVariables>;
export const RequestPayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CurrencyCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}}]}}]} as unknown as DocumentNode<RequestPayoutMutation, RequestPayoutMutationVariables>;
export const PayoutBanksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayoutBanks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CurrencyCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payoutBanks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PayoutBanksQuery, PayoutBanksQueryVariables>;
export const CheckPaystackPayoutAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckPaystackPayoutAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bankCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CurrencyCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkPaystackPayoutAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bankCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bankCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankCode"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}}]}}]}}]} as unknown as DocumentNode<CheckPaystackPayoutAccountQuery, CheckPaystackPayoutAccountQueryVariables>;
export const SetPaystackPayoutAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPaystackPayoutAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bankCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CurrencyCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPaystackPayoutAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bankCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bankCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumberMasked"}},{"kind":"Field","name":{"kind":"Name","value":"bankCode"}},{"kind":"Field","name":{"kind":"Name","value":"stripeConnected"}},{"kind":"Field","name":{"kind":"Name","value":"stripeDetailsSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"stripePayoutsEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"stripeRequirementsDue"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"payoutsResumeAt"}}]}}]} as unknown as DocumentNode<SetPaystackPayoutAccountMutation, SetPaystackPayoutAccountMutationVariables>;
export const EditToolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditTool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ToolDetailsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rentalCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ToolPublicFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicySummary"}},{"kind":"Field","name":{"kind":"Name","value":"bookingMode"}},{"kind":"Field","name":{"kind":"Name","value":"requiresIdVerification"}},{"kind":"Field","name":{"kind":"Name","value":"minRentalLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxRentalLength"}},{"kind":"Field","name":{"kind":"Name","value":"bufferHours"}},{"kind":"Field","name":{"kind":"Name","value":"noticeHours"}},{"kind":"Field","name":{"kind":"Name","value":"maxAdvanceDays"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"bookingRules"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeUnit"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeCap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeTerms"}},{"kind":"Field","name":{"kind":"Name","value":"itemStatus"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"image1"}},{"kind":"Field","name":{"kind":"Name","value":"image2"}},{"kind":"Field","name":{"kind":"Name","value":"image3"}},{"kind":"Field","name":{"kind":"Name","value":"image4"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ToolDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ToolPublicFields"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"pickupLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"pickupLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"locationSource"}}]}}]} as unknown as DocumentNode<EditToolQuery, EditToolQueryVariables>;
export const UpdateToolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ToolUpdateInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"coverImage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image1"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image2"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image3"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image4"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"removeImages"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSlot"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"coverImage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"coverImage"}}},{"kind":"Argument","name":{"kind":"Name","value":"image1"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image1"}}},{"kind":"Argument","name":{"kind":"Name","value":"image2"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image2"}}},{"kind":"Argument","name":{"kind":"Name","value":"image3"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image3"}}},{"kind":"Argument","name":{"kind":"Name","value":"image4"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image4"}}},{"kind":"Argument","name":{"kind":"Name","value":"removeImages"},"value":{"kind":"Variable","name":{"kind":"Name","value":"removeImages"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ToolDetailsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ToolPublicFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicySummary"}},{"kind":"Field","name":{"kind":"Name","value":"bookingMode"}},{"kind":"Field","name":{"kind":"Name","value":"requiresIdVerification"}},{"kind":"Field","name":{"kind":"Name","value":"minRentalLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxRentalLength"}},{"kind":"Field","name":{"kind":"Name","value":"bufferHours"}},{"kind":"Field","name":{"kind":"Name","value":"noticeHours"}},{"kind":"Field","name":{"kind":"Name","value":"maxAdvanceDays"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"bookingRules"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeUnit"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeCap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeTerms"}},{"kind":"Field","name":{"kind":"Name","value":"itemStatus"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"image1"}},{"kind":"Field","name":{"kind":"Name","value":"image2"}},{"kind":"Field","name":{"kind":"Name","value":"image3"}},{"kind":"Field","name":{"kind":"Name","value":"image4"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ToolDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ToolPublicFields"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"pickupLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"pickupLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"locationSource"}}]}}]} as unknown as DocumentNode<UpdateToolMutation, UpdateToolMutationVariables>;
export const DeleteToolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteToolMutation, DeleteToolMutationVariables>;
export const ToolBlocksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ToolBlocks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toolId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolBlocks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"toolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toolId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstDay"}},{"kind":"Field","name":{"kind":"Name","value":"lastDay"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookingSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"toolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toolId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<ToolBlocksQuery, ToolBlocksQueryVariables>;
export const BlockToolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BlockTool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BlockToolInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blockTool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BlockToolMutation, BlockToolMutationVariables>;
export const UnblockToolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnblockTool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unblockTool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<UnblockToolMutation, UnblockToolMutationVariables>;
export const ToolsForBrowseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ToolsForBrowse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ToolBrowseInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ToolOrder"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tools"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalCapped"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ToolCardFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"rentalCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookingSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}}]}},{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currencies"}},{"kind":"Field","name":{"kind":"Name","value":"mapTileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mapAttribution"}},{"kind":"Field","name":{"kind":"Name","value":"mapAttributionUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ToolCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"itemStatus"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}}]}}]} as unknown as DocumentNode<ToolsForBrowseQuery, ToolsForBrowseQueryVariables>;
export const AskOwnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AskOwner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toolId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"askOwner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"toolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toolId"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}}]}}]}}]} as unknown as DocumentNode<AskOwnerMutation, AskOwnerMutationVariables>;
export const ConversationDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConversationDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConversationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unread"}}]}}]} as unknown as DocumentNode<ConversationDetailsQuery, ConversationDetailsQueryVariables>;
export const ConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Conversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}}]} as unknown as DocumentNode<ConversationQuery, ConversationQueryVariables>;
export const SendMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}}]} as unknown as DocumentNode<SendMessageMutation, SendMessageMutationVariables>;
export const MessageAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MessageAdded"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageAdded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}}]} as unknown as DocumentNode<MessageAddedSubscription, MessageAddedSubscriptionVariables>;
export const MarkConversationReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkConversationRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markConversationRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}}]}]}}]} as unknown as DocumentNode<MarkConversationReadMutation, MarkConversationReadMutationVariables>;
export const InboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Inbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ConversationRole"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConversationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unread"}}]}}]} as unknown as DocumentNode<InboxQuery, InboxQueryVariables>;
export const UnreadMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnreadMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asRenter"}},{"kind":"Field","name":{"kind":"Name","value":"asOwner"}},{"kind":"Field","name":{"kind":"Name","value":"inquiries"}}]}}]}}]} as unknown as DocumentNode<UnreadMessagesQuery, UnreadMessagesQueryVariables>;
export const UnreadMessagesChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"UnreadMessagesChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadMessagesChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asRenter"}},{"kind":"Field","name":{"kind":"Name","value":"asOwner"}},{"kind":"Field","name":{"kind":"Name","value":"inquiries"}}]}}]}}]} as unknown as DocumentNode<UnreadMessagesChangedSubscription, UnreadMessagesChangedSubscriptionVariables>;
export const SetToolStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetToolStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ItemStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setToolStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ToolDetailsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ToolPublicFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicySummary"}},{"kind":"Field","name":{"kind":"Name","value":"bookingMode"}},{"kind":"Field","name":{"kind":"Name","value":"requiresIdVerification"}},{"kind":"Field","name":{"kind":"Name","value":"minRentalLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxRentalLength"}},{"kind":"Field","name":{"kind":"Name","value":"bufferHours"}},{"kind":"Field","name":{"kind":"Name","value":"noticeHours"}},{"kind":"Field","name":{"kind":"Name","value":"maxAdvanceDays"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"bookingRules"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeUnit"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeCap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeTerms"}},{"kind":"Field","name":{"kind":"Name","value":"itemStatus"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"image1"}},{"kind":"Field","name":{"kind":"Name","value":"image2"}},{"kind":"Field","name":{"kind":"Name","value":"image3"}},{"kind":"Field","name":{"kind":"Name","value":"image4"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ToolDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ToolPublicFields"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"pickupLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"pickupLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"locationSource"}}]}}]} as unknown as DocumentNode<SetToolStatusMutation, SetToolStatusMutationVariables>;
export const MyToolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTools"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTools"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"20"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ToolDetailsFields"}},{"kind":"Field","name":{"kind":"Name","value":"bookingsCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ToolPublicFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicySummary"}},{"kind":"Field","name":{"kind":"Name","value":"bookingMode"}},{"kind":"Field","name":{"kind":"Name","value":"requiresIdVerification"}},{"kind":"Field","name":{"kind":"Name","value":"minRentalLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxRentalLength"}},{"kind":"Field","name":{"kind":"Name","value":"bufferHours"}},{"kind":"Field","name":{"kind":"Name","value":"noticeHours"}},{"kind":"Field","name":{"kind":"Name","value":"maxAdvanceDays"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"bookingRules"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeUnit"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeCap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeTerms"}},{"kind":"Field","name":{"kind":"Name","value":"itemStatus"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"image1"}},{"kind":"Field","name":{"kind":"Name","value":"image2"}},{"kind":"Field","name":{"kind":"Name","value":"image3"}},{"kind":"Field","name":{"kind":"Name","value":"image4"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ToolDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ToolPublicFields"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"pickupLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"pickupLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"locationSource"}}]}}]} as unknown as DocumentNode<MyToolsQuery, MyToolsQueryVariables>;
export const MyToolChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MyToolChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myToolChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ToolDetailsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ToolPublicFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicySummary"}},{"kind":"Field","name":{"kind":"Name","value":"bookingMode"}},{"kind":"Field","name":{"kind":"Name","value":"requiresIdVerification"}},{"kind":"Field","name":{"kind":"Name","value":"minRentalLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxRentalLength"}},{"kind":"Field","name":{"kind":"Name","value":"bufferHours"}},{"kind":"Field","name":{"kind":"Name","value":"noticeHours"}},{"kind":"Field","name":{"kind":"Name","value":"maxAdvanceDays"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"bookingRules"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeUnit"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeCap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeTerms"}},{"kind":"Field","name":{"kind":"Name","value":"itemStatus"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"image1"}},{"kind":"Field","name":{"kind":"Name","value":"image2"}},{"kind":"Field","name":{"kind":"Name","value":"image3"}},{"kind":"Field","name":{"kind":"Name","value":"image4"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ToolDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ToolPublicFields"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"pickupLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"pickupLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"locationSource"}}]}}]} as unknown as DocumentNode<MyToolChangedSubscription, MyToolChangedSubscriptionVariables>;
export const PaymentSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"publishableKey"}}]}}]}}]} as unknown as DocumentNode<PaymentSettingsQuery, PaymentSettingsQueryVariables>;
export const OwnerProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OwnerProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"memberSince"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"idVerified"}},{"kind":"Field","name":{"kind":"Name","value":"listedTools"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"responseRate"}},{"kind":"Field","name":{"kind":"Name","value":"responseMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"requestsAnswered"}},{"kind":"Field","name":{"kind":"Name","value":"tools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ToolCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"5"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ToolCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"itemStatus"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}}]}}]} as unknown as DocumentNode<OwnerProfileQuery, OwnerProfileQueryVariables>;
export const RenterProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RenterProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renterProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"memberSince"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"idVerified"}},{"kind":"Field","name":{"kind":"Name","value":"completedRentals"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"10"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RenterProfileQuery, RenterProfileQueryVariables>;
export const BookingReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canReview"}},{"kind":"Field","name":{"kind":"Name","value":"otherHasReviewed"}},{"kind":"Field","name":{"kind":"Name","value":"reviewableUntil"}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingReviewFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renterReview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingReviewFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"editableUntil"}}]}}]} as unknown as DocumentNode<BookingReviewQuery, BookingReviewQueryVariables>;
export const AddReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rating"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"comment"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"rating"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rating"}}},{"kind":"Argument","name":{"kind":"Name","value":"comment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"comment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddReviewMutation, AddReviewMutationVariables>;
export const UpdateReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rating"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"comment"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"rating"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rating"}}},{"kind":"Argument","name":{"kind":"Name","value":"comment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"comment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateReviewMutation, UpdateReviewMutationVariables>;
export const ToolReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ToolReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toolId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolReviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"toolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toolId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<ToolReviewsQuery, ToolReviewsQueryVariables>;
export const SaveSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ToolBrowseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<SaveSearchMutation, SaveSearchMutationVariables>;
export const ToolSavedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ToolSaved"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}}]}}]}}]} as unknown as DocumentNode<ToolSavedQuery, ToolSavedQueryVariables>;
export const SaveToolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveTool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toolId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"saved"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveTool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"toolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toolId"}}},{"kind":"Argument","name":{"kind":"Name","value":"saved"},"value":{"kind":"Variable","name":{"kind":"Name","value":"saved"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}}]}}]}}]} as unknown as DocumentNode<SaveToolMutation, SaveToolMutationVariables>;
export const SavedToolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedTools"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedTools"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ToolCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ToolCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"itemStatus"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}}]}}]} as unknown as DocumentNode<SavedToolsQuery, SavedToolsQueryVariables>;
export const SavedSearchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedSearches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedSearches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]} as unknown as DocumentNode<SavedSearchesQuery, SavedSearchesQueryVariables>;
export const DeleteSavedSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSavedSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSavedSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteSavedSearchMutation, DeleteSavedSearchMutationVariables>;
export const UnsubscribeSavedSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnsubscribeSavedSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribeSavedSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<UnsubscribeSavedSearchMutation, UnsubscribeSavedSearchMutationVariables>;
export const ToolDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ToolDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ToolPublicFields"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerCancellations"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookingSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"toolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ToolPublicFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rentalCircle"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicySummary"}},{"kind":"Field","name":{"kind":"Name","value":"bookingMode"}},{"kind":"Field","name":{"kind":"Name","value":"requiresIdVerification"}},{"kind":"Field","name":{"kind":"Name","value":"minRentalLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxRentalLength"}},{"kind":"Field","name":{"kind":"Name","value":"bufferHours"}},{"kind":"Field","name":{"kind":"Name","value":"noticeHours"}},{"kind":"Field","name":{"kind":"Name","value":"maxAdvanceDays"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"bookingRules"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeUnit"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeCap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"decimal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeTerms"}},{"kind":"Field","name":{"kind":"Name","value":"itemStatus"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"image1"}},{"kind":"Field","name":{"kind":"Name","value":"image2"}},{"kind":"Field","name":{"kind":"Name","value":"image3"}},{"kind":"Field","name":{"kind":"Name","value":"image4"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"holdMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"requestResponseHours"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<ToolDetailsQuery, ToolDetailsQueryVariables>;
export const AccountChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AccountChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AccountChangedSubscription, AccountChangedSubscriptionVariables>;
export const RefreshSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RefreshSessionMutation, RefreshSessionMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const ResendEmailVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendEmailVerification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendEmailVerification"}}]}}]} as unknown as DocumentNode<ResendEmailVerificationMutation, ResendEmailVerificationMutationVariables>;
export const SiteConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expoName"}},{"kind":"Field","name":{"kind":"Name","value":"expoYear"}},{"kind":"Field","name":{"kind":"Name","value":"expoStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"expoEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"expoVenue"}},{"kind":"Field","name":{"kind":"Name","value":"expoTimeZone"}},{"kind":"Field","name":{"kind":"Name","value":"marketplaceTimeZone"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"localCurrencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactWebsite"}},{"kind":"Field","name":{"kind":"Name","value":"facebookUrl"}},{"kind":"Field","name":{"kind":"Name","value":"instagramUrl"}},{"kind":"Field","name":{"kind":"Name","value":"xUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mapTileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mapAttribution"}},{"kind":"Field","name":{"kind":"Name","value":"mapAttributionUrl"}}]}}]}}]} as unknown as DocumentNode<SiteConfigQuery, SiteConfigQueryVariables>;
export const SiteTimeZonesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteTimeZones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expoTimeZone"}},{"kind":"Field","name":{"kind":"Name","value":"marketplaceTimeZone"}}]}}]}}]} as unknown as DocumentNode<SiteTimeZonesQuery, SiteTimeZonesQueryVariables>;