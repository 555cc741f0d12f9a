import type { Config } from '../../../config/config.js';
import { formatMoney } from '../../../lib/money.js';
import { utcToZoned, zoneAbbreviation } from '../../../lib/zoned-time.js';
import { renderEmail } from '../../outbox/email-layout.js';
import type { EmailDraft } from '../../outbox/outbox.service.js';
import type { EmailAttachment } from '../../outbox/outbox.table.js';
import type { BookingWithRefs } from './booking-refs.js';
import { describeBilled } from './booking-charge.js';
import { slotLabel } from './booking-time.js';
import { formatPickupCode } from './pickup-code.js';
import type { CancellationPreview } from './cancellation.js';
import { isDepositReleased } from './deposit-status.js';
import { policyLabel } from '../tools/cancellation-policy.js';
import type { OutboxTemplateName } from '../../outbox/outbox-templates.js';

interface Person {
  email: string;
  firstName: string;
}

/** The security deposits charged with these bookings (0: none). */
const depositOf = (rows: BookingWithRefs[]) => rows.reduce((sum, r) => sum + (r.booking.depositCents ?? 0), 0);

/** What a renter's cancellation refunds of the rental, in words. */
function refundSentence(preview: CancellationPreview): string {
  if (preview.percent === 100) return 'The whole rental amount comes back to you.';
  if (preview.percent === 0) return 'Under its cancellation policy, nothing of the rental amount comes back.';
  return `Under its cancellation policy, ${preview.percent}% of the rental amount comes back.`;
}

type ReminderKind = 'pickup_reminder' | 'return_reminder' | 'overdue';

/**
 * 'today' or 'tomorrow' for `instant` seen at `now`, counted in days of the tool's zone (a pickup at
 * 7 PM read at 8 AM the same day there is today, whatever the server's zone or UTC say); undefined for
 * any other day.
 */
