// The pickup code is the renter's alone: the owner sees the booking code (the booking's public
// reference) everywhere, so confirming a pickup with it proved nothing. Each booking has a separate
// random pickup code that only its renter is shown (booking page and QR code, confirmation e-mail,
// REST and GraphQL views); the owner must type it to confirm the pickup, over GraphQL and over the old
// client's REST call, and wrong codes are limited per booking so six digits cannot be guessed.
import { eq } from 'drizzle-orm';
import { print } from 'graphql';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../api/src/features/outbox/outbox.table.js';
import { bookings } from '../../api/src/features/rentals/bookings/booking.table.js';
import { bookingPeriod, listTool, payCard, startMarketplace, type Marketplace } from '../../api/src/test/factories.js';
import type { HttpClient } from '../../api/src/test/test-app.js';
import { BookingDocument, MyBookingsDocument, MyRentalHistoryDocument } from '../../web/src/gql/graphql.js';

let m: Marketplace;
let toolId: string;
beforeAll(async () => {
  // A week, so that bookings a few days ahead can be picked up now.
  m = await startMarketplace({ env: { PICKUP_OPENS_HOURS_BEFORE: '168' }, owner: { first_name: 'Olu' } });
  // Units enough for every booking of the file in the same days, which the pickup window covers.
  toolId = await listTool(m.owner, m.categoryId, { name: `Pickup drill ${Date.now()}`, price: '10', units: 20 });
});
afterAll(() => m?.app.close());

/**
 * A booking the renter checks out and pays, as the cart page does. Its pickup code is set to a known
 * value before the payment, so that no answer can contain it by chance (six digits of a timestamp).
 */
async function paidBooking(pickupCode: string): Promise<{ id: string; code: string; pickupCode: string }> {
  const { renter } = m;
  await renter.gql('mutation { emptyCart { totalQuantity } }');
  const added = await renter.gql('mutation($input: AddToCartInput!) { addToCart(input: $input) { totalQuantity } }', {
    input: { toolId, quantity: 1, ...bookingPeriod(3, 4) },
  });
  expect(added.errors).toBeUndefined();
  const checkout = await renter.gql<{ checkout: { id: string; clientSecret: string; bookings: { id: string }[] } }>(
    'mutation { checkout { id clientSecret bookings { id } } }',
  );
  const held = checkout.data!.checkout;
  await m.app.database.db.update(bookings).set({ pickupCode }).where(eq(bookings.id, held.bookings[0]!.id));
  expect((await payCard(renter, held.clientSecret)).body.status).toBe('succeeded');
  const paid = await renter.gql<{ confirmPayment: { bookings: { id: string; code: string; pickupCode: string }[] } }>(
    'mutation($id: ID!) { confirmPayment(paymentId: $id) { bookings { id code pickupCode } } }',
    { id: held.id },
  );
  return paid.data!.confirmPayment.bookings[0]!;
}

const PICKUP = 'mutation($id: ID!, $code: String!) { confirmPickup(bookingId: $id, code: $code) { status } }';
const legacyPickup = (owner: HttpClient, ownerId: string, id: string, code: string) =>
  owner.json('PUT', `/api/user/${ownerId}/rentalBookings/update-booking/${id}`, {
    pickup_date: new Date().toISOString(),
    booking_code: code,
  });

/** Whether `text` holds the code as a number of its own (not inside a longer run of letters or digits). */
const shows = (text: string, code: string) =>
  new RegExp(`(?<![0-9A-Za-z])(${code}|${code.slice(0, 3)}[ -]${code.slice(3)})(?![0-9A-Za-z])`).test(text);

