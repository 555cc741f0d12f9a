import { randomBytes, randomUUID } from 'node:crypto';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { users, type UserRow } from '../features/accounts/account.table.js';
import { participants, type ParticipantRow } from '../features/expo/expo.table.js';
import { hashPassword } from '../features/accounts/password.js';
import { periodCharge } from '../features/rentals/bookings/booking-charge.js';
import { parsePeriod, type PeriodInput } from '../features/rentals/bookings/booking-time.js';
import { bookings, type BookingRow } from '../features/rentals/bookings/booking.table.js';
import { recordCreation, withFreshCodes } from '../features/rentals/bookings/booking-creation.js';
import { recordTransition } from '../features/rentals/bookings/lifecycle.js';
import { recordCharge, recordEarnings, recordRefund, reverseEarnings } from '../features/rentals/payments/ledger.js';
import { HOLD_MINUTES } from '../features/rentals/payments/checkout.service.js';
import { rentalCategories, type RentalCategoryRow } from '../features/rentals/categories/category.table.js';
import {
  payments,
  testProviderIntents,
  testProviderRefunds,
  type PaymentRow,
} from '../features/rentals/payments/payment.table.js';
import { placeTimeZone } from '../features/rentals/tools/tool-time-zone.js';
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
    'query($e: String!) { adminOutbox(search: $e, template: "email-verification") { items { text } } }',
    { e: email },
  );
  const text = outbox.data?.adminOutbox.items[0]?.text ?? '';
  const token = /verify-email\?token=([\w%-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no confirmation link was e-mailed to ${email}: ${JSON.stringify(outbox)}`);
  const opened = await holder.json('POST', '/api/verify-email', { token: decodeURIComponent(token) });
  if (opened.status !== 200) throw new Error(`the confirmation link failed: ${JSON.stringify(opened.body)}`);
}

/** Signs a client in with a known account (e.g. the ADMIN_EMAIL administrator). */
export async function signIn(client: HttpClient, email: string, password: string) {
  const login = await client.json('POST', '/api/login', { email, password });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
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
    })
    .returning();
  return tool!;
}

/**
 * A checkout payment of `user` and the test provider's intent behind it (the processor's side, which
 * refunds and settling ask): 'pending' (the card step not done), 'succeeded' (paid; `refundedCents`
 * of it given back) or 'cancelled' (never paid, its hold ran out). Every payment row of the factories
 * is written here.
 */
export async function buildPayment(
  db: Executor,
  options: {
    user: Ref;
    amountCents: number;
    status?: 'pending' | 'succeeded' | 'cancelled';
    refundedCents?: number;
    now?: Date;
  },
): Promise<PaymentRow & { refundId: string | undefined }> {
  const { user, amountCents, status = 'succeeded', refundedCents = 0, now = new Date() } = options;
  const refundId = refundedCents ? `re_test_${randomBytes(12).toString('hex')}` : undefined;
  const id = randomUUID();
  const intentId = `pi_test_${randomBytes(12).toString('hex')}`;
  const clientSecret = `${intentId}_secret_${randomBytes(12).toString('hex')}`;
  const intentStatus = { pending: 'requires_payment_method', succeeded: 'succeeded', cancelled: 'canceled' }[status];
  await db.insert(testProviderIntents).values({
    id: intentId,
    clientSecret,
    idempotencyKey: `checkout-${id}`,
    amountCents,
    currency: CURRENCY.toLowerCase(),
    status: intentStatus,
    amountRefundedCents: refundedCents,
    metadata: { paymentId: id, userId: user.id },
  });
  if (refundedCents)
    await db.insert(testProviderRefunds).values({
      id: refundId!,
      intentId,
      idempotencyKey: `refund-${id}`,
      amountCents: refundedCents,
    });
  const [payment] = await db
    .insert(payments)
    .values({
      id,
      userId: user.id,
      purpose: 'checkout',
      provider: 'test',
      intentId,
      clientSecret,
      amountCents,
      currency: CURRENCY,
      status,
      refundedCents,
      failureMessage: status === 'cancelled' ? HOLD_RAN_OUT : null,
      succeededAt: status === 'succeeded' ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { ...payment!, refundId };
}

export type BuiltBookingStatus = 'held' | 'expired' | 'confirmed' | 'picked_up' | 'returned' | 'cancelled';

/**
 * A booking as the checkout and the lifecycle leave it, with its payment and its timeline rows:
 * 'held' (checked out, not paid yet; its hold runs 15 minutes), 'expired' (never paid), 'confirmed'
 * (paid), 'picked_up' and 'returned' (handed over at its start, back at its end), 'cancelled' (by the
 * renter before the start, refunded in full). It builds the tool (with its owner and category) and the
 * renter when not given. The period is `period` (the booking form's fields, on the tool's clock),
 * or `startsAt` to `endsAt`, by default days 10 to 12 from now at 9.00 AM; the price is the tool's.
 */
export async function buildBooking(
  db: Database,
  options: {
    status?: BuiltBookingStatus;
    /** The tool, or the id of one listed before (through the API, say). */
    tool?: ToolRow | Ref;
    renter?: Ref;
    quantity?: number;
    period?: PeriodInput;
    startsAt?: Date;
    endsAt?: Date;
  } = {},
): Promise<BookingRow> {
  const { status = 'confirmed', quantity = 1 } = options;
  const tool = !options.tool
    ? await buildTool(db)
    : 'timeZone' in options.tool
      ? options.tool
      : (await db.select().from(tools).where(eq(tools.id, options.tool.id)))[0]!;
  const renter = options.renter ?? (await buildUser(db));
  const now = new Date();
  const period =
    options.startsAt && options.endsAt
      ? { startsAt: options.startsAt, endsAt: options.endsAt }
      : parsePeriod(options.period ?? bookingPeriod(10, 12), { timeZone: tool.timeZone, now });
  const charge = periodCharge(tool.rentalCircle, tool.priceCents, period);
  const amountCents = charge.unitAmountCents * quantity;
  const paid = status !== 'held' && status !== 'expired';
  return withFreshCodes(() =>
    db.transaction(async (tx) => {
      const payment = await buildPayment(tx, {
        user: renter,
        amountCents,
        status: status === 'held' ? 'pending' : paid ? 'succeeded' : 'cancelled',
        refundedCents: status === 'cancelled' ? amountCents : 0,
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
        },
        tool,
        { withoutDeposit: true },
      );
      const id = held.id;
      if (status === 'expired')
        await recordTransition(tx, {
          name: 'expire_hold',
          bookingIds: [id],
          actor: 'system',
          now,
          changes: { holdExpiresAt: null },
          note: HOLD_RAN_OUT,
        });
      if (paid)
        await recordTransition(tx, {
          name: 'confirm_payment',
          bookingIds: [id],
          actor: 'system',
          now,
          changes: { confirmedAt: now, holdExpiresAt: null },
        });
      if (paid) {
        // The ledger as the checkout and the refund job write it (at the default fee of 10 %).
        await recordCharge(tx, payment, [held], now);
        await recordEarnings(tx, [held], { currency: CURRENCY, feeBasisPoints: DEFAULT_FEE_BASIS_POINTS, now });
      }
      if (status === 'picked_up' || status === 'returned') await handOver(tx, held, status);
      if (status === 'cancelled')
        await recordTransition(tx, {
          name: 'cancel',
          bookingIds: [id],
          actor: 'renter',
          actorId: renter.id,
          now,
          changes: { cancelledAt: now, cancelReason: 'renter', refundStatus: 'refunded' },
        });
      if (status === 'cancelled') {
        await reverseEarnings(tx, id, now);
        await recordRefund(tx, { ...held, paymentId: payment.id }, { id: payment.refundId!, currency: CURRENCY, now });
      }
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id));
      return booking!;
    }),
  );
}

/**
 * The owner's pickup at the start of a confirmed booking's period (and the return at its end, for
 * 'returned'), with the timeline rows the lifecycle writes. A picked-up booking is only returned.
 */
async function handOver(tx: Executor, booking: BookingRow, status: 'picked_up' | 'returned'): Promise<void> {
  const steps = [
    ...(booking.status === 'picked_up' ? [] : [{ name: 'confirm_pickup' as const, at: booking.startsAt }]),
    ...(status === 'returned' ? [{ name: 'confirm_return' as const, at: booking.endsAt }] : []),
  ];
  for (const { name, at } of steps)
    await recordTransition(tx, {
      name,
      bookingIds: [booking.id],
      actor: 'owner',
      actorId: booking.ownerId,
      now: at,
      changes: name === 'confirm_pickup' ? { pickedUpAt: at } : { returnedAt: at },
    });
}

/**
 * Moves a paid booking on to `status` directly in the database, as if its pickup (and return) had
 * happened at the start (and end) of its period, with the timeline rows the lifecycle writes: for
 * tests that need a rental in the past without waiting for it.
 */
export async function advanceBooking(db: Database, bookingId: string, status: 'picked_up' | 'returned'): Promise<void> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking || (booking.status !== 'confirmed' && booking.status !== 'picked_up'))
    throw new Error(`advanceBooking: booking ${bookingId} is ${booking?.status ?? 'missing'}`);
  await db.transaction((tx) => handOver(tx, booking, status));
}