function dayWord(instant: Date, now: Date, timeZone: string): 'today' | 'tomorrow' | undefined {
  const day = utcToZoned(instant, timeZone).date;
  const today = utcToZoned(now, timeZone).date;
  if (day === today) return 'today';
  const next = new Date(`${today}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return day === next.toISOString().slice(0, 10) ? 'tomorrow' : undefined;
}

/**
 * Booking e-mails in the expo's branded layout. Dates and times are the tool's clock times, with its
 * zone written out ('10.00 AM GMT'): the reader may be elsewhere.
 */
export function bookingEmails(config: Config, publicUrl: string) {
  const brand = config.expo.name;
  const when = (instant: Date, r: BookingWithRefs) => {
    const { date, time } = utcToZoned(instant, r.tool.timeZone);
    const day = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return `${day}, ${slotLabel(time)} ${zoneAbbreviation(instant, r.tool.timeZone)}`;
  };
  const unit = (r: BookingWithRefs) => describeBilled(r.booking.rentalCircle, r.booking.billedMinutes);
  const details = (r: BookingWithRefs): [string, string][] => [
    ['Booking code', r.booking.code],
    ['Tool', r.tool.name],
    ['Quantity', String(r.booking.quantity)],
    ['Pickup', when(r.booking.startsAt, r)],
    ['Return', when(r.booking.endsAt, r)],
    ['Booking period', unit(r)],
    ['Amount', formatMoney(r.booking.amountCents, r.booking.currency)],
  ];
  /** The renter's alone: only e-mails to the renter carry it. */
  const pickupCodeLine = (r: BookingWithRefs): [string, string] => [
    'Pickup code',
    formatPickupCode(r.booking.pickupCode),
  ];
  const link = (path: string, id: string) => `${publicUrl}${path}?${new URLSearchParams({ id })}`;
  const draft = (
    to: string,
    template: OutboxTemplateName,
    subject: string,
    content: Parameters<typeof renderEmail>[0],
  ) => ({
    to,
    subject,
    template,
    ...renderEmail(content, brand),
  });

  return {
    /** The owner is told 'Your tool has just been booked'. */
    toolBooked(owner: Person, rows: BookingWithRefs[]): EmailDraft {
      return draft(owner.email, 'booking.owner', 'Your tool has just been booked', {
        title: 'Your tool has just been booked',
        paragraphs: [
          `Hello ${owner.firstName},`,
          rows.length === 1
            ? `${rows[0]!.renter.firstName} booked ${rows[0]!.tool.name}. The payment is done.`
            : `${rows[0]!.renter.firstName} booked ${rows.length} of your tools. The payment is done.`,
          'Confirm the pickup when you hand the tool over, with the pickup code the renter gives you (not the booking code), and the return when you get it back.',
        ],
        details: rows.flatMap(details),
        action: { label: 'Open the booking', url: link('/user/my-bookings-details', rows[0]!.booking.id) },
      });
    },
    /** `receipts`: the PDF receipt of each booking, attached. */
    bookingConfirmed(renter: Person, rows: BookingWithRefs[], receipts: EmailAttachment[] = []): EmailDraft {
      const codes = rows.map((r) => r.booking.code).join(', ');
      const email = draft(renter.email, 'booking.renter', `Your booking is confirmed: ${codes}`, {
        title: 'Congratulations, your booking is confirmed',
        paragraphs: [
          `Hello ${renter.firstName},`,
          depositOf(rows) > 0
            ? `Thank you for your payment of ${formatMoney(rows.reduce((sum, r) => sum + r.booking.amountCents, 0) + depositOf(rows), rows[0]!.booking.currency)}, including a security deposit of ${formatMoney(depositOf(rows), rows[0]!.booking.currency)} that comes back to your card after the return unless the owner claims damage.`
            : `Thank you for your payment of ${formatMoney(
                rows.reduce((sum, r) => sum + r.booking.amountCents, 0),
                rows[0]!.booking.currency,
              )}.`,
          `At the pickup, once you have the tool in hand, give the owner your pickup code${rows.length > 1 ? ' (one per booking)' : ''}: they confirm the handover with it. Keep it to yourself until then; it is also on your booking page, with a QR code.`,
          'You will find your bookings, the pickup address and a conversation with each owner under My Rental History.',
        ],
        details: rows.flatMap((r) => [
          ...details(r),
          pickupCodeLine(r),
          ['Pickup address', [r.tool.address, r.tool.city, r.tool.country].filter(Boolean).join(', ')] as [
            string,
            string,
          ],
        ]),
        action: { label: 'My Rental History', url: `${publicUrl}/user/my-rental-history` },
        ...(receipts.length ? { note: 'Your receipt is attached as a PDF (one per booking).' } : {}),
      });
      return receipts.length ? { ...email, attachments: receipts } : email;
    },
    /** The renter cancelled: what comes back under the booking's policy, and when. */
    cancelled(renter: Person, row: BookingWithRefs, preview: CancellationPreview): EmailDraft {
      const back = preview.refundCents + preview.depositCents;
      return draft(renter.email, 'booking.cancelled', `Booking ${row.booking.code} is cancelled`, {
        title: 'Your booking is cancelled',
        paragraphs: [
          `Hello ${renter.firstName},`,
          `You cancelled ${row.tool.name} (${row.booking.code}). ${refundSentence(preview)}`,
          back > 0
            ? `We are refunding ${formatMoney(back, row.booking.currency)} to the card you paid with; another e-mail follows when it is issued.`
            : 'Nothing is refunded.',
          `${policyLabel(preview.policy)} cancellation policy: ${preview.summary}`,
        ],
        details: [
          ...details(row),
          ['Refund of the rental', `${formatMoney(preview.refundCents, row.booking.currency)} (${preview.percent}%)`],
          ...(preview.depositCents > 0
            ? [['Deposit back', formatMoney(preview.depositCents, row.booking.currency)] as [string, string]]
            : []),
        ],
        action: { label: 'Open the booking', url: link('/user/my-rental-history-details', row.booking.id) },
      });
    },
    /** The owner cancelled: the renter gets everything back, and reads the owner's reason. */
    cancelledByOwner(renter: Person, row: BookingWithRefs, preview: CancellationPreview, reason: string): EmailDraft {
      return draft(renter.email, 'booking.cancelled_by_owner', `The owner cancelled booking ${row.booking.code}`, {
        title: 'The owner cancelled your booking',
        paragraphs: [
          `Hello ${renter.firstName},`,
          `${row.owner.firstName} cancelled your booking of ${row.tool.name} (${row.booking.code}). Their reason: "${reason}"`,
          `You get everything back: ${formatMoney(preview.refundCents, row.booking.currency)} for the rental${
            preview.depositCents > 0
              ? ` and your deposit of ${formatMoney(preview.depositCents, row.booking.currency)}`
              : ''
          }, refunded to the card you paid with. Another e-mail follows when it is issued.`,
          'We are sorry for the trouble. The marketplace has other tools like it.',
        ],
        details: details(row),
        action: { label: 'Find another tool', url: `${publicUrl}/user/user-dashboard` },
      });
    },
    refunded(renter: Person, row: BookingWithRefs): EmailDraft {
      const b = row.booking;
      const rental = b.refundCents ?? b.amountCents;
      const deposit = isDepositReleased(b) ? b.depositCents : 0;
      const policy =
        b.cancelReason === 'renter'
          ? ` under its ${policyLabel(b.cancellationPolicy).toLowerCase()} cancellation policy`
          : '';
      return draft(renter.email, 'booking.refund', `Refund issued for ${b.code}`, {
        title: 'Your refund has been issued',
        paragraphs: [
          `Hello ${renter.firstName},`,
          `We refunded ${formatMoney(rental + deposit, b.currency)} for the cancelled booking ${b.code} to the card you paid with: ${formatMoney(rental, b.currency)} of the ${formatMoney(b.amountCents, b.currency)} rental${policy}${
            deposit > 0 ? `, and your deposit of ${formatMoney(deposit, b.currency)}` : ''
          }. Banks usually show it within 5 to 10 days.`,
        ],
        details: details(row),
      });
    },
    /** `now`: when the reminder goes out, so that 'today' and 'tomorrow' are days on the tool's clocks. */
    reminder(kind: ReminderKind, person: Person, row: BookingWithRefs, as: 'renter' | 'owner', now: Date) {
      const tool = row.tool.name;
      const pickupDay = dayWord(row.booking.startsAt, now, row.tool.timeZone);
      const subject = {
        pickup_reminder: `Pickup ${pickupDay ?? 'soon'}: ${tool}`,
        return_reminder: `Return due: ${tool}`,
        overdue: `Overdue: ${tool}`,
      }[kind];
      const note = {
        pickup_reminder: `Reminder: you pick up ${tool} (${row.booking.code}) ${pickupDay ? `${pickupDay}, ` : 'on '}${when(row.booking.startsAt, row)}.`,
        return_reminder: `Reminder: ${tool} (${row.booking.code}) is due back on ${when(row.booking.endsAt, row)}.`,
        overdue:
          as === 'renter'
            ? `${tool} (${row.booking.code}) was due back on ${when(row.booking.endsAt, row)}. Please return it or message the owner.`
            : `${tool} (${row.booking.code}) was due back from ${row.renter.firstName} on ${when(row.booking.endsAt, row)}.`,
      }[kind];
      const page = as === 'renter' ? '/user/my-rental-history-details' : '/user/my-bookings-details';
      // The renter's pickup reminder carries the code they give the owner (never a mail to the owner).
      const withCode = kind === 'pickup_reminder' && as === 'renter';
      return {
        note,
        email: draft(person.email, `booking.${kind}`, subject, {
          title: subject,
          paragraphs: [
            `Hello ${person.firstName},`,
            note,
            ...(withCode ? ['Give the owner your pickup code once you have the tool in hand.'] : []),
          ],
          details: withCode ? [...details(row), pickupCodeLine(row)] : details(row),
          action: { label: 'Open the booking', url: link(page, row.booking.id) },
        }),
      };
    },
  };
}
