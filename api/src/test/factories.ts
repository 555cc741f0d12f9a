import { randomBytes, randomUUID } from 'node:crypto';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { decimalTextCents, formatMoney } from '../lib/money.js';
import type { Database, Executor } from '../db/client.js';
import { users, type UserRow } from '../features/accounts/account.table.js';
import { participants, type ParticipantRow } from '../features/expo/expo.table.js';
import { hashPassword } from '../features/accounts/password.js';
import { periodCharge } from '../features/rentals/bookings/booking-charge.js';
import { parsePeriod, type PeriodInput } from '../features/rentals/bookings/booking-time.js';
import {
  bookings,
  type BookingActor,
  type BookingRow,
  type BookingStatus,
  type DepositStatus,
} from '../features/rentals/bookings/booking.table.js';
import { recordAcceptance, recordCreation, withFreshCodes } from '../features/rentals/bookings/booking-creation.js';
import {
  DEPOSIT_HELD,
  DEPOSIT_MACHINE,
  moveDeposit,
  type DepositTransition,
} from '../features/rentals/bookings/deposit-status.js';
import {
  assertTransition,
  isAwaitingAnswer,
  isAwaitingPickup,
  isNotReturned,
  recordEvent,
  recordTransition,
  requestDeadline,
  type LifecycleRules,
  type TransitionName,
} from '../features/rentals/bookings/lifecycle.js';
import { moveRefund, REFUND_DUE } from '../features/rentals/bookings/refund-status.js';
import { DISPUTE_MACHINE, moveDispute } from '../features/rentals/disputes/dispute-status.js';
import { disputes, type DisputeRow } from '../features/rentals/disputes/dispute.table.js';
import {
  decisionRefundCents,
  recordCharge,
  recordDecision,
  recordDecisionRefund,
  recordDepositHeld,
  recordDepositRefund,
  recordDepositRelease,
  recordEarnings,
  recordRefund,
  reverseEarnings,
} from '../features/rentals/payments/ledger.js';
import { HOLD_MINUTES } from '../features/rentals/payments/checkout.service.js';
import { movePayment, type PaymentTransition } from '../features/rentals/payments/payment-status.js';
import { rentalCategories, type RentalCategoryRow } from '../features/rentals/categories/category.table.js';
import {
  payments,
  testProviderIntents,
  testProviderRefunds,
  type CaptureMethod,
  type PaymentRow,
} from '../features/rentals/payments/payment.table.js';
import { placeTimeZone } from '../features/rentals/tools/tool-place.js';
import { tools, type ToolRow } from '../features/rentals/tools/tool.table.js';
import { encodePng } from './png.js';
import { startTestApp, type HttpClient, type TestApp } from './test-app.js';

let counter = 0;

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${counter}.${randomBytes(3).toString('hex')}@example.com`;
}

/**
 * This edition's registration of `email`, as stored: the registration form's answer does not name it (it
 * reads the same for an address registered already), so a test finds its id and code here or in the e-mail.
 */
export async function registrationOf(db: Executor, email: string): Promise<ParticipantRow> {
  const [row] = await db
    .select()
    .from(participants)
    .where(sql`lower(${participants.email}) = ${email.trim().toLowerCase()}`)
    .orderBy(desc(participants.year));
  if (!row) throw new Error(`No registration of ${email}`);
  return row;
}

export const DEFAULT_PASSWORD = 'correct horse battery';

export function accountFields(overrides: Record<string, string> = {}) {
  return {
    first_name: 'Ada',
    last_name: 'Obi',
    phone: '+234 801 234 5678',
    email: uniqueEmail(),
    country: 'Nigeria',
    state: 'FCT',
    city: 'Abuja',
    address: '1 Expo Road',
    password: DEFAULT_PASSWORD,
    ...overrides,
  };
}

/** A real, tiny PNG (1x1, one colour), built here so tests need no fixture files. */
export function tinyPng(): Buffer {
  return pngDeclaring(1, 1);
}

/**
 * A PNG whose header declares `width` x `height` with the one-pixel data of tinyPng: a few dozen
 * bytes that would decode to gigabytes (a "pixel flood") when the size is large.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  return encodePng(width, height, Buffer.from([0, 0x5b, 0x1f, 0x4a]));
}

/** Creates an account through the REST shim and signs the client in; returns the REST user. */
export async function signUpAndLogin(client: HttpClient, overrides: Record<string, string> = {}) {
  const fields = accountFields(overrides);
  const created = await client.form('POST', '/api/create-account', fields);
  if (created.status !== 201) throw new Error(`create-account failed: ${JSON.stringify(created.body)}`);
  const login = await client.json('POST', '/api/login', { email: fields.email, password: fields.password });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  client.token = login.body.token;
  return {
    user: login.body.user as { id: string; email: string; first_name: string; role: string },
    password: fields.password,
    email: fields.email,
  };
}

/**
 * Marks accounts' addresses confirmed, as opening the e-mailed link does (tests of payouts need it and
 * do not test the link; tests/security/identity.test.ts does).
 */
export async function markEmailVerified(db: Executor, ...userIds: string[]): Promise<void> {
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(inArray(users.id, userIds));
}

/**
 * Confirms an account's address the way its holder does, for a test that cannot reach the database
 * (an app in another process): an administrator reads the sign-up's e-mail in the outbox, and the
 * holder opens its link.
 */
export async function confirmEmailAsHolder(admin: HttpClient, holder: HttpClient, email: string): Promise<void> {
  const outbox = await admin.gql<{ adminOutbox: { items: { text: string }[] } }>(
    'query($e: String!) { adminOutbox(search: $e, template: EMAIL_VERIFICATION) { items { text } } }',
    { e: email },
  );
  const text = outbox.data?.adminOutbox.items[0]?.text ?? '';
  const token = /verify-email\?token=([\w%-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no confirmation link was e-mailed to ${email}: ${JSON.stringify(outbox)}`);
  const opened = await holder.json('POST', '/api/verify-email', { token: decodeURIComponent(token) });
  if (opened.status !== 200) throw new Error(`the confirmation link failed: ${JSON.stringify(opened.body)}`);
}

