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

/** The code of an error, in errors[].extensions.code */
export type ErrorCode =
  /** The HTTP request is not a GraphQL request the server reads (no query, a body that is not JSON) */
  | 'BAD_REQUEST'
  /** An argument or input field is missing or wrong: extensions.fields lists each as [{ path, msg }], path from the argument's name (input.price, input.items.2.quantity, page.pageSize, id), or from the variable's name for a variable's value that does not fit its type */
  | 'BAD_USER_INPUT'
  /** The request is valid but the state does not allow it now (taken, already done, too late) */
  | 'CONFLICT'
  /** The account's e-mail address is not confirmed yet: open the link e-mailed to it (resendEmailVerification sends a new one) */
  | 'EMAIL_NOT_VERIFIED'
  /** Signed in, but this account may not do this */
  | 'FORBIDDEN'
  /** The document is not GraphQL (a syntax error), or is longer than the server reads (3,000 tokens): locations says where */
  | 'GRAPHQL_PARSE_FAILED'
  /** The document does not fit the schema (an unknown field, an argument of the wrong type, a limit of the server): a value written in an argument is named in extensions.fields as [{ path, msg }], path from the argument */
  | 'GRAPHQL_VALIDATION_FAILED'
  /** The tool's owner rents it only to renters with a verified ID, and the caller's is not verified: send an ID document and a selfie (submitIdentityCheck) and wait for an administrator */
  | 'ID_VERIFICATION_REQUIRED'
  /** Something unplanned failed: nothing is shown; the request id in the logs tells what */
  | 'INTERNAL_SERVER_ERROR'
  /** The object asked for does not exist, or the caller may not know it does */
  | 'NOT_FOUND'
  /** The document holds several operations and operationName does not name one of them */
  | 'OPERATION_RESOLUTION_FAILURE'
  /** An upload or the request body is too large (images: 5 MB) */
  | 'PAYLOAD_TOO_LARGE'
  /** No card processor is configured: nothing was held or charged */
  | 'PAYMENTS_UNAVAILABLE'
  /** The card was refused or the payment cancelled: the message is the processor's reason */
  | 'PAYMENT_FAILED'
  /** A booking was asked for without a completed payment that covers it */
  | 'PAYMENT_REQUIRED'
  /** No way to pay the owner yet: enter bank details, or finish Stripe onboarding, before asking for a payout */
  | 'PAYOUT_ACCOUNT_REQUIRED'
  /** A payout asked for more than the owner's available balance: earnings become available once the return and its dispute window have passed */
  | 'PAYOUT_NOT_AVAILABLE'
  /** Payouts are held: the payout details changed within the cooling-off period (extensions.retryAfterSeconds says until when), or a password reset put them on hold until the owner confirms them (confirmPayoutDetails) */
  | 'PAYOUT_ON_HOLD'
  /** The server has not seen the operation behind this sha256 hash (automatic persisted queries): send the operation's text with its hash */
  | 'PERSISTED_QUERY_NOT_FOUND'
  /** The operation asks for too much at once: its cost (a field costs 1, a paged list's fields count once per item of its page) is over the limit. Ask for smaller pages, fewer fields or fewer aliases */
  | 'QUERY_TOO_COMPLEX'
  /** An outside service (the card processor) did not answer: nothing was changed, try again */
  | 'SERVICE_UNAVAILABLE'
  /** The registration type asked for has no place left: its waitlist takes names (joinWaitlist), and a freed place is offered to the next person by e-mail */
  | 'SOLD_OUT'
  /** A rate limit was reached: extensions.retryAfterSeconds says when to try again */
  | 'TOO_MANY_REQUESTS'
  /** No usable access token: refresh the session (refreshSession) or sign in again */
  | 'UNAUTHENTICATED'
  /** An upload is not one of the accepted types (images: PNG, JPEG or WebP) */
  | 'UNSUPPORTED_MEDIA_TYPE';

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

/** How an invoice was paid */
export type InvoicePaymentRoute =
  /** By card, through the payment provider */
  | 'CARD'
  /** By bank transfer, marked paid by an organiser with its reference */
  | 'TRANSFER';

/** Where a sponsor’s invoice stands */
export type InvoiceStatus =
  /** Issued, not paid yet */
  | 'OPEN'
  /** Paid, by card or by bank transfer */
  | 'PAID'
  /** Cancelled by its credit note */
  | 'VOID';

/** Whether a tool is on the market */
export type ItemStatus =
  /** Listed: anyone finds it in the marketplace and can book it */
  | 'AVAILABLE'
  /** Taken off the market by its owner: only the owner and administrators see it; re-listing makes it AVAILABLE */
  | 'UNAVAILABLE';

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

/** Where a request to delete a registration stands */
export type PrivacyRequestStatus =
  /** The registration was deleted and the person told */
  | 'COMPLETED'
  /** An administrator declined it with a reason, which the person received */
  | 'DECLINED'
  /** Sent from "My registration", waiting for an administrator */
  | 'PENDING';

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

/** Where the refund of a cancelled booking's amount is */
export type RefundStatus =
  /** The processor refused it: the administrators follow it up */
  | 'FAILED'
  /** Asked of the card processor, not yet done */
  | 'PENDING'
  /** The whole amount went back to the card */
  | 'REFUNDED';

/** Where a paid registration stands for its payer */
export type RegistrationOrderState =
  /** Its place is held until expiresAt, waiting for the payment */
  | 'AWAITING_PAYMENT'
  /** Not paid in time: its place was given back; register again */
  | 'EXPIRED'
  /** Paid: what happens next (the confirmation, or a refund) is e-mailed to its address */
  | 'PAID';

/** Whether a registration type can be registered for now */
export type RegistrationSaleState =
  /** Its sales have ended (salesEndAt) */
  | 'ENDED'
  /** Its sales have not started (salesStartAt) */
  | 'NOT_YET'
  /** It can be registered for (when it has places left) */
  | 'OPEN';

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

/** What a review is about */
export type ReviewSubject =
  /** The renter, reviewed by the tool’s owner */
  | 'RENTER'
  /** The tool (and its owner), reviewed by the renter */
  | 'TOOL';

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

/** An administrator's answer to a sponsorship application */
export type SponsorDecision =
  /** Approve: the sponsor shows on the public sponsor wall */
  | 'APPROVED'
  /** Decline: the application stays on the admin list only */
  | 'DECLINED';

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
