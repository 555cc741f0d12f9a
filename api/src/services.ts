import type { Config } from './config/config.js';
import type { DatabaseHandle } from './db/client.js';
import { AccountService } from './features/accounts/account.service.js';
import { SessionService } from './features/accounts/session.service.js';
import { DashboardService } from './features/admin/dashboard.service.js';
import { AccountAdministration } from './features/accounts/account-admin.service.js';
import { AuditService } from './features/audit/audit.service.js';
import { BadgePrinting } from './features/expo/badges/badge-print.service.js';
import { ContactInbox } from './features/expo/contact-inbox.service.js';
import { ContactService } from './features/expo/contact.service.js';
import { MyRegistrationService } from './features/expo/my-registration.service.js';
import { ParticipantRecords } from './features/expo/participant-records.service.js';
import { AccessCodeService } from './features/expo/access-codes/access-code.service.js';
import { PrivacyRequestService } from './features/expo/privacy-requests.service.js';
import { SponsorRecords } from './features/expo/sponsor-records.service.js';
import { InvoiceService } from './features/expo/invoices/invoice.service.js';
import { PaidRegistrationService } from './features/expo/paid-registration/order.service.js';
import { ExpoPayments } from './features/rentals/payments/expo-payments.js';
import { ExhibitorService } from './features/expo/exhibitors/exhibitor.service.js';
import { ProgrammeService } from './features/expo/programme/programme.service.js';
import { CheckInService } from './features/expo/check-in/check-in.service.js';
import { SessionSeatService } from './features/expo/programme/session-seat.service.js';
import { GroupRegistrationService } from './features/expo/groups/group.service.js';
import { ParticipantService } from './features/expo/participant.service.js';
import { RegistrationTypeService } from './features/expo/registration-types/registration-type.service.js';
import { WaitlistService } from './features/expo/waitlist/waitlist.service.js';
import { SponsorService } from './features/expo/sponsor.service.js';
import { MailingService } from './features/mailings/mailing.service.js';
import { MailViewPasses } from './features/outbox/mail-view.js';
import { OutboxService } from './features/outbox/outbox.service.js';
import { WebhookService } from './features/webhooks/webhook.service.js';
import { CategoryService } from './features/rentals/categories/category.service.js';
import { NotificationService } from './features/notifications/notification.service.js';
import { bookingsHoldingUnits, fullyBookedToolIds } from './features/rentals/bookings/availability.js';
import { BookingReminders } from './features/rentals/bookings/booking-reminders.js';
import { BookingService } from './features/rentals/bookings/booking.service.js';
import { CartService } from './features/rentals/bookings/cart.service.js';
import { ToolBlockService } from './features/rentals/bookings/block.service.js';
import { SavedToolService } from './features/rentals/saved/saved.service.js';
import { SavedSearchService } from './features/rentals/saved/saved-search.service.js';
import { OwnerProfileService, RenterProfileService } from './features/rentals/profiles/profile.service.js';
import { CheckoutService } from './features/rentals/payments/checkout.service.js';
import { RefundService } from './features/rentals/payments/refund.service.js';
import { EarningsService } from './features/rentals/payments/earnings.service.js';
import { PayoutService } from './features/rentals/payments/payout.service.js';
import { StripeConnectProvider } from './features/rentals/payments/stripe-connect.js';
import { DepositService } from './features/rentals/payments/deposit.service.js';
import { DisputeService } from './features/rentals/disputes/dispute.service.js';
import { LegacyBookingService } from './features/rentals/legacy/legacy-booking.service.js';
import { DisabledPaymentProvider } from './features/rentals/payments/disabled-provider.js';
import type { PaymentProvider } from './features/rentals/payments/payment-provider.js';
import { PaystackPaymentProvider } from './features/rentals/payments/paystack-provider.js';
import { PaystackTransfers } from './features/rentals/payments/paystack-transfers.js';
import { StripePaymentProvider } from './features/rentals/payments/stripe-provider.js';
import { TestPaymentProvider } from './features/rentals/payments/test-provider.js';
import { MessageService } from './features/rentals/messages/message.service.js';
import { ReviewService } from './features/rentals/reviews/review.service.js';
import { HandoverService } from './features/rentals/handovers/handover.service.js';
import { IdentityService } from './features/identity/identity.service.js';
import { ApiTokenService } from './features/api-tokens/api-token.service.js';
import { ReceiptService } from './features/rentals/payments/documents/receipt.service.js';
import { receiptAttachment } from './features/rentals/payments/documents/receipt-data.js';
import { BookingLedgerService } from './features/rentals/payments/booking-ledger.service.js';
import { ToolService } from './features/rentals/tools/tool.service.js';
import type { AppPubSub } from './graphql/pubsub.js';
import type { Jobs } from './lib/jobs.js';
import { IdempotencyKeys } from './lib/idempotency/idempotency-keys.js';
import { PublicCache, type CachedResponse } from './lib/public-cache.js';
import { RateLimits } from './lib/rate-limits/rate-limits.js';
import { BUDGETS } from './rate-budgets.js';
import type { Logger } from './lib/logger.js';
import type { Mailer } from './lib/mailer.js';
import type { FileStorage } from './lib/storage.js';
import { SignedUploadUrls } from './lib/signed-upload-urls.js';

