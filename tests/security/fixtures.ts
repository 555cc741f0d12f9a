import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../api/src/features/accounts/account.table.js';
import { checkIns } from '../../api/src/features/expo/check-in/check-in.table.js';
import { contactMessages, participants, privacyRequests, sponsors } from '../../api/src/features/expo/expo.table.js';
import { creditNotes, sponsorInvoices } from '../../api/src/features/expo/invoices/invoice.table.js';
import { identityChecks } from '../../api/src/features/identity/identity.table.js';
import { bookings } from '../../api/src/features/rentals/bookings/booking.table.js';
import { disputes } from '../../api/src/features/rentals/disputes/dispute.table.js';
import { payouts } from '../../api/src/features/rentals/payments/payout.table.js';
import { buildBooking, buildTool, uniqueEmail } from '../../api/src/test/factories.js';
import type { TestApp } from '../../api/src/test/test-app.js';

// Objects the security probes act on, built straight in the database: most of these actions are once
// only (cancelling, deleting, deciding, settling), and a probe runs them once per caller, so each
// call gets a fresh one. Shared by the authorization registry and the audit registry.

/** A valid programme session (the default edition's first day). */
/** A registration type the probes create or write, each time with a slug of its own. */
export const probeRegistrationType = () => ({
  name: 'Probe type',
  slug: `probe-${Math.random().toString(36).slice(2, 10)}`,
  days: ['2026-12-10'],
  capacity: 50,
});

export const PROBE_SESSION = {
  kind: 'WORKSHOP',
  title: 'Probe workshop',
  day: '2026-12-10',
  startTime: '10:00',
  endTime: '11:00',
  room: 'Hall A',
};

export type RecordKind =
  | 'participant'
  | 'cancelledParticipant'
  | 'pendingParticipant'
  | 'checkedInParticipant'
  | 'pastParticipant'
  | 'sponsor'
  | 'cancelledSponsor'
  | 'approvedSponsor'
  | 'invoice'
  | 'creditedInvoice'
  | 'user'
  | 'disabledUser'
  | 'message'
  | 'privacyRequest'
  | 'identityCheck';

/**
 * A fresh expo record, account or contact message of the given kind; answers its id. `invoice` and
 * `creditedInvoice` answer an invoice's id (see freshInvoice).
 */
export async function freshRecord(app: TestApp, kind: RecordKind): Promise<string> {
  const { db } = app.database;
  const suffix = randomBytes(4).toString('hex').toUpperCase();
  const contact = { email: uniqueEmail('probe'), phone: '+234 803 000 0000', country: 'Nigeria' };
  if (kind === 'identityCheck') {
    // A waiting check of a new account; its images are references only (deciding never reads them).
    const userId = await freshRecord(app, 'user');
    const image = () => `/uploads/private/${randomBytes(16).toString('hex')}.png`;
    const [row] = await db
      .insert(identityChecks)
      .values({ userId, documentKind: 'passport', documentImage: image(), selfieImage: image() })
      .returning({ id: identityChecks.id });
    return row!.id;
  }
  if (kind === 'privacyRequest') {
    const participantId = await freshRecord(app, 'participant');
    const [row] = await db
      .insert(privacyRequests)
      .values({ participantId, registrationCode: `AIB26-P${suffix}`, name: 'Probe Participant', email: contact.email })
      .returning({ id: privacyRequests.id });
    return row!.id;
  }
  if (
    kind === 'participant' ||
    kind === 'cancelledParticipant' ||
    kind === 'pendingParticipant' ||
    kind === 'checkedInParticipant' ||
    kind === 'pastParticipant'
  ) {
    const [row] = await db
      .insert(participants)
      .values({
        registrationCode: `AIB26-P${suffix}`,
        // An edition before the configured one (EXPO_YEAR 2026): what the purge of past editions deletes.
        year: kind === 'pastParticipant' ? 2025 : 2026,
        firstName: 'Probe',
        lastName: 'Participant',
        ...contact,
        cancelledAt: kind === 'cancelledParticipant' ? new Date() : null,
        checkedInAt: kind === 'checkedInParticipant' ? new Date() : null,
        // Of a type that needs approval, not decided yet.
        approval: kind === 'pendingParticipant' ? 'pending' : 'approved',
      })
      .returning({ id: participants.id, code: participants.registrationCode, checkedInAt: participants.checkedInAt });
    // Checked in at a desk: the check-in is its admitted scan.
    if (row!.checkedInAt) {
      await db.insert(checkIns).values({
        id: randomUUID(),
        participantId: row!.id,
        code: row!.code,
        day: '2026-12-10',
        entrance: 'Probe gate',
        scannedAt: row!.checkedInAt,
        outcome: 'admitted',
      });
    }
    return row!.id;
  }
  if (kind === 'invoice' || kind === 'creditedInvoice')
    return (await freshInvoice(app, kind === 'creditedInvoice' ? 'credited' : 'open')).id;
  if (kind === 'sponsor' || kind === 'cancelledSponsor' || kind === 'approvedSponsor') {
    const [row] = await db
      .insert(sponsors)
      .values({
        year: 2026,
        packageId: 'silver',
        company: `Probe ${suffix}`,
        ...contact,
        status: kind === 'cancelledSponsor' ? 'cancelled' : kind === 'approvedSponsor' ? 'approved' : 'applied',
      })
      .returning({ id: sponsors.id });
    return row!.id;
  }
  if (kind === 'user' || kind === 'disabledUser') {
    const [row] = await db
      .insert(users)
      .values({
        firstName: 'Probe',
        lastName: 'Member',
        email: contact.email,
        passwordHash: 'not a hash: nobody signs in as this account',
        disabledAt: kind === 'disabledUser' ? new Date() : null,
      })
      .returning({ id: users.id });
    return row!.id;
  }
  const [row] = await db
    .insert(contactMessages)
    .values({ name: 'Probe', email: contact.email, message: 'A probe of the inbox', senderKey: suffix })
    .returning({ id: contactMessages.id });
  return row!.id;
}

