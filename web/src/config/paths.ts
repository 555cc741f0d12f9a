/**
 * Every route of the client in one place. Components link with these constants, never
 * with string literals, so a renamed route is one edit and a typo is a type error.
 */
export const paths = {
  // Public (expo website and account entry points)
  root: '/',
  home: '/home',
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  privacy: '/privacy',
  createAccount: '/create-account',
  login: '/user-login',
  passwordRequest: '/password-request',
  registration: '/registration',
  registrationSuccess: '/registration-success',
  /** Paying for a registration as a paid type (the order's token waits in the tab). */
  registrationPayment: '/registration/payment',
  /** Several people registered at once by one contact (a company's staff). */
  groupRegistration: '/group-registration',
  sponsorship: '/sponsorship',
  sponsorshipDetails: '/sponsorship-details',
  sponsorshipSuccess: '/sponsorship-success',
  /** Beyond the seed: the expo's agenda and its exhibitor directory. */
  programme: '/programme',
  /** A seat at a full session held for an attendee from its line, opened by the offer e-mail's link (`?token=`). */
  seatOffer: '/programme/seat-offer',
  exhibitors: '/exhibitors',
  /** An attendee's own registration, opened by the private link (`?token=`) of the confirmation e-mail. */
  myRegistration: '/my-registration',
  /** A sponsor's own page (their invoice, paying it), opened by the private link (`?token=`) of the invoice e-mail. */
  mySponsorship: '/my-sponsorship',
  /** The tool-rental marketplace, open to visitors. */
  tools: '/tools',
  /** One tool: `/tools/<readable slug>-<id>` (rentalDetailsHref). */
  tool: '/tools/:slug',
  /** Beyond the seed: an owner's public profile (ownerProfileHref). */
  owner: '/owners/:id',
  /** Beyond the seed: the saved search e-mail's way out (the server answers a one-click POST here). */
  unsubscribeSearch: '/saved-searches/unsubscribe',

  // Signed-in user area
  user: {
    root: '/user',
    /** Old client's login link; redirects to `login`. */
    legacyLogin: '/user/login',
    dashboard: '/user/user-dashboard',
    myRentals: '/user/my-rentals',
    addRental: '/user/add-rental',
    rentalBookingSuccess: '/user/rental-booking-success',
    myBookings: '/user/my-bookings',
    rentalDetails: '/user/rental-details',
    rentalBookingSummary: '/user/rental-booking-summary',
    cart: '/user/cart',
    myBookingsDetails: '/user/my-bookings-details',
    myRentalHistory: '/user/my-rental-history',
    myRentalHistoryDetails: '/user/my-rental-history-details',
    myProfile: '/user/my-profile',
    /** Reached from the password-reset e-mail, so it works signed out. */
    resetPassword: '/user/user-reset-password',
    /** Beyond the seed: reached from the link e-mailed to a new address, so it works signed out too. */
    confirmEmail: '/user/confirm-email',
    /** Beyond the seed: the link that confirms an account's address (sign-up), opened signed in or not. */
    verifyEmail: '/user/verify-email',
    myToolDetails: '/user/my-tool-details',
    bookingPage: '/user/booking-page',
    /** Beyond the seed: after a request to book's card step, until the owner answers. */
    requestSent: '/user/request-sent',
    /** Beyond the seed: everything the bell counts. */
    notifications: '/user/notifications',
    /** Beyond the seed: an owner's earnings, payouts and payout method (Stripe onboarding returns here). */
    earnings: '/user/earnings',
    /** Beyond the seed: the tools the user saved (favourites). */
    saved: '/user/saved',
    /** Beyond the seed: every conversation of the user, questions before booking and bookings' alike. */
    messages: '/user/messages',
    /** One conversation by its id (conversationHref); a booking's is also on the booking's page. */
    conversation: '/user/messages/:id',
    /** A renter's profile, for the owners they booked or asked (renterProfileHref). */
    renter: '/user/renters/:id',
  },

  // Admin area (role Admin)
  admin: {
    root: '/admin',
    dashboard: '/admin/admin-dashboard',
    addRentalCategory: '/admin/add-rental-category',
    allRentalCategories: '/admin/all-rental-categories',
    rentalCategoryDetails: '/admin/rental-category-details',
    allUsers: '/admin/all-users',
    userDetails: '/admin/user-details',
    allRentalBookings: '/admin/all-rental-bookings',
    bookingDetails: '/admin/booking-details',
    sendEmail: '/admin/send-email',
    allParticipants: '/admin/all-participants',
    allSponsors: '/admin/all-sponsors',
    // Beyond the seed: details of the expo lists, check-in, bulk-mail progress and the e-mail outbox.
    participantDetails: '/admin/participant-details',
    sponsorDetails: '/admin/sponsor-details',
    /** Beyond the seed: the organisers' invoicing settings and the packages' prices. */
    invoicing: '/admin/invoicing',
    checkIn: '/admin/check-in',
    /** Badges printed in batches (by type, by day, not printed yet). */
    badges: '/admin/badges',
    campaign: '/admin/campaign',
    outbox: '/admin/outbox',
    outboxMessage: '/admin/outbox-message',
    disputes: '/admin/disputes',
    disputeDetails: '/admin/dispute-details',
    /** Owners' payouts: the bank-transfer queue and Stripe transfers. */
    payouts: '/admin/payouts',
    /** Identity checks (an ID document and a selfie) to approve or reject. */
    idChecks: '/admin/id-checks',
    /** Deletion requests from "My registration", and the purge of past editions. */
    privacyRequests: '/admin/privacy-requests',
    /** Messages from the contact form, and one message with its replies. */
    inbox: '/admin/inbox',
    contactMessage: '/admin/contact-message',
    /** What administrators changed: who, when, which record, why. */
    auditLog: '/admin/audit-log',
    /** The expo's programme sessions and exhibitor directory. */
    programme: '/admin/programme',
    addProgrammeSession: '/admin/add-programme-session',
    programmeSessionDetails: '/admin/programme-session-details',
    exhibitors: '/admin/exhibitors',
    addExhibitor: '/admin/add-exhibitor',
    exhibitorDetails: '/admin/exhibitor-details',
    /** What people register as (trade visitor, VIP…): places, days, sale window, questions, waitlist. */
    registrationTypes: '/admin/registration-types',
    addRegistrationType: '/admin/add-registration-type',
    registrationTypeDetails: '/admin/registration-type-details',
    accessCodes: '/admin/access-codes',
    accessCodeDetails: '/admin/access-code-details',
    /** Integrators' webhook endpoints, and one with its delivery log. */
    webhooks: '/admin/webhooks',
    webhookDetails: '/admin/webhook-details',
  },
} as const;

