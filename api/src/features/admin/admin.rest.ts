import { Router, type Request, type Response } from 'express';
import { CONTACT_FIELDS, type ContactField } from '../../core/contact.js';
import { exportPaths, sendExport } from '../../http/rest/list-export.js';
import { int, listParams, requireViewer, resolveViewer, str } from '../../http/rest/support.js';
import { AppError } from '../../lib/errors.js';
import type { Services } from '../../services.js';
import { presentUser } from '../accounts/account.presenter.js';
import { adminRecordRoutes } from './records.rest.js';
import type { Role } from '../accounts/account.table.js';
import { presentParticipant, presentSponsor } from '../expo/expo.rest.js';
import { SPONSOR_STATUSES, type SponsorStatus } from '../expo/expo.table.js';
import { billedPeriods } from '../rentals/bookings/booking-charge.js';
import { periodFields } from '../rentals/bookings/booking-time.js';
import type { BookingStatus } from '../rentals/bookings/booking.table.js';
import { isReturned } from '../rentals/bookings/lifecycle.js';
import { REGISTRATION_STANDINGS, standingOf, type RegistrationStanding } from '../expo/approval-status.js';

/** A handler sending a list as a CSV or Excel download: the header row, then a row of cells for each item. */
function listExport<T>(
  name: string,
  list: (req: Request) => Promise<{ items: T[] }>,
  headers: string[],
  cells: (item: T) => unknown[],
) {
  return async (req: Request, res: Response) => {
    const { items } = await list(req);
    sendExport(req, res, name, headers, items.map(cells));
  };
}

/** `?status=registered|awaiting_approval|declined|cancelled` of the participant list and export, as the service's filter. */
function participantStatus(status: string | null): RegistrationStanding | null {
  if (!status) return null;
  if ((REGISTRATION_STANDINGS as readonly string[]).includes(status)) return status as RegistrationStanding;
  throw AppError.badInput([{ path: 'status', msg: `Status must be ${REGISTRATION_STANDINGS.join(', ')}` }]);
}

/** The contact columns' cells, in the order of `CONTACT_FIELDS`. */
const contactCells = (row: Record<ContactField, unknown>) => CONTACT_FIELDS.map((field) => row[field]);