/**
 * The invoice of a fresh approved sponsor, built in the database: open, or cancelled by its credit note.
 * Numbered outside the organisers' series (PROBE-…), so the probes never move the real counters.
 */
export async function freshInvoice(
  app: TestApp,
  state: 'open' | 'credited',
): Promise<{ id: string; sponsorId: string }> {
  const { db } = app.database;
  const suffix = randomBytes(4).toString('hex').toUpperCase();
  const sponsorId = await freshRecord(app, 'approvedSponsor');
  const [invoice] = await db
    .insert(sponsorInvoices)
    .values({
      sponsorId,
      number: `PROBE-2026-${suffix}`,
      year: 2026,
      status: state === 'credited' ? 'void' : 'open',
      language: 'en',
      currency: 'NGN',
      description: 'Silver sponsorship',
      netCents: 100_000,
      taxes: [],
      totalCents: 100_000,
      issuedOn: '2026-11-01',
      dueOn: '2026-12-01',
      seller: { legalName: 'Probe Events Ltd', address: 'Abuja', taxNumber: '', bankDetails: 'Probe Bank 0000' },
      buyer: { company: `Probe ${suffix}`, email: uniqueEmail('probe'), address: 'Nigeria' },
    })
    .returning({ id: sponsorInvoices.id });
  if (state === 'credited')
    await db.insert(creditNotes).values({
      invoiceId: invoice!.id,
      number: `PROBE-CN-2026-${suffix}`,
      year: 2026,
      totalCents: 100_000,
      currency: 'NGN',
      reason: 'Probe cancellation',
      issuedOn: '2026-11-02',
      refund: 'none',
    });
  return { id: invoice!.id, sponsorId };
}

/** A booking of a fresh tool of the owner's, returned an hour ago with a 20.00 deposit held. */
export async function returnedWithDeposit(app: TestApp, ownerId: string, renterId: string): Promise<string> {
  const db = app.database.db;
  const tool = await buildTool(db, { owner: { id: ownerId } });
  const endsAt = new Date(Date.now() - 3_600_000);
  const booking = await buildBooking(db, {
    status: 'returned',
    tool,
    renter: { id: renterId },
    startsAt: new Date(endsAt.getTime() - 86_400_000),
    endsAt,
  });
  await db.update(bookings).set({ depositCents: 2000, depositStatus: 'held' }).where(eq(bookings.id, booking.id));
  return booking.id;
}

/** A fresh booking whose tool is still out two days after its end, with a deposit: its owner may report it not returned. */
export async function stillOutWithDeposit(app: TestApp, ownerId: string, renterId: string): Promise<string> {
  const tool = await buildTool(app.database.db, { owner: { id: ownerId }, depositCents: 2000 });
  const endsAt = new Date(Date.now() - 2 * 86_400_000);
  const booking = await buildBooking(app.database.db, {
    status: 'picked_up',
    tool,
    renter: { id: renterId },
    startsAt: new Date(endsAt.getTime() - 86_400_000),
    endsAt,
  });
  return booking.id;
}

/** An open renter dispute (of a charge) of a fresh returned booking. */
export async function openDispute(app: TestApp, ownerId: string, renterId: string): Promise<string> {
  const bookingId = await returnedWithDeposit(app, ownerId, renterId);
  const [row] = await app.database.db
    .insert(disputes)
    .values({ bookingId, kind: 'charge', openedBy: 'renter', openedById: renterId, reason: 'Probe' })
    .returning({ id: disputes.id });
  return row!.id;
}

/** A bank payout of the owner waiting in the payout queue. */
export async function pendingBankPayout(app: TestApp, ownerId: string): Promise<string> {
  const [row] = await app.database.db
    .insert(payouts)
    .values({ ownerId, method: 'bank', amountCents: 1000, currency: 'USD' })
    .returning({ id: payouts.id });
  return row!.id;
}