/** Link target of the password-reset e-mail. */
export function resetPasswordHref(token: string): string {
  return `${paths.user.resetPassword}?${new URLSearchParams({ token })}`;
}

const UUID_AT_END = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** A name as a readable URL word list: "Bosch Hammer Drill (18 V)" -> "bosch-hammer-drill-18-v". */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/**
 * The public page of one tool: a readable slug and the id (`/tools/bosch-hammer-drill-<id>`), so a
 * shared link reads well and still opens the same tool after a rename. Without the name, the id alone.
 */
export function rentalDetailsHref(toolId: string, name?: string): string {
  const slug = name ? slugOf(name) : '';
  return `${paths.tools}/${slug ? `${slug}-` : ''}${toolId}`;
}

/** One conversation's page: a question before booking, or a booking's. */
export function conversationHref(conversationId: string): string {
  return `${paths.user.messages}/${encodeURIComponent(conversationId)}`;
}

/** A renter's profile, linked from their bookings and questions on the owner's side. */
export function renterProfileHref(renterId: string): string {
  return `/user/renters/${encodeURIComponent(renterId)}`;
}

/** An owner's public profile, linked from their tools. */
export function ownerProfileHref(ownerId: string): string {
  return `/owners/${encodeURIComponent(ownerId)}`;
}

/** The tool id at the end of a tool page's slug; undefined when there is none. */
export function toolIdOfSlug(slug: string | undefined): string | undefined {
  return UUID_AT_END.exec(slug ?? '')?.[1]?.toLowerCase();
}

/** The owner's Edit Tool page for one of their tools. */
export function myToolDetailsHref(toolId: string): string {
  return `${paths.user.myToolDetails}?${new URLSearchParams({ id: toolId })}`;
}

/** The sponsorship form for one package; the choice lives in the URL so it survives a refresh. */
export function sponsorshipDetailsHref(packageId: string): string {
  return `${paths.sponsorshipDetails}?${new URLSearchParams({ package: packageId })}`;
}

/** Adding the exhibitor details of an approved sponsor: the form starts from that sponsor. */
export function addExhibitorHref(sponsorId?: string): string {
  return sponsorId
    ? `${paths.admin.addExhibitor}?${new URLSearchParams({ sponsor: sponsorId })}`
    : paths.admin.addExhibitor;
}

/** An admin details page; the record's id travels in the query string (`?id=`), so a refresh keeps it. */
export function adminDetailsHref(path: string, id: string): string {
  return `${path}?${new URLSearchParams({ id })}`;
}

/** A booking period and quantity as they travel in a URL (so a refresh or a shared link keeps them). */
export interface BookingRequest {
  toolId: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  quantity: number;
}

/** 'Your Booking Summary' of one booking request. */
export function bookingSummaryHref(request: BookingRequest): string {
  const { toolId, quantity, ...period } = request;
  return `${paths.user.rentalBookingSummary}?${new URLSearchParams({ tool: toolId, ...period, quantity: String(quantity) })}`;
}

/** The processing page and the success page of one payment. */
export function bookingPageHref(paymentId: string): string {
  return `${paths.user.bookingPage}?${new URLSearchParams({ payment: paymentId })}`;
}

/** 'Request sent': the request to book of this payment, its card authorised. */
export function requestSentHref(paymentId: string): string {
  return `${paths.user.requestSent}?${new URLSearchParams({ payment: paymentId })}`;
}

export function bookingSuccessHref(paymentId: string): string {
  return `${paths.user.rentalBookingSuccess}?${new URLSearchParams({ payment: paymentId })}`;
}

/** A booking as its owner sees it (My Bookings) and as its renter sees it (My Rental History). */
export function myBookingDetailsHref(bookingId: string): string {
  return `${paths.user.myBookingsDetails}?${new URLSearchParams({ id: bookingId })}`;
}

export function rentalHistoryDetailsHref(bookingId: string): string {
  return `${paths.user.myRentalHistoryDetails}?${new URLSearchParams({ id: bookingId })}`;
}