/** The old client's admin lists, with its paths and response keys (`users`/`total`, ...), plus CSV exports of the same filtered lists. */
export function adminRoutes(services: Services): Router {
  const router = Router();
  const { accounts, participants, sponsors, bookings } = services;
  router.use(['/all-users', '/all-participants', '/all-sponsors', '/admin'], resolveViewer(services));
  router.use(adminRecordRoutes(services));

  const users = (req: Request) =>
    accounts.list(requireViewer(req), listParams(req), { role: str(req.query.role) as Role | null });
  const participantList = (req: Request) =>
    participants.list(requireViewer(req), listParams(req), {
      year: int(req.query.year, 'year'),
      country: str(req.query.country),
      checkedIn: req.query.checkedIn === 'true' ? true : req.query.checkedIn === 'false' ? false : null,
      standing: participantStatus(str(req.query.status)),
    });
  const sponsorList = (req: Request) => {
    const status = str(req.query.status);
    if (status && !(SPONSOR_STATUSES as readonly string[]).includes(status)) {
      throw AppError.badInput([{ path: 'status', msg: `Status must be ${SPONSOR_STATUSES.join(', ')}` }]);
    }
    return sponsors.list(requireViewer(req), listParams(req), {
      year: int(req.query.year, 'year'),
      packageId: str(req.query.package),
      status: status as SponsorStatus | null,
      country: str(req.query.country),
    });
  };

  router.get('/all-users', async (req, res) => {
    const page = await users(req);
    res.json({ users: page.items.map(presentUser), total: page.total, page: page.page, pageSize: page.pageSize });
  });
  router.get('/all-participants', async (req, res) => {
    const page = await participantList(req);
    res.json({
      participants: page.items.map(presentParticipant),
      total: page.total,
      page: page.page,
      pageSize: page.pageSize,
    });
  });
  router.get('/all-sponsors', async (req, res) => {
    const page = await sponsorList(req);
    res.json({
      sponsors: page.items.map((r) => presentSponsor(r.sponsor, r.package)),
      total: page.total,
      page: page.page,
      pageSize: page.pageSize,
    });
  });

  router.get(
    exportPaths('users'),
    listExport(
      'users',
      users,
      ['id', 'role', 'first_name', 'last_name', 'email', 'phone', 'country', 'state', 'city', 'created_at'],
      (u) => [u.id, u.role, u.firstName, u.lastName, u.email, u.phone, u.country, u.state, u.city, u.createdAt],
    ),
  );
  // Each registration's type, the group it was registered in (one id for everyone of a group), and its
  // answers one column per question (`answer_<key>`) across the edition's types.
  router.get(exportPaths('participants'), async (req, res) => {
    const viewer = requireViewer(req);
    const [{ items }, types] = await Promise.all([participantList(req), services.registrationTypes.listAll(viewer)]);
    const slugs = new Map(types.map((t) => [t.id, t.slug]));
    const keys = [...new Set(types.flatMap((t) => t.questions.map((q) => q.key)))];
    const answerCell = (answer: string | string[] | boolean | undefined) =>
      answer === undefined
        ? null
        : Array.isArray(answer)
          ? answer.join('; ')
          : answer === true
            ? 'yes'
            : answer === false
              ? 'no'
              : answer;
    await listExport(
      'participants',
      async () => ({ items }),
      [
        'registration_code',
        'year',
        'registration_type',
        'title',
        'first_name',
        'last_name',
        ...CONTACT_FIELDS,
        'marketing_consent',
        'status',
        'checked_in_at',
        'cancelled_at',
        'registered_at',
        'group_id',
        ...keys.map((key) => `answer_${key}`),
      ],
      (p) => [
        p.registrationCode,
        p.year,
        p.typeId ? (slugs.get(p.typeId) ?? null) : null,
        p.title,
        p.firstName,
        p.lastName,
        ...contactCells(p),
        p.marketingConsent,
        standingOf(p),
        p.checkedInAt,
        p.cancelledAt,
        p.createdAt,
        p.groupId,
        ...keys.map((key) => answerCell(p.answers[key])),
      ],
    )(req, res);
  });
  router.get(
    exportPaths('sponsors'),
    listExport(
      'sponsors',
      sponsorList,
      ['id', 'year', 'category', 'company', ...CONTACT_FIELDS, 'status', 'applied_at'],
      ({ sponsor: s, package: p }) => [s.id, s.year, p.title, s.company, ...contactCells(s), s.status, s.createdAt],
    ),
  );

  // Dates and times of the period are in the marketplace's time zone, as renters and owners see them.
  router.get(
    exportPaths('bookings'),
    listExport(
      'bookings',
      (req) =>
        bookings.listAll(requireViewer(req), listParams(req), {
          status: str(req.query.status) as BookingStatus | null,
          toolId: str(req.query.toolId),
        }),
      [
        'id',
        'booking_code',
        'tool_id',
        'tool_name',
        'renter_id',
        'renter',
        'owner_id',
        'owner',
        'status',
        'quantity',
        'start_date',
        'start_time',
        'end_date',
        'end_time',
        'time_zone',
        'rental_circle',
        'period',
        'price',
        'amount',
        'pickup_date',
        'returned_at',
        'returned_status',
        'authorization',
        'refund_status',
        'overdue',
        'created_at',
      ],
      ({ booking: b, tool, renter, owner }) => {
        // The lifecycle's rule, the same as the old client's `returned_status` and `authorization`.
        const returned = isReturned(b);
        const period = periodFields(b, tool.timeZone);
        return [
          b.id,
          b.code,
          tool.id,
          tool.name,
          renter.id,
          `${renter.firstName} ${renter.lastName}`,
          owner.id,
          `${owner.firstName} ${owner.lastName}`,
          b.status,
          b.quantity,
          period.startDate,
          period.startTime,
          period.endDate,
          period.endTime,
          tool.timeZone,
          b.rentalCircle,
          billedPeriods(b.rentalCircle, b.billedMinutes),
          (b.priceCents / 100).toFixed(2),
          (b.amountCents / 100).toFixed(2),
          b.pickedUpAt,
          b.returnedAt,
          returned ? 'Returned' : 'Not returned',
          returned ? 'Authorized' : 'UnAuthorized',
          b.refundStatus,
          bookings.isOverdue(b) ? 'yes' : 'no',
          b.createdAt,
        ];
      },
    ),
  );

  return router;
}