/**
 * Signs a client in with a known account (e.g. the ADMIN_EMAIL administrator), as a test's set-up does;
 * throws, naming the answer, when the sign-in fails. Answers the REST user.
 */
export async function signIn(client: HttpClient, email: string, password: string) {
  const login = await client.json('POST', '/api/login', { email, password });
  if (login.status !== 200)
    throw new Error(`login of ${email} failed with ${login.status}: ${JSON.stringify(login.body)}`);
  client.token = login.body.token;
  return login.body.user as { id: string; email: string; first_name: string; role: string };
}

/** A rental category made by an administrator client; answers its id. */
export async function createCategory(admin: HttpClient, name = `Category ${randomBytes(3).toString('hex')}`) {
  const res = await admin.gql<{ createRentalCategory: { id: string } }>(
    'mutation($name: String!) { createRentalCategory(name: $name) { id } }',
    { name },
  );
  if (!res.data) throw new Error(`createRentalCategory failed: ${JSON.stringify(res.errors)}`);
  return res.data.createRentalCategory.id;
}

/** Lists a tool for the signed-in owner client (GraphQL, with a cover image); answers its id. */
export async function listTool(
  owner: HttpClient,
  categoryId: string,
  overrides: {
    name?: string;
    price?: string;
    rentalCircle?: string;
    units?: number;
    country?: string;
    state?: string;
    city?: string;
    /** Booking terms, as the GraphQL enums name them (REQUEST, STRICT) and decimal text. */
    bookingMode?: string;
    cancellationPolicy?: string;
    deposit?: string;
  } = {},
) {
  const input = {
    ...(overrides.bookingMode ? { bookingMode: overrides.bookingMode } : {}),
    ...(overrides.cancellationPolicy ? { cancellationPolicy: overrides.cancellationPolicy } : {}),
    ...(overrides.deposit ? { deposit: overrides.deposit } : {}),
    name: overrides.name ?? `Hammer drill ${randomBytes(3).toString('hex')}`,
    description: 'Two batteries and a case of bits.',
    price: overrides.price ?? '20',
    // The GraphQL enum's name (HOURLY); tests may write the stored value ('hourly').
    rentalCircle: (overrides.rentalCircle ?? 'daily').toUpperCase(),
    units: overrides.units ?? 1,
    categoryId,
    country: overrides.country ?? 'Nigeria',
    state: overrides.state ?? 'Lagos',
    city: overrides.city ?? 'Ikeja',
    address: '4 Allen Avenue',
  };
  const res = await owner.gqlUpload<{ createTool: { id: string } }>(
    'mutation($input: ToolInput!, $coverImage: Upload) { createTool(input: $input, coverImage: $coverImage) { id } }',
    { input },
    { coverImage: { data: tinyPng(), name: 'cover.png', type: 'image/png' } },
  );
  if (!res.data) throw new Error(`createTool failed: ${JSON.stringify(res.errors)}`);
  return res.data.createTool.id;
}