describe("the pickup code is the renter's alone", () => {
  it('is six digits, apart from the booking code, and the renter sees it with a QR code of it', async () => {
    const booking = await paidBooking('580317');
    expect(booking.code).toMatch(/^LT\d{6}$/);
    expect(booking.pickupCode).toBe('580317');
    const page = await m.renter.gql<{ booking: { pickupCode: string; pickupQr: string } }>(
      'query($id: ID!) { booking(id: $id) { pickupCode pickupQr } }',
      { id: booking.id },
    );
    expect(page.data?.booking.pickupCode).toBe('580317');
    const qr = await QRCode.toString('580317', { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    expect(page.data?.booking.pickupQr).toBe(`data:image/svg+xml;base64,${Buffer.from(qr).toString('base64')}`);
    // The renter's confirmation e-mail carries it; the REST view of the renter's bookings too.
    const [mail] = await m.app.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Your booking is confirmed: ${booking.code}`));
    expect(shows(mail!.text, '580317')).toBe(true);
    expect(shows(mail!.html, '580317')).toBe(true);
    const rest = await m.renter.json<{ bookings: { id: string; pickup_code: string | null }[] }>(
      'GET',
      `/api/rentalBookings/${m.renterId}/my-bookings`,
    );
    expect(rest.body.bookings.find((b) => b.id === booking.id)?.pickup_code).toBe('580317');
  });

  it("is nowhere the owner looks: pages, lists, timeline, REST, notifications, e-mails, the administrators' views", async () => {
    const booking = await paidBooking('640928');
    const code = '640928';
    const seen: Record<string, string> = {};
    const gql = async (name: string, client: HttpClient, query: string, variables: Record<string, unknown>) => {
      const res = await client.gql(query, variables);
      expect(res.errors, name).toBeUndefined();
      seen[name] = JSON.stringify(res.data);
    };
    const restGet = async (name: string, client: HttpClient, path: string) => {
      const res = await client.request('GET', path);
      expect(res.status, name).toBe(200);
      seen[name] = await res.text();
    };
    await gql('owner: booking page', m.owner, print(BookingDocument), { id: booking.id });
    await gql('owner: My Bookings', m.owner, print(MyBookingsDocument), { page: 1 });
    await gql(
      'owner: the code fields asked directly',
      m.owner,
      'query($id: ID!) { booking(id: $id) { pickupCode pickupQr } }',
      {
        id: booking.id,
      },
    );
    await gql('owner: notifications', m.owner, '{ notifications { items { message } } }', {});
    await restGet('owner: REST My Bookings', m.owner, '/api/rentalBookings/my-bookings');
    await gql('admin: booking page', m.admin, print(BookingDocument), { id: booking.id });
    await gql('admin: bookings', m.admin, '{ adminBookings { items { code pickupCode pickupQr } } }', {});
    await gql('admin: the renter history', m.admin, print(MyRentalHistoryDocument), {});
    await restGet('admin: REST all bookings', m.admin, '/api/all-bookings');
    await restGet('admin: CSV export', m.admin, '/api/admin/export/bookings.csv');
    await restGet('admin: REST renter history', m.admin, `/api/rentalBookings/${m.renterId}/my-bookings`);
    const toOwner = await m.app.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, m.ownerEmail.toLowerCase()));
    expect(toOwner.length).toBeGreaterThan(0);
    for (const mail of toOwner) seen[`owner e-mail: ${mail.subject}`] = `${mail.subject}\n${mail.text}\n${mail.html}`;
    // The pickup itself answers the owner with the booking as the owner sees it.
    const picked = await legacyPickup(m.owner, m.ownerId, booking.id, code);
    expect(picked.status).toBe(200);
    seen['owner: REST pickup answer'] = JSON.stringify(picked.body);
    await gql('owner: timeline after the pickup', m.owner, print(BookingDocument), { id: booking.id });

    const leaks = Object.entries(seen)
      .filter(([, text]) => shows(text, code))
      .map(([name]) => name);
    expect(leaks).toEqual([]);
    // The checks above read real answers: the owner's page does name the booking by its code.
    expect(seen['owner: booking page']).toContain(booking.code);
  });

  it('is what the owner must type: the booking code no longer confirms a pickup, on GraphQL or REST', async () => {
    const booking = await paidBooking('203948');
    const byCode = await m.owner.gql(PICKUP, { id: booking.id, code: booking.code });
    expect(byCode.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'code' }] });
    expect(byCode.errors?.[0]?.message).toMatch(/pickup code/);
    const restByCode = await legacyPickup(m.owner, m.ownerId, booking.id, booking.code);
    expect(restByCode.status).toBe(400);
    expect(restByCode.body).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ path: 'booking_code' }] });
    // Neither the renter nor an administrator confirms a pickup, even with the right code.
    for (const client of [m.renter, m.admin]) {
      expect((await client.gql(PICKUP, { id: booking.id, code: '203948' })).errors?.[0]?.extensions?.code).toBe(
        'FORBIDDEN',
      );
    }
    const picked = await m.owner.gql(PICKUP, { id: booking.id, code: ' 203 948 ' });
    expect(picked.data?.confirmPickup).toEqual({ status: 'PICKED_UP' });
  });

  it('keeps the old client working: the owner types the pickup code in its booking_code field', async () => {
    const booking = await paidBooking('771204');
    const res = await legacyPickup(m.owner, m.ownerId, booking.id, '771204');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ booking: { booking_code: booking.code, booking_status: 'picked_up' } });
  });
});

describe('wrong pickup codes are limited per booking', () => {
  it('allows five wrong codes, then makes the owner wait, whatever the API and however fast the guesses', async () => {
    const booking = await paidBooking('318640');
    const other = await paidBooking('992211');
    // Twenty guesses at once: the tries are counted one after the other, so no more than five are checked.
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => m.owner.gql(PICKUP, { id: booking.id, code: String(100000 + i) })),
    );
    const outcomes = guesses.map((g) => g.errors?.[0]?.extensions?.code);
    expect(outcomes.filter((c) => c === 'BAD_USER_INPUT')).toHaveLength(5);
    expect(outcomes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(15);
    // Now even the right code waits, over GraphQL and REST alike; the answer says how long.
    const waiting = await m.owner.gql(PICKUP, { id: booking.id, code: '318640' });
    expect(waiting.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect((waiting.errors?.[0]?.extensions as { retryAfterSeconds?: number }).retryAfterSeconds).toBeGreaterThan(
      14 * 60,
    );
    const rest = await legacyPickup(m.owner, m.ownerId, booking.id, '318640');
    expect(rest.status).toBe(429);
    expect(rest.headers.get('retry-after')).toBeTruthy();
    // The limit is the booking's: another booking of the same owner is not held up.
    expect((await m.owner.gql(PICKUP, { id: other.id, code: '992211' })).data?.confirmPickup.status).toBe('PICKED_UP');
    // A malformed code (letters, the booking code) is not a guess and does not count.
    const [row] = await m.app.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.pickupCodeFailures).toBe(5);

    // Once the wait is over (moved into the past here), the right code confirms the pickup.
    await m.app.database.db
      .update(bookings)
      .set({ pickupCodeRetryAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, booking.id));
    const malformed = await m.owner.gql(PICKUP, { id: booking.id, code: booking.code });
    expect(malformed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const [after] = await m.app.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after!.pickupCodeFailures).toBe(5);
    expect((await m.owner.gql(PICKUP, { id: booking.id, code: '318640' })).data?.confirmPickup.status).toBe(
      'PICKED_UP',
    );
  });

  it('makes each further round of wrong codes wait longer', async () => {
    const booking = await paidBooking('450912');
    const wrongRound = async () => {
      for (let i = 0; i < 5; i++) await m.owner.gql(PICKUP, { id: booking.id, code: String(200000 + i) });
      const [row] = await m.app.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
      const wait = row!.pickupCodeRetryAt!.getTime() - Date.now();
      await m.app.database.db
        .update(bookings)
        .set({ pickupCodeRetryAt: new Date(Date.now() - 1000) })
        .where(eq(bookings.id, booking.id));
      return wait;
    };
    const first = await wrongRound();
    const second = await wrongRound();
    expect(first).toBeGreaterThan(14 * 60_000);
    expect(second).toBeGreaterThan(first * 1.9);
  });
});
