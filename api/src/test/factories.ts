import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { bookings } from '../features/rentals/bookings/booking.table.js';
import { recordTransition } from '../features/rentals/bookings/lifecycle.js';
import type { HttpClient } from './test-app.js';

let counter = 0;

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${counter}.${randomBytes(3).toString('hex')}@example.com`;
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
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const pixels = deflateSync(Buffer.from([0, 0x5b, 0x1f, 0x4a]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
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
  } = {},
) {
  const input = {
    name: overrides.name ?? `Hammer drill ${randomBytes(3).toString('hex')}`,
    description: 'Two batteries and a case of bits.',
    price: overrides.price ?? '20',
    rentalCircle: overrides.rentalCircle ?? 'daily',
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
  status: string;
  amount: number;
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
    await renter.gql<{ addToCart: { totalAmount: number } }>(
      'mutation($input: AddToCartInput!) { addToCart(input: $input) { totalAmount } }',
      { input: { toolId, quantity, ...period } },
    ),
  );
  const checkout = step(
    'checkout',
    await renter.gql<{ checkout: { id: string; clientSecret: string } }>(
      'mutation($total: Float) { checkout(expectedTotal: $total) { id clientSecret } }',
      { total: added.addToCart.totalAmount },
    ),
  ).checkout;
  const card = await renter.json('POST', '/api/payment/test-provider/confirm', {
    clientSecret: checkout.clientSecret,
    cardNumber: '4242424242424242',
    expMonth: 12,
    expYear: 2031,
    cvc: '123',
  });
  if (card.body.status !== 'succeeded') throw new Error(`card payment failed: ${JSON.stringify(card.body)}`);
  const confirmed = step(
    'confirmPayment',
    await renter.gql<{ confirmPayment: { bookings: PaidBooking[] } }>(
      'mutation($id: ID!) { confirmPayment(paymentId: $id) { bookings { id code status amount } } }',
      { id: checkout.id },
    ),
  );
  const [booking] = confirmed.confirmPayment.bookings;
  if (!booking || confirmed.confirmPayment.bookings.length !== 1)
    throw new Error(`expected one booking, got ${JSON.stringify(confirmed.confirmPayment.bookings)}`);
  return booking;
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
  await db.transaction(async (tx) => {
    if (booking.status === 'confirmed')
      await recordTransition(tx, {
        name: 'confirm_pickup',
        bookingIds: [bookingId],
        actor: 'owner',
        actorId: booking.ownerId,
        now: booking.startsAt,
        changes: { pickedUpAt: booking.startsAt },
      });
    if (status === 'returned')
      await recordTransition(tx, {
        name: 'confirm_return',
        bookingIds: [bookingId],
        actor: 'owner',
        actorId: booking.ownerId,
        now: booking.endsAt,
        changes: { returnedAt: booking.endsAt },
      });
  });
}