/** YYYY-MM-DD of `days` from now, in the marketplace's default zone (Africa/Lagos, UTC+1). */
export function dayFromNow(days: number): string {
  return new Date(Date.now() + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** A booking period from `startDay` to `endDay` days from now, at times of the booking form. */
export function bookingPeriod(startDay: number, endDay: number, startTime = '09:00', endTime = '09:00') {
  return { startDate: dayFromNow(startDay), startTime, endDate: dayFromNow(endDay), endTime };
}

export interface PaidBooking {
  id: string;
  code: string;
  /** What the renter gives the owner at the handover (their view of the booking carries it). */
  pickupCode: string;
  /** The GraphQL enum's name, e.g. CONFIRMED. */
  status: string;
  /** Money: minor units and the decimal text. */
  amount: { amount: number; decimal: string };
}

/** The test provider's card step, as the browser does it; 4242 4242 4242 4242 succeeds. */
export async function payCard(client: HttpClient, clientSecret: string, cardNumber = '4242 4242 4242 4242') {
  return client.json('POST', '/api/payment/test-provider/confirm', {
    clientSecret,
    cardNumber,
    expMonth: 12,
    expYear: 2031,
    cvc: '123',
  });
}

/**
 * The old client's payment, before it books (POST /api/user/:userId/add-rental-booking): an intent
 * for `amountCents`, the test card, and the confirmation. Answers the intent call's body.
 */
export async function payLegacyIntent(renter: HttpClient, renterId: string, amountCents: number) {
  const intent = await renter.json<{ clientSecret: string; paymentId: string }>(
    'POST',
    '/api/payment/create-payment-intent',
    { amount: amountCents, userId: renterId },
  );
  if (intent.status !== 201) throw new Error(`create-payment-intent failed: ${JSON.stringify(intent.body)}`);
  const card = await payCard(renter, intent.body.clientSecret);
  if (card.body.status !== 'succeeded') throw new Error(`card payment failed: ${JSON.stringify(card.body)}`);
  await renter.json('PUT', `/api/payment/confirm-payment/${intent.body.paymentId}`, {});
  return intent.body;
}

/**
 * What the cart page does, for the signed-in renter client: empty the cart, add the tool for the
 * period, check out, pay with the test card 4242 4242 4242 4242, confirm. Answers the booking.
 */
export async function bookAndPay(
  renter: HttpClient,
  toolId: string,
  period = bookingPeriod(10, 12),
  quantity = 1,
): Promise<PaidBooking> {
  const step = <T>(name: string, res: { data?: T; errors?: unknown }): T => {
    if (!res.data || res.errors) throw new Error(`${name} failed: ${JSON.stringify(res.errors)}`);
    return res.data;
  };
  await renter.gql('mutation { emptyCart { totalQuantity } }');
  const added = step(
    'addToCart',
    await renter.gql<{ addToCart: { totalAmount: { decimal: string } } }>(
      'mutation($input: AddToCartInput!) { addToCart(input: $input) { totalAmount { decimal } } }',
      { input: { toolId, quantity, ...period } },
    ),
  );
  const checkout = step(
    'checkout',
    await renter.gql<{ checkout: { id: string; clientSecret: string } }>(
      'mutation($total: String) { checkout(expectedTotal: $total) { id clientSecret } }',
      { total: added.addToCart.totalAmount.decimal },
    ),
  ).checkout;
  const card = await payCard(renter, checkout.clientSecret);
  if (card.body.status !== 'succeeded') throw new Error(`card payment failed: ${JSON.stringify(card.body)}`);
  const confirmed = step(
    'confirmPayment',
    await renter.gql<{ confirmPayment: { bookings: PaidBooking[] } }>(
      'mutation($id: ID!) { confirmPayment(paymentId: $id) { bookings { id code pickupCode status amount { amount decimal } } } }',
      { id: checkout.id },
    ),
  );
  const [booking] = confirmed.confirmPayment.bookings;
  if (!booking || confirmed.confirmPayment.bookings.length !== 1)
    throw new Error(`expected one booking, got ${JSON.stringify(confirmed.confirmPayment.bookings)}`);
  return booking;
}

/** The marketplace's people, signed in, on a fresh app: what most rental tests start from. */
export interface Marketplace {
  app: TestApp;
  /** The ADMIN_EMAIL administrator, signed in. */
  admin: HttpClient;
  /** A rental category (the administrator's). */
  categoryId: string;
  owner: HttpClient;
  ownerId: string;
  ownerEmail: string;
  renter: HttpClient;
  renterId: string;
  /** Signed in, but no party to anyone's booking. */
  stranger: HttpClient;
}

/**
 * Starts the app with an administrator (who makes a category), and signs up a tool owner, a renter
 * and a stranger through the API. `env` adds to the app's settings.
 */
export async function startMarketplace(
  options: {
    env?: Record<string, string>;
    admin?: { email: string; password: string };
    category?: string;
    owner?: Record<string, string>;
    renter?: Record<string, string>;
  } = {},
): Promise<Marketplace> {
  const credentials = options.admin ?? { email: 'marketplace.admin@example.com', password: 'admin-password-1' };
  const app = await startTestApp({
    ADMIN_EMAIL: credentials.email,
    ADMIN_PASSWORD: credentials.password,
    ...options.env,
  });
  const admin = app.client();
  await signIn(admin, credentials.email, credentials.password);
  const categoryId = await createCategory(admin, options.category);
  const owner = app.client();
  const o = await signUpAndLogin(owner, options.owner);
  const renter = app.client();
  const renterId = (await signUpAndLogin(renter, options.renter)).user.id;
  const stranger = app.client();
  await signUpAndLogin(stranger);
  return { app, admin, categoryId, owner, ownerId: o.user.id, ownerEmail: o.email, renter, renterId, stranger };
}

// ---------------------------------------------------------------------------------------------------
// Database factories: rows written straight into the database, for tests that need state (a returned
// rental, a refunded payment) but do not test how it came about. They satisfy every constraint, and
// the services read them as they read rows their own flows wrote. What the flows send on the way
// (e-mails, notifications, jobs) is not sent: a test of those goes through the API.

/** The settings' defaults, which test apps keep: CURRENCY and MARKETPLACE_TIME_ZONE. */
const CURRENCY = 'USD';
/** PLATFORM_FEE_PERCENT's default, 10 %, in hundredths of a percent. */
const DEFAULT_FEE_BASIS_POINTS = 1000;
const MARKETPLACE_TIME_ZONE = 'Africa/Lagos';
/** What the checkout's hold expiry writes on a payment nobody paid. */
const HOLD_RAN_OUT = `The ${HOLD_MINUTES} minutes to pay ran out; nothing was charged.`;

type Ref = { id: string };

let defaultPasswordHash: Promise<string> | undefined;

/**
 * A user who can sign in with DEFAULT_PASSWORD (or `password`): the account as sign-up writes it.
 * The password is hashed once per process (argon2 is slow on purpose).
 */
export async function buildUser(
  db: Executor,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<UserRow> {
  const { password, ...fields } = overrides;
  const passwordHash =
    password === undefined
      ? await (defaultPasswordHash ??= hashPassword(DEFAULT_PASSWORD))
      : await hashPassword(password);
  // The sign-up form's defaults (accountFields), as the accounts service stores them.
  const { first_name: firstName, last_name: lastName, password: _, ...contact } = accountFields();
  const [user] = await db
    .insert(users)
    .values({ firstName, lastName, ...contact, passwordHash, ...fields })
    .returning();
  return user!;
}

export async function buildCategory(
  db: Executor,
  overrides: Partial<typeof rentalCategories.$inferInsert> = {},
): Promise<RentalCategoryRow> {
  const [category] = await db
    .insert(rentalCategories)
    .values({ name: `Category ${randomBytes(3).toString('hex')}`, ...overrides })
    .returning();
  return category!;
}

/**
 * A listed tool (the one listTool makes: $20 a day, one unit, in Ikeja), of `owner` in `category`,
 * built when not given. Its time zone comes from its place, as the tools service derives it. Its cover
 * image is a name under /uploads/ with no file behind it: a test that fetches the picture lists its
 * tool through the API.
 */
export async function buildTool(
  db: Executor,
  options: Partial<typeof tools.$inferInsert> & { owner?: Ref; category?: Ref } = {},
): Promise<ToolRow> {
  const { owner, category, ...fields } = options;
  const place = {
    country: fields.country ?? 'Nigeria',
    state: fields.state === undefined ? 'Lagos' : fields.state,
    city: fields.city ?? 'Ikeja',
  };
  const [tool] = await db
    .insert(tools)
    .values({
      name: `Hammer drill ${randomBytes(3).toString('hex')}`,
      description: 'Two batteries and a case of bits.',
      priceCents: 2000,
      rentalCircle: 'daily',
      units: 1,
      itemStatus: 'Available',
      address: '4 Allen Avenue',
      coverImage: `/uploads/${randomBytes(16).toString('hex')}.png`,
      ...fields,
      ...place,
      ownerId: fields.ownerId ?? owner?.id ?? (await buildUser(db)).id,
      categoryId: fields.categoryId ?? category?.id ?? (await buildCategory(db)).id,
      timeZone: fields.timeZone ?? placeTimeZone(place, MARKETPLACE_TIME_ZONE),
      currency: fields.currency ?? CURRENCY,
    })
    .returning();
  return tool!;
}

/** The lifecycle's settings as a test app has them by default (PICKUP_OPENS_HOURS_BEFORE and the rest). */
const DEFAULT_RULES: LifecycleRules = {
  pickupOpensHoursBefore: 24,
  requestResponseHours: 24,
  disputeWindowHours: 48,
  nonReturnGraceHours: 24,
};
/** What a request's release writes on its payment. */
const AUTHORISATION_RELEASED = 'The request ended without a charge: the authorisation was released.';
const HOUR = 3_600_000;

/** The test provider's words for where its side of a payment is (Stripe test mode's). */
type IntentStatus = 'requires_payment_method' | 'requires_capture' | 'succeeded' | 'canceled';

/** A decimal text option ('20.00') in minor units; a factory given a malformed one fails the test at once. */
function centsOf(text: string, option: string): number {
  const cents = decimalTextCents(text);
  if (cents === undefined) throw new Error(`buildBooking: ${option} must be decimal text such as "20.00", not ${text}`);
  return cents;
}

/**
 * A checkout's payment of `user` and the test provider's intent behind it, as the checkout's hold
 * leaves them: pending, nothing asked of the card yet. The flow's steps move both on.
 */
async function insertPayment(
  tx: Executor,
  input: { user: Ref; amountCents: number; currency: string; captureMethod: CaptureMethod; now: Date },
): Promise<PaymentRow> {
  const id = randomUUID();
  const intentId = `pi_test_${randomBytes(12).toString('hex')}`;
  const clientSecret = `${intentId}_secret_${randomBytes(12).toString('hex')}`;
  await tx.insert(testProviderIntents).values({
    id: intentId,
    clientSecret,
    idempotencyKey: `checkout-${id}`,
    amountCents: input.amountCents,
    currency: input.currency.toLowerCase(),
    status: 'requires_payment_method' satisfies IntentStatus,
    captureMethod: input.captureMethod,
    metadata: { paymentId: id, userId: input.user.id },
  });
  const [payment] = await tx
    .insert(payments)
    .values({
      id,
      userId: input.user.id,
      purpose: 'checkout',
      provider: 'test',
      intentId,
      clientSecret,
      amountCents: input.amountCents,
      currency: input.currency,
      captureMethod: input.captureMethod,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  return payment!;
}

/**
 * One booking's way to its state, step by step as its flows take it (checkout-workflow.ts,
 * booking-requests.ts, booking.service.ts, refund.service.ts, deposit.service.ts, dispute.service.ts):
 * each step asserts its transition as the service does (who, from where, when), moves the rows through
 * their machines' move functions, writes the timeline and the ledger through ledger.ts's builders, and
 * keeps the test provider's books as the provider would. What the flows send (e-mails, notes, jobs)
 * is not sent.
 */
class BookingFlow {
  constructor(
    private readonly tx: Executor,
    public booking: BookingRow,
    public payment: PaymentRow,
    private readonly now: Date,
  ) {}

  private async reload(): Promise<void> {
    [this.booking] = (await this.tx.select().from(bookings).where(eq(bookings.id, this.booking.id))) as [BookingRow];
  }

  private actorId(actor: BookingActor): string | null {
    return actor === 'owner' ? this.booking.ownerId : actor === 'renter' ? this.booking.renterId : null;
  }

  private async move(
    name: TransitionName,
    actor: BookingActor,
    at: Date,
    input: { changes?: Partial<typeof bookings.$inferInsert>; note?: string } = {},
  ): Promise<void> {
    assertTransition(name, this.booking, actor, at, DEFAULT_RULES);
    const moved = await recordTransition(this.tx, {
      name,
      bookingIds: [this.booking.id],
      actor,
      actorId: this.actorId(actor),
      now: at,
      ...input,
    });
    if (!moved.length) throw new Error(`buildBooking: ${name} did not move a ${this.booking.status} booking`);
    await this.reload();
  }

  private async movePayment(name: PaymentTransition, changes?: Partial<PaymentRow>): Promise<void> {
    const moved = await movePayment(this.tx, { name, paymentId: this.payment.id, now: this.now, changes });
    if (!moved) throw new Error(`buildBooking: the payment could not ${name} from ${this.payment.status}`);
    this.payment = moved;
  }

  private async moveDeposit(name: DepositTransition, actor: BookingActor, at: Date): Promise<void> {
    DEPOSIT_MACHINE.assert(name, this.booking, actor, at, DEFAULT_RULES);
    if (!(await moveDeposit(this.tx, { name, bookingId: this.booking.id, now: at })))
      throw new Error(`buildBooking: the deposit could not ${name}`);
    await this.reload();
  }

  /** The provider's side of the card step. */
  private async intent(status: IntentStatus): Promise<void> {
    const captured = status === 'succeeded' ? { amountCapturedCents: this.payment.amountCents } : {};
    await this.tx
      .update(testProviderIntents)
      .set({ status, ...captured })
      .where(eq(testProviderIntents.id, this.payment.intentId!));
  }

  /**
   * The provider refunded `cents` of the payment under the idempotency key the flow uses (its books),
   * and the payment counts it (`refundedCents`, as each refund step adds it); answers the refund's id.
   */
  private async refund(key: string, cents: number, at: Date): Promise<string> {
    const id = `re_test_${randomBytes(12).toString('hex')}`;
    await this.tx
      .insert(testProviderRefunds)
      .values({ id, intentId: this.payment.intentId!, idempotencyKey: key, amountCents: cents });
    await this.tx
      .update(testProviderIntents)
      .set({ amountRefundedCents: sql`${testProviderIntents.amountRefundedCents} + ${cents}` })
      .where(eq(testProviderIntents.id, this.payment.intentId!));
    [this.payment] = (await this.tx
      .update(payments)
      .set({ refundedCents: sql`${payments.refundedCents} + ${cents}`, updatedAt: at })
      .where(eq(payments.id, this.payment.id))
      .returning()) as [PaymentRow];
    return id;
  }

  private money(cents: number): string {
    return formatMoney(cents, this.booking.currency);
  }

  /** The hold ran out unpaid: the intent is cancelled first, then the payment and the booking let go. */
  async expire(): Promise<void> {
    await this.intent('canceled');
    await this.movePayment('release', { failureMessage: HOLD_RAN_OUT });
    await this.move('expire_hold', 'system', this.now, { changes: { holdExpiresAt: null }, note: HOLD_RAN_OUT });
  }

  /** A request to book: the card is authorised, the owner asked until the deadline. */
  async authorize(): Promise<void> {
    await this.intent('requires_capture');
    await this.movePayment('authorize', { failureMessage: null });
    const requestExpiresAt = requestDeadline(this.booking.startsAt, this.now, DEFAULT_RULES);
    await this.move('authorize_payment', 'system', this.now, { changes: { holdExpiresAt: null, requestExpiresAt } });
  }

  /** The owner declines the request; its authorisation is released at the provider, then on the payment. */
  async decline(): Promise<void> {
    await this.move('decline_request', 'owner', this.now, { changes: { requestExpiresAt: null } });
    await this.intent('canceled');
    await this.movePayment('release_authorization', { failureMessage: AUTHORISATION_RELEASED });
  }

  /**
   * The card is charged: at the confirmation (instant booking), or when the owner accepts the request.
   * The deposit is held from then on; the charge, the deposit and the owner's and platform's shares go
   * into the ledger.
   */
  async charge(): Promise<void> {
    const deposit = this.booking.depositCents > 0 ? { depositStatus: DEPOSIT_HELD } : {};
    await this.intent('succeeded');
    if (isAwaitingAnswer(this.booking)) {
      assertTransition('accept_request', this.booking, 'owner', this.now, DEFAULT_RULES);
      await recordAcceptance(this.tx, this.booking.id, this.now);
      await this.movePayment('capture');
      await this.move('accept_request', 'owner', this.now, {
        changes: { confirmedAt: this.now, requestExpiresAt: null, ...deposit },
      });
    } else {
      await this.movePayment('pay');
      await this.move('confirm_payment', 'system', this.now, {
        changes: { confirmedAt: this.now, holdExpiresAt: null, ...deposit },
      });
    }
    await recordCharge(this.tx, this.payment, [this.booking], this.now);
    await recordDepositHeld(this.tx, [this.booking], { currency: this.booking.currency, now: this.now });
    await recordEarnings(this.tx, [this.booking], {
      feeBasisPoints: DEFAULT_FEE_BASIS_POINTS,
      now: this.now,
    });
  }

  async pickUp(at: Date): Promise<void> {
    await this.move('confirm_pickup', 'owner', at, { changes: { pickedUpAt: at } });
  }

  async giveBack(at: Date): Promise<void> {
    const name = isNotReturned(this.booking) ? 'confirm_late_return' : 'confirm_return';
    await this.move(name, 'owner', at, { changes: { returnedAt: at } });
  }

  /**
   * A cancellation before the start, by the renter (refunded as the policy says: `refundCents`) or the
   * owner (in full): the shares of the refunded part are taken back and the deposit released at once;
   * with `refunded`, the refund job ran too (one provider refund of both).
   */
  async cancel(by: 'renter' | 'owner', refundCents: number, refunded: boolean): Promise<void> {
    const back = refundCents + this.booking.depositCents;
    await this.move(by === 'owner' ? 'cancel_by_owner' : 'cancel', by, this.now, {
      changes: {
        cancelledAt: this.now,
        cancelReason: by,
        refundCents,
        refundStatus: back > 0 ? REFUND_DUE : null,
      },
      ...(by === 'owner' ? { note: 'The tool broke down before the rental.' } : {}),
    });
    if (refundCents > 0)
      await reverseEarnings(this.tx, this.booking.id, this.now, {
        refundCents,
        amountCents: this.booking.amountCents,
        feeBasisPoints: DEFAULT_FEE_BASIS_POINTS,
      });
    if (this.booking.depositCents > 0) {
      await this.moveDeposit('release_with_cancellation', 'system', this.now);
      await recordDepositRelease(this.tx, this.booking, { currency: this.booking.currency, now: this.now });
      await recordEvent(this.tx, {
        bookingId: this.booking.id,
        event: 'deposit_released',
        actor: 'system',
        now: this.now,
        note: `${this.money(this.booking.depositCents)} back to the renter's card with the cancellation's refund`,
      });
    }
    if (!refunded || back === 0) return;
    const refundId = await this.refund(`refund-${this.booking.id}`, back, this.now);
    if (!(await moveRefund(this.tx, { name: 'refund', bookingId: this.booking.id, now: this.now })))
      throw new Error('buildBooking: the refund could not be recorded');
    await this.reload();
    await recordRefund(this.tx, this.booking, {
      id: refundId,
      currency: this.booking.currency,
      now: this.now,
      depositCents: this.booking.depositCents,
    });
  }

  /** The release job after the dispute window: the deposit goes back, then the provider refunds it. */
  async releaseDeposit(at: Date): Promise<void> {
    await this.moveDeposit('release', 'system', at);
    await this.depositBack(at);
  }

  /** A released deposit's intention (ledger, timeline), then its refund at the provider, recorded once. */
  private async depositBack(at: Date): Promise<void> {
    await recordDepositRelease(this.tx, this.booking, { currency: this.booking.currency, now: at });
    await recordEvent(this.tx, {
      bookingId: this.booking.id,
      event: 'deposit_released',
      actor: 'system',
      now: at,
      note: `${this.money(this.booking.depositCents)} back to the renter's card`,
    });
    const providerRef = await this.refund(`deposit-refund-${this.booking.id}`, this.booking.depositCents, at);
    await recordDepositRefund(this.tx, this.booking, { currency: this.booking.currency, now: at, providerRef });
  }

  /** The owner claims `claimCents` of the deposit for damage, in the window after the return. */
  async claimDamage(claimCents: number, at: Date): Promise<DisputeRow> {
    const [dispute] = await this.tx
      .insert(disputes)
      .values({
        bookingId: this.booking.id,
        kind: 'damage',
        openedBy: 'owner',
        openedById: this.booking.ownerId,
        reason: 'The chuck is cracked.',
        claimCents,
        createdAt: at,
      })
      .returning();
    await this.moveDeposit('claim', 'owner', at);
    await recordEvent(this.tx, {
      bookingId: this.booking.id,
      event: 'damage_claimed',
      actor: 'owner',
      actorId: this.booking.ownerId,
      now: at,
      note: `${this.money(claimCents)} of the ${this.money(this.booking.depositCents)} deposit: The chuck is cracked.`,
    });
    return dispute!;
  }

  /**
   * The owner reports the tool not returned after the grace period: the booking is not_returned, a
   * non_return dispute waits for an administrator, and the whole deposit (if any) is claimed for it.
   */
  async reportNotReturned(at: Date): Promise<DisputeRow> {
    const reason = 'The renter stopped answering after the end of the rental.';
    const claimCents = this.booking.depositCents > 0 ? this.booking.depositCents : null;
    const [dispute] = await this.tx
      .insert(disputes)
      .values({
        bookingId: this.booking.id,
        kind: 'non_return',
        openedBy: 'owner',
        openedById: this.booking.ownerId,
        reason,
        claimCents,
        createdAt: at,
      })
      .returning();
    await this.move('report_not_returned', 'owner', at, {
      note: claimCents ? `The ${this.money(claimCents)} deposit is claimed for it. ${reason}` : reason,
    });
    if (claimCents) await this.moveDeposit('claim_non_return', 'owner', at);
    return dispute!;
  }

  /**
   * An administrator decides the owner's claim: `awardCents` of the deposit to the owner, nothing of
   * the rental amount back, the rest of the deposit back to the renter by one provider refund.
   */
  async decide(dispute: DisputeRow, awardCents: number, at: Date): Promise<void> {
    const note = 'The photos agree with the owner.';
    DISPUTE_MACHINE.assert('decide', dispute, 'admin');
    const decided = await moveDispute(this.tx, {
      name: 'decide',
      disputeId: dispute.id,
      changes: { refundCents: 0, awardCents, decisionNote: note, decidedAt: at },
    });
    if (!decided) throw new Error('buildBooking: the dispute could not be decided');
    const decision = { disputeId: dispute.id, refundCents: 0, awardCents, depositCents: this.booking.depositCents };
    await this.moveDeposit('settle', 'admin', at);
    await recordDecision(this.tx, this.booking, decision, {
      currency: this.booking.currency,
      now: at,
      feeBasisPoints: DEFAULT_FEE_BASIS_POINTS,
    });
    const back = decisionRefundCents(decision);
    const parts = [
      ...(awardCents > 0 ? [`${this.money(awardCents)} of the deposit to the owner`] : []),
      ...(back > 0 ? [`${this.money(back)} of the deposit back to the renter`] : []),
    ];
    await recordEvent(this.tx, {
      bookingId: this.booking.id,
      event: 'dispute_decided',
      actor: 'admin',
      now: at,
      note: `${parts.length ? parts.join('; ') : 'No money moves'}. ${note}`,
    });
    if (back <= 0) return;
    const providerRef = await this.refund(`dispute-${dispute.id}`, back, at);
    await recordDecisionRefund(this.tx, this.booking, decision, {
      currency: this.booking.currency,
      now: at,
      providerRef,
    });
  }

  /** An administrator dismisses the owner's claim: the deposit goes back at once, refunded by a job. */
  async dismiss(dispute: DisputeRow, at: Date): Promise<void> {
    const note = 'Nothing shows the claim is right.';
    DISPUTE_MACHINE.assert('dismiss', dispute, 'admin');
    if (
      !(await moveDispute(this.tx, {
        name: 'dismiss',
        disputeId: dispute.id,
        changes: { decisionNote: note, decidedAt: at },
      }))
    )
      throw new Error('buildBooking: the dispute could not be dismissed');
    await recordEvent(this.tx, {
      bookingId: this.booking.id,
      event: 'dispute_dismissed',
      actor: 'admin',
      now: at,
      note,
    });
    await this.moveDeposit('release_claim', 'admin', at);
    await this.depositBack(at);
  }
}

/** Where each booking status can leave a deposit (none when the booking has none). */
const DEPOSIT_STATES: Record<BookingStatus, readonly DepositStatus[]> = {
  held: [],
  expired: [],
  requested: [],
  declined: [],
  confirmed: ['held'],
  picked_up: ['held'],
  returned: ['held', 'claimed', 'released', 'settled'],
  not_returned: ['claimed', 'released', 'settled'],
  cancelled: ['released'],
};

export type BuiltBookingStatus = BookingStatus;

export interface BookingOptions {
  /** Where the booking is in its lifecycle; 'confirmed' by default. */
  status?: BookingStatus;
  /** The tool, or the id of one listed before (through the API, say); built (with its owner and category) when not given. */
  tool?: ToolRow | Ref;
  /** The renter; built when not given. */
  renter?: Ref;
  quantity?: number;
  /** The booking form's fields, on the tool's clock; days 10 to 12 from now at 9.00 AM by default. */
  period?: PeriodInput;
  startsAt?: Date;
  endsAt?: Date;
  /**
   * The deposit charged with the booking, as decimal text ('20.00'): the tool's deposit times the
   * quantity by default (none for buildTool's tool). The payment is for the amount and the deposit.
   */
  deposit?: string;
  /**
   * Where the deposit is, when there is one: what the status leaves it by default (held from the
   * charge on, released by a cancellation, claimed by a report that the tool was not returned). A
   * returned booking's may also be 'claimed' (an open damage claim), 'released' (the window passed: it
   * went back, refunded) or 'settled' (the claim decided); one reported not returned may be 'settled'
   * (decided) or 'released' (the claim dismissed, refunded).
   */
  depositStatus?: DepositStatus;
  /** A claimed or settled deposit: what the owner claims of it for damage (all of it by default). */
  claim?: string;
  /** A settled deposit: what the decision awards the owner (the claim by default); the rest is refunded. */
  award?: string;
  /** Cancelled by 'renter' (the default: refunded as `refund` says) or 'owner' (refunded in full). */
  cancelledBy?: 'renter' | 'owner';
  /** A renter's cancellation: what of the rental amount comes back, as decimal text (all of it by default). */
  refund?: string;
  /**
   * A cancellation that gives money back: 'refunded' (the default: the refund job ran) or 'pending'
   * (queued, the provider not asked yet).
   */
  refundStatus?: 'pending' | 'refunded';
  /** When the owner got it back (returned): the end of the period by default. */
  returnedAt?: Date;
}

/**
 * A booking in any state of its lifecycle, in one call, as its flows leave it: its payment in the
 * matching state (pending, authorised, paid, released) with the test provider's intent and refunds
 * behind it, its deposit and refund in their states, its disputes, its timeline, and exactly the
 * ledger entries the flows write, through ledger.ts:
 * - 'held' (checked out, not paid: the hold runs 15 minutes), 'expired' (never paid);
 * - 'requested' (a request to book: the card authorised until the owner answers), 'declined' (by the
 *   owner: the authorisation released); a tool booked on request goes through its request to any
 *   later state too;
 * - 'confirmed' (paid), 'picked_up' (handed over at the start), 'returned' (back at the end, or
 *   `returnedAt`), 'not_returned' (reported by the owner NON_RETURN_GRACE_HOURS after the end, with its
 *   open non_return dispute), 'cancelled' (before the start, refunded as `refund` says).
 * Each step is asserted as its service asserts it (who, from where, when, at the default settings),
 * so an impossible state is an error (a period that has started cannot be cancelled). It builds the
 * tool (with its owner and category) and the renter when not given. The booking is made and paid now,
 * or a day before its start when the period has started; the steps of the period happen at its
 * instants (the pickup at the start, the return at the end or `returnedAt`, a claim an hour after the
 * return, the deposit's release DISPUTE_WINDOW_HOURS after it, the report NON_RETURN_GRACE_HOURS after
 * the end), at the settings' defaults.
 */
export async function buildBooking(db: Database, options: BookingOptions = {}): Promise<BookingRow> {
  const { status = 'confirmed', quantity = 1 } = options;
  const tool = !options.tool
    ? await buildTool(db)
    : 'timeZone' in options.tool
      ? options.tool
      : (await db.select().from(tools).where(eq(tools.id, options.tool.id)))[0]!;
  const renter = options.renter ?? (await buildUser(db));
  const period =
    options.startsAt && options.endsAt
      ? { startsAt: options.startsAt, endsAt: options.endsAt }
      : parsePeriod(options.period ?? bookingPeriod(10, 12), { timeZone: tool.timeZone, now: new Date() });
  // Booked and paid now, or, for a period that has started, a day before its start.
  const now = new Date(Math.min(Date.now(), period.startsAt.getTime() - 24 * HOUR));
  const charge = periodCharge(tool.rentalCircle, tool.priceCents, period, tool);
  const amountCents = charge.unitAmountCents * quantity;
  const depositCents =
    options.deposit === undefined ? tool.depositCents * quantity : centsOf(options.deposit, 'deposit');
  if (depositCents % quantity !== 0)
    throw new Error(`buildBooking: a deposit of ${depositCents} cannot be split between ${quantity} units`);
  const depositStatus = options.depositStatus ?? (depositCents > 0 ? DEPOSIT_STATES[status][0] : undefined);
  if (depositCents === 0 && options.depositStatus)
    throw new Error(`buildBooking: a booking without a deposit has no deposit status (${options.depositStatus})`);
  if (depositStatus && !DEPOSIT_STATES[status].includes(depositStatus))
    throw new Error(`buildBooking: a ${status} booking's deposit cannot be ${depositStatus}`);
  const claimCents = options.claim === undefined ? depositCents : centsOf(options.claim, 'claim');
  const awardCents = options.award === undefined ? claimCents : centsOf(options.award, 'award');
  if (claimCents > depositCents || awardCents > claimCents)
    throw new Error('buildBooking: the claim is at most the deposit, the award at most the claim');
  const cancelledBy = options.cancelledBy ?? 'renter';
  const refundCents =
    cancelledBy === 'owner' || options.refund === undefined ? amountCents : centsOf(options.refund, 'refund');
  if (refundCents > amountCents) throw new Error('buildBooking: a refund is at most the rental amount');
  const request = isRequestStatus(status) || tool.bookingMode === 'request';
  return withFreshCodes(() =>
    db.transaction(async (tx) => {
      const payment = await insertPayment(tx, {
        user: renter,
        amountCents: amountCents + depositCents,
        currency: tool.currency,
        captureMethod: request ? 'manual' : 'automatic',
        now,
      });
      const held = await recordCreation(
        tx,
        {
          toolId: tool.id,
          renterId: renter.id,
          ownerId: tool.ownerId,
          paymentId: payment.id,
          quantity,
          ...period,
          rentalCircle: tool.rentalCircle,
          billedMinutes: charge.billedMinutes,
          priceCents: tool.priceCents,
          amountCents,
          status: 'held',
          exclusive: tool.units === 1,
          holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
          createdAt: now,
          updatedAt: now,
        },
        {
          cancellationPolicy: tool.cancellationPolicy,
          bookingMode: request ? 'request' : 'instant',
          depositCents: depositCents / quantity,
          currency: tool.currency,
          lateFeeCents: tool.lateFeeCents,
          lateFeeUnit: tool.lateFeeUnit,
          lateFeeCapCents: Math.min(tool.lateFeeCapCents, depositCents),
        },
      );
      const flow = new BookingFlow(tx, held, payment, now);
      await walk(flow, status, {
        depositStatus,
        claimCents,
        awardCents,
        cancelledBy,
        refundCents,
        refunded: (options.refundStatus ?? 'refunded') === 'refunded',
        returnedAt: options.returnedAt ?? period.endsAt,
      });
      return flow.booking;
    }),
  );
}

/** The statuses only a request to book reaches. */
const isRequestStatus = (status: BookingStatus) => status === 'requested' || status === 'declined';

/** Takes a new hold along its flows to `status`. */
async function walk(
  flow: BookingFlow,
  status: BookingStatus,
  to: {
    depositStatus: DepositStatus | undefined;
    claimCents: number;
    awardCents: number;
    cancelledBy: 'renter' | 'owner';
    refundCents: number;
    refunded: boolean;
    returnedAt: Date;
  },
): Promise<void> {
  if (status === 'held') return;
  if (status === 'expired') return flow.expire();
  if (flow.booking.bookingMode === 'request') await flow.authorize();
  if (status === 'requested') return;
  if (status === 'declined') return flow.decline();
  await flow.charge();
  if (status === 'confirmed') return;
  if (status === 'cancelled') return flow.cancel(to.cancelledBy, to.refundCents, to.refunded);
  const { startsAt, endsAt } = flow.booking;
  await flow.pickUp(startsAt);
  if (status === 'picked_up') return;
  if (status === 'not_returned') {
    const reportedAt = new Date(endsAt.getTime() + DEFAULT_RULES.nonReturnGraceHours * HOUR);
    const report = await flow.reportNotReturned(reportedAt);
    const decidedAt = new Date(reportedAt.getTime() + HOUR);
    if (to.depositStatus === 'settled') await flow.decide(report, to.awardCents, decidedAt);
    if (to.depositStatus === 'released') await flow.dismiss(report, decidedAt);
    return;
  }
  await flow.giveBack(to.returnedAt);
  const claimedAt = new Date(to.returnedAt.getTime() + HOUR);
  if (to.depositStatus === 'claimed' || to.depositStatus === 'settled') {
    const claim = await flow.claimDamage(to.claimCents, claimedAt);
    if (to.depositStatus === 'settled') await flow.decide(claim, to.awardCents, new Date(claimedAt.getTime() + HOUR));
  }
  if (to.depositStatus === 'released')
    await flow.releaseDeposit(new Date(to.returnedAt.getTime() + DEFAULT_RULES.disputeWindowHours * HOUR));
}

/**
 * A renter's dispute of `booking` (the pickup, the return or a charge), open as openDispute leaves it
 * (with its timeline row), or 'dismissed' by an administrator (nothing moves because of it).
 */
export async function buildDispute(
  db: Database,
  options: {
    booking: Pick<BookingRow, 'id' | 'renterId'>;
    kind?: 'pickup' | 'return' | 'charge';
    status?: 'open' | 'dismissed';
    reason?: string;
  },
): Promise<DisputeRow> {
  const { booking, kind = 'return', status = 'open', reason = 'The tool came back on time.' } = options;
  const now = new Date();
  return db.transaction(async (tx) => {
    const [open] = await tx
      .insert(disputes)
      .values({ bookingId: booking.id, kind, openedBy: 'renter', openedById: booking.renterId, reason, createdAt: now })
      .returning();
    await recordEvent(tx, {
      bookingId: booking.id,
      event: 'dispute_opened',
      actor: 'renter',
      actorId: booking.renterId,
      now,
      note: `About the ${kind}: ${reason}`,
    });
    if (status === 'open') return open!;
    const note = 'The owner confirmed the renter is right.';
    const dismissed = await moveDispute(tx, {
      name: 'dismiss',
      disputeId: open!.id,
      changes: { decisionNote: note, decidedAt: now },
    });
    await recordEvent(tx, { bookingId: booking.id, event: 'dispute_dismissed', actor: 'admin', now, note });
    return dismissed!;
  });
}

/**
 * Moves a paid booking on to `status` as if its pickup (and return) had happened at the start (and
 * end) of its period, with the timeline rows the lifecycle writes: for tests that need a rental in the
 * past without waiting for it.
 */
export async function advanceBooking(db: Database, bookingId: string, status: 'picked_up' | 'returned'): Promise<void> {
  await db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
    const [payment] = booking ? await tx.select().from(payments).where(eq(payments.id, booking.paymentId)) : [];
    if (!booking || !payment) throw new Error(`advanceBooking: no booking ${bookingId}`);
    const flow = new BookingFlow(tx, booking, payment, new Date());
    if (isAwaitingPickup(booking)) await flow.pickUp(booking.startsAt);
    if (status === 'returned') await flow.giveBack(booking.endsAt);
  });
}