export interface Infrastructure {
  config: Config;
  jwtSecret: string;
  database: DatabaseHandle;
  jobs: Jobs;
  mailer: Mailer;
  storage: FileStorage;
  pubsub: AppPubSub;
  logger: Logger;
  /** The address links in e-mails point to (known once the server is listening). */
  publicUrl: () => string;
}

/**
 * Public responses (marketplace, categories) are kept this long at most; writes invalidate them at
 * once, on every instance. The TTL only bounds an instance that missed an invalidation.
 */
const PUBLIC_CACHE = { ttlMs: 5000, maxEntries: 500 };

/** Every service, wired once at start-up; resolvers and REST handlers only call these. */
export function createServices(infra: Infrastructure) {
  const { database, config } = infra;
  const publicCache = new PublicCache<CachedResponse>(PUBLIC_CACHE);
  const limits = new RateLimits(BUDGETS, database.db, config.rateLimitScale);
  const sessions = new SessionService(database.db, infra.jwtSecret);
  const outbox = new OutboxService(
    database.db,
    infra.jobs,
    infra.mailer,
    infra.logger,
    !config.isProduction,
    config.mail.ratePerSecond,
  );
  const accounts: AccountService = new AccountService({
    db: database.db,
    sessions,
    storage: infra.storage,
    outbox,
    pubsub: infra.pubsub,
    publicCache,
    logger: infra.logger,
    brand: config.expo.name,
    publicUrl: infra.publicUrl,
    jobs: infra.jobs,
    limits,
    // Payout details live with the payouts: kept on hold after a reset, forgotten when ADMIN_EMAIL
    // takes the address over (`payouts` is made further down; this runs only after start-up).
    onCredentialsChanged: (tx, userId, why): Promise<void> =>
      why === 'reset' ? payouts.holdDetails(tx, userId) : payouts.forgetDetails(tx, userId),
  });
  // The registration types offered and their waitlists: a place freed or added goes to the next person waiting.
  const registrationTypes: RegistrationTypeService = new RegistrationTypeService({
    db: database.db,
    config,
    publicCache,
    onPlacesAdded: (tx, typeId) => waitlist.offerFreedPlaces(tx, typeId).then(() => undefined),
    onSponsorPassesType: (tx) => codes.issueSponsorCodes(tx),
  });
  // Access codes: invitations to a type for a number of places, and each approved sponsor's VIP passes.
  const codes = new AccessCodeService({ db: database.db, config });
  const waitlist: WaitlistService = new WaitlistService({
    db: database.db,
    config,
    outbox,
    publicUrl: infra.publicUrl,
    limits,
    logger: infra.logger,
    jobs: infra.jobs,
    types: registrationTypes,
  });
  // Seats at the programme's masterclasses and workshops, booked from the attendee's registration page.
  const sessionSeats = new SessionSeatService({
    db: database.db,
    config,
    outbox,
    publicUrl: infra.publicUrl,
    logger: infra.logger,
    jobs: infra.jobs,
    publicCache,
  });
  // The door: every desk's scans, online or offline, and the live numbers of who is in.
  const checkIns = new CheckInService({ db: database.db, config });
  const expoDeps = {
    db: database.db,
    outbox,
    config,
    publicUrl: infra.publicUrl,
    limits,
    logger: infra.logger,
    types: registrationTypes,
    waitlist,
    codes,
    sessionSeats,
  };
  // A paid type's registration is an order until its payment is captured (`paidRegistrations`, made below).
  const participants = new ParticipantService({
    ...expoDeps,
    orders: {
      open: (tx, order) => paidRegistrations.open(tx, order),
      start: (opened) => paidRegistrations.start(opened),
    },
  });
  // Several people registered at once by one contact (a company's staff), each a registration of their own.
  const groups = new GroupRegistrationService(expoDeps, participants);
  const sponsors = new SponsorService({
    ...expoDeps,
    storage: infra.storage,
    publicCache,
    // The wall lists only sponsors with a paid invoice when the organisers say so.
    wallFilter: () => invoices.wallFilter(),
  });
  const contact = new ContactService(expoDeps);
  // An administrator's corrections of records and the contact inbox; each change is audited.
  const participantRecords = new ParticipantRecords(expoDeps);
  const sponsorRecords = new SponsorRecords({
    ...expoDeps,
    storage: infra.storage,
    publicCache,
    // An invoiced application cancelled gets its credit note in the cancellation's transaction.
    onCancelled: async (tx, actor, sponsorId, reason): Promise<void> => {
      await invoices.creditOnCancel(tx, actor, sponsorId, reason);
      // Their VIP passes' code registers nobody more.
      await codes.setSponsorStanding(tx, sponsorId, false);
    },
  });
  const accountAdmin = new AccountAdministration({ db: database.db, sessions, pubsub: infra.pubsub, publicCache });
  const inbox = new ContactInbox(expoDeps);
  // The attendee's own page (the private link of the confirmation e-mail) and the privacy requests it sends.
  const myRegistration = new MyRegistrationService({ ...expoDeps, storage: infra.storage });
  // Badges printed by the organisers: batches from the admin area, a walk-up's at the check-in desk.
  const badgePrinting = new BadgePrinting({ db: database.db, config, storage: infra.storage, logger: infra.logger });
  const privacyRequests = new PrivacyRequestService({ ...expoDeps, storage: infra.storage, participantRecords });
  const audit = new AuditService(database.db);
  const programme = new ProgrammeService({
    db: database.db,
    config,
    storage: infra.storage,
    publicCache,
    onSeatsAdded: (tx, sessionId) => sessionSeats.offerFreedSeats(tx, sessionId).then(() => undefined),
  });
  const exhibitors = new ExhibitorService({ db: database.db, config, storage: infra.storage, publicCache });
  // Tools read the bookings that hold them, and categories the tools filed under them, through
  // functions given here: bookings depend on tools and tools on categories, never the other way.
  const tools = new ToolService({
    db: database.db,
    storage: infra.storage,
    pubsub: infra.pubsub,
    timeZone: config.timeZone,
    currencies: config,
    publicCache,
    bookings: { holdingUnits: bookingsHoldingUnits, fullyBookedToolIds },
  });
  const categories = new CategoryService({
    db: database.db,
    storage: infra.storage,
    publicCache,
    toolsFiledUnder: (tx, categoryId) => tools.filedUnder(tx, categoryId),
  });
  const mailViews = new MailViewPasses(infra.jwtSecret, (userId, familyId) =>
    sessions.viewerOfSession(userId, familyId),
  );
  const mailings = new MailingService({
    db: database.db,
    outbox,
    jobs: infra.jobs,
    config,
    logger: infra.logger,
    publicUrl: infra.publicUrl,
    secret: infra.jwtSecret,
  });
  const notifications = new NotificationService({ db: database.db, pubsub: infra.pubsub });
  // config.paymentMode decides: the test provider takes no money, so it exists only when allowed.
  const testProvider = config.paymentMode === 'test' ? new TestPaymentProvider(database.db) : undefined;
  const payments: PaymentProvider = config.stripe
    ? new StripePaymentProvider(config.stripe)
    : config.paystack
      ? new PaystackPaymentProvider(config.paystack)
      : (testProvider ?? new DisabledPaymentProvider());
  // Refunds tell the booking's side once the money is back; a cancellation queues its refund.
  const refunds: RefundService = new RefundService({
    db: database.db,
    jobs: infra.jobs,
    provider: payments,
    now: (): Date => bookings.now(),
    feeBasisPoints: config.platformFeeBasisPoints,
    onRefunded: (tx, booking) => bookings.onRefunded(tx, booking),
    announce: (announcements) => bookings.announce(announcements),
  });
  const bookings: BookingService = new BookingService({
    db: database.db,
    config,
    outbox,
    notifications,
    pubsub: infra.pubsub,
    refunds,
    receipts: (rows, paidAt) => Promise.all(rows.map((row) => receiptAttachment(row, config, paidAt))),
    deposits: {
      queueRelease: (tx, booking) => deposits.queueRelease(tx, booking),
      recordLateFee: (tx, booking, cents, now) => deposits.recordLateFee(tx, booking, cents, now),
    },
    publicUrl: infra.publicUrl,
    publicCache,
  });
  const savedTools = new SavedToolService({ db: database.db, tools });
  const profiles = new OwnerProfileService({ db: database.db, tools, now: (): Date => bookings.now() });
  const renterProfiles = new RenterProfileService({ db: database.db });
  const blocks = new ToolBlockService({
    db: database.db,
    now: (): Date => bookings.now(),
    availabilityChanged: () => bookings.availabilityChanged(),
  });
  // The deposit back after the return, and the money of decided disputes.
  const deposits: DepositService = new DepositService({
    db: database.db,
    config,
    jobs: infra.jobs,
    provider: payments,
    outbox,
    now: (): Date => bookings.now(),
    publicUrl: infra.publicUrl,
  });
  const disputes = new DisputeService({
    db: database.db,
    config,
    outbox,
    notifications,
    deposits,
    now: (): Date => bookings.now(),
    publicUrl: infra.publicUrl,
    changed: (booking, notes) => bookings.announce({ notes, bookings: [booking] }),
  });
  const reminders = new BookingReminders({
    db: database.db,
    config,
    outbox,
    notifications,
    jobs: infra.jobs,
    logger: infra.logger,
    publicUrl: infra.publicUrl,
    bookings,
  });
  const cart = new CartService({ db: database.db, config, bookings });
  // Sponsors' invoices, paid by card through the same provider as the rentals, or by bank transfer.
  const invoices: InvoiceService = new InvoiceService({
    ...expoDeps,
    jobs: infra.jobs,
    payments: new ExpoPayments({ db: database.db, provider: payments, logger: infra.logger, purpose: 'sponsorship' }),
    publicKey: () => payments.publishableKey,
    publicCache,
  });
  // Paid registration types, through the same provider.
  const paidRegistrations: PaidRegistrationService = new PaidRegistrationService({
    ...expoDeps,
    jobs: infra.jobs,
    payments: new ExpoPayments({ db: database.db, provider: payments, logger: infra.logger, purpose: 'registration' }),
    publicKey: () => payments.publishableKey,
  });
  const checkout = new CheckoutService({
    db: database.db,
    config,
    provider: payments,
    bookings,
    refunds,
    cart,
    jobs: infra.jobs,
    logger: infra.logger,
    outbox,
    notifications,
    publicUrl: infra.publicUrl,
    onSponsorshipEvent: (paymentId) => invoices.handlePaymentEvent(paymentId),
    onRegistrationEvent: (paymentId) => paidRegistrations.handlePaymentEvent(paymentId),
  });
  const legacyBookings = new LegacyBookingService({ db: database.db, config, bookings, checkout, notifications });
  const messages = new MessageService({
    db: database.db,
    config,
    pubsub: infra.pubsub,
    jobs: infra.jobs,
    outbox,
    notifications,
    limits,
    logger: infra.logger,
    publicUrl: infra.publicUrl,
  });
  const savedSearches = new SavedSearchService({
    db: database.db,
    config,
    jobs: infra.jobs,
    outbox,
    tools,
    publicUrl: infra.publicUrl,
    now: (): Date => bookings.now(),
  });
  // Owners' balances from the ledger, and their payouts (Stripe Connect transfers or the bank payout queue).
  const earnings = new EarningsService({
    db: database.db,
    disputeWindowHours: config.bookings.disputeWindowHours,
    currency: config.currency,
    now: () => bookings.now(),
  });
  const dashboard = new DashboardService({ db: database.db, config, earnings, outbox });
  const payouts: PayoutService = new PayoutService({
    db: database.db,
    jobs: infra.jobs,
    config,
    connect: config.stripeConnect && config.stripe ? new StripeConnectProvider(config.stripe) : undefined,
    paystack: config.paystack ? new PaystackTransfers(config.paystack) : undefined,
    earnings,
    outbox,
    logger: infra.logger,
    publicUrl: infra.publicUrl,
    now: () => earnings.now(),
    confirmPassword: (user, given, purpose): Promise<void> => accounts.requireCurrentPassword(user, given, purpose),
  });
  const reviews = new ReviewService({
    db: database.db,
    pubsub: infra.pubsub,
    jobs: infra.jobs,
    notifications,
    publicCache,
  });
  // Private uploads (condition photos) are served only at addresses signed with a key of the app's secret.
  const signedUploadUrls = new SignedUploadUrls(infra.jwtSecret);
  const handovers = new HandoverService({
    db: database.db,
    config,
    storage: infra.storage,
    signedUrls: signedUploadUrls,
    bookings,
  });
  // Identity checks: ID documents and selfies are private files too, deleted after their retention.
  const identity = new IdentityService({
    db: database.db,
    config,
    storage: infra.storage,
    signedUrls: signedUploadUrls,
    outbox,
    sessions,
    notifications,
    limits,
    jobs: infra.jobs,
    logger: infra.logger,
    publicUrl: infra.publicUrl,
    now: (): Date => bookings.now(),
  });
  // Personal API tokens for machine clients (context.ts signs their bearer in).
  const apiTokens = new ApiTokenService({ db: database.db, now: (): Date => bookings.now() });
  const receipts = new ReceiptService({ db: database.db, config, bookings, now: () => bookings.now() });
  const bookingLedger = new BookingLedgerService({ db: database.db });
  // The test provider's card step reaches the app the way Stripe's webhook does.
  if (testProvider) testProvider.onEvent = (event) => checkout.handleEvent(event);
  // Webhook endpoints and the delivery of the events services emit for them (webhook-events.ts).
  const webhooks = new WebhookService({
    db: database.db,
    jobs: infra.jobs,
    logger: infra.logger,
    production: config.isProduction,
  });
  return {
    config,
    sessions,
    outbox,
    webhooks,
    accounts,
    participants,
    groups,
    registrationTypes,
    codes,
    waitlist,
    sponsors,
    contact,
    participantRecords,
    sponsorRecords,
    invoices,
    paidRegistrations,
    accountAdmin,
    inbox,
    myRegistration,
    badgePrinting,
    privacyRequests,
    audit,
    programme,
    sessionSeats,
    checkIns,
    exhibitors,
    categories,
    dashboard,
    tools,
    blocks,
    savedTools,
    savedSearches,
    profiles,
    renterProfiles,
    mailings,
    mailViews,
    notifications,
    payments,
    testProvider,
    bookings,
    reminders,
    cart,
    checkout,
    refunds,
    deposits,
    disputes,
    earnings,
    payouts,
    legacyBookings,
    messages,
    reviews,
    handovers,
    identity,
    apiTokens,
    receipts,
    bookingLedger,
    pubsub: infra.pubsub,
    publicCache,
    /** Request budgets shared by REST, GraphQL and WebSocket (see rate-budgets.ts). */
    limits,
    /** The answers kept for the Idempotency-Key header (http/idempotency.ts). */
    idempotencyKeys: new IdempotencyKeys(database.db),
    storage: infra.storage,
    signedUploadUrls,
    logger: infra.logger,
    /** The job queue (pg-boss), for the tests that look at how jobs run. */
    jobs: infra.jobs,
  };
}

export type Services = ReturnType<typeof createServices>;
