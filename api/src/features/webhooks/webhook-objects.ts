/**
 * The `data.object` of each event: what an integrator needs to act (ids, codes, statuses, times,
 * amounts in minor units with their currency), never contact details (e-mail, phone, address) nor
 * secrets (pickup codes, access links). Each takes the row's fields it shows, so any row shape fits.
 */
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export const bookingObject = (b: {
  id: string;
  code: string;
  status: string;
  toolId: string;
  renterId: string;
  ownerId: string;
  quantity: number;
  startsAt: Date;
  endsAt: Date;
  amountCents: number;
  depositCents: number;
  currency: string;
  createdAt: Date;
  confirmedAt: Date | null;
  cancelledAt: Date | null;
  returnedAt: Date | null;
}) => ({
  object: 'booking',
  id: b.id,
  code: b.code,
  status: b.status,
  tool: b.toolId,
  renter: b.renterId,
  owner: b.ownerId,
  quantity: b.quantity,
  starts_at: iso(b.startsAt),
  ends_at: iso(b.endsAt),
  amount: b.amountCents,
  deposit: b.depositCents,
  currency: b.currency.toLowerCase(),
  created_at: iso(b.createdAt),
  confirmed_at: iso(b.confirmedAt),
  cancelled_at: iso(b.cancelledAt),
  returned_at: iso(b.returnedAt),
});

export const payoutObject = (p: {
  id: string;
  ownerId: string;
  method: string;
  amountCents: number;
  currency: string;
  status: string;
  reference: string | null;
  paidAt: Date | null;
  createdAt: Date;
}) => ({
  object: 'payout',
  id: p.id,
  owner: p.ownerId,
  method: p.method,
  amount: p.amountCents,
  currency: p.currency.toLowerCase(),
  status: p.status,
  reference: p.reference,
  paid_at: iso(p.paidAt),
  created_at: iso(p.createdAt),
});

export const registrationObject = (r: {
  id: string;
  registrationCode: string;
  year: number;
  typeId: string | null;
  firstName: string;
  lastName: string;
  approval: string;
  createdAt: Date;
}) => ({
  object: 'registration',
  id: r.id,
  code: r.registrationCode,
  year: r.year,
  registration_type: r.typeId,
  first_name: r.firstName,
  last_name: r.lastName,
  approval: r.approval,
  created_at: iso(r.createdAt),
});

export const checkInObject = (
  scan: { id: string; participantId: string | null; day: string; entrance: string | null; scannedAt: Date },
  registrationCode: string | undefined,
) => ({
  object: 'check_in',
  id: scan.id,
  registration: scan.participantId,
  registration_code: registrationCode ?? null,
  day: scan.day,
  entrance: scan.entrance,
  scanned_at: iso(scan.scannedAt),
});

export const sponsorObject = (s: {
  id: string;
  year: number;
  company: string;
  packageId: string;
  status: string;
  reviewedAt: Date | null;
  createdAt: Date;
}) => ({
  object: 'sponsor',
  id: s.id,
  year: s.year,
  company: s.company,
  package: s.packageId,
  status: s.status,
  reviewed_at: iso(s.reviewedAt),
  created_at: iso(s.createdAt),
});
