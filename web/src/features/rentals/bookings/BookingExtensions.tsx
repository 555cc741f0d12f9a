import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { graphql } from '../../../gql';
import type { BookingExtensionFieldsFragment, BookingExtensionsQuery, ExtensionStatus } from '../../../gql/graphql';
import { formatInstant } from '../../../lib/date-time';
import { toFormError } from '../../../lib/errors';
import { LiveStatus } from '../components/LiveStatus';
import { CardFields, useCardStep } from '../payment/CardFields';
import './booking-extensions.css';

/** What the booking page needs for extensions (spread into BookingPageFields). */
export const BookingExtensionFields = graphql(`
  fragment BookingExtensionFields on Booking {
    id
    viewerRole
    paid
    canExtend
    endDate
    timeZone
    tool {
      id
      name
    }
    renter {
      id
      firstName
    }
    owner {
      id
      firstName
    }
  }
`);

const BookingExtensionsDocument = graphql(`
  query BookingExtensions($bookingId: ID!, $toolId: ID!) {
    bookingExtensions(bookingId: $bookingId) {
      id
      status
      open
      fromEndsAt
      toEndsAt
      amount {
        formatted
      }
      billedLength
      answerBy
      reason
      clientSecret
      canAccept
      canDecline
      canWithdraw
    }
    bookingSettings(toolId: $toolId) {
      today
      timeSlots {
        value
        label
      }
    }
  }
`);

const ExtensionQuoteDocument = graphql(`
  query ExtensionQuote($bookingId: ID!, $input: ExtensionInput!) {
    extensionQuote(bookingId: $bookingId, input: $input) {
      endsAt
      billedLength
      amount {
        decimal
        formatted
      }
    }
  }
`);

const RequestExtensionDocument = graphql(`
  mutation RequestExtension($bookingId: ID!, $input: ExtensionInput!, $expectedTotal: String) {
    requestExtension(bookingId: $bookingId, input: $input, expectedTotal: $expectedTotal) {
      id
      status
      clientSecret
    }
  }
`);

const ConfirmExtensionDocument = graphql(`
  mutation ConfirmExtension($id: ID!) {
    confirmExtension(id: $id) {
      id
      status
    }
  }
`);

const AcceptExtensionDocument = graphql(`
  mutation AcceptExtension($id: ID!) {
    acceptExtension(id: $id) {
      id
      status
    }
  }
`);

const DeclineExtensionDocument = graphql(`
  mutation DeclineExtension($id: ID!, $reason: String) {
    declineExtension(id: $id, reason: $reason) {
      id
      status
    }
  }
`);

const WithdrawExtensionDocument = graphql(`
  mutation WithdrawExtension($id: ID!) {
    withdrawExtension(id: $id) {
      id
      status
    }
  }
`);

type Booking = BookingExtensionFieldsFragment;
type Extension = BookingExtensionsQuery['bookingExtensions'][number];
const REFETCH = { refetchQueries: ['BookingExtensions', 'Booking'] };
const REASON_MAX = 500;

/**
 * Keeping a rental longer, on the booking page: the renter asks for a later return (priced first, the
 * card authorised, not charged) and the owner accepts (the card is charged, the booking ends later) or
 * declines. Both see the requests and their answers.
 */
export function BookingExtensions({ booking }: { booking: Booking }) {
  const parties = booking.viewerRole === 'RENTER' || booking.viewerRole === 'OWNER';
  const query = useQuery(
    BookingExtensionsDocument,
    parties && booking.paid ? { variables: { bookingId: booking.id, toolId: booking.tool.id } } : skipToken,
  );
  const rows = query.data?.bookingExtensions ?? [];
  const open = rows.find((e) => e.open);
  if (!parties || !booking.paid || (!rows.length && !booking.canExtend)) return null;
  return (
    <section className="booking-panel booking-extensions" aria-labelledby="booking-extensions-title">
      <h2 id="booking-extensions-title">{booking.viewerRole === 'RENTER' ? 'Keep it longer' : 'Extensions'}</h2>
      {rows.length > 0 && (
        <ul className="booking-extensions__list">
          {rows.map((extension) => (
            <ExtensionItem key={extension.id} booking={booking} extension={extension} />
          ))}
        </ul>
      )}
      {booking.canExtend && !open && query.data && (
        <ExtensionForm booking={booking} slots={query.data.bookingSettings.timeSlots} />
      )}
      {/* The server gives the client secret only to the renter, while the card step is open. */}
      {open?.clientSecret && <UnfinishedCardStep extension={open} />}
    </section>
  );
}

/** What a request says to each side, by where it is. */
const STATUS_TEXT: Record<
  ExtensionStatus,
  (c: { renter: boolean; other: string; answerBy: string; e: Extension }) => string
> = {
  AWAITING_CARD: ({ renter, other }) =>
    renter ? 'Your card step is not finished.' : `${other} is authorising their card.`,
  REQUESTED: ({ renter, other, answerBy }) =>
    renter
      ? `Waiting for ${other}'s answer (by ${answerBy}). Your card is authorised, not charged.`
      : `${other}'s card is authorised. Answer by ${answerBy}, or it lapses.`,
  ACCEPTED: () => 'Accepted: the card is being charged.',
  EXTENDED: ({ renter, e }) =>
    renter ? `Accepted: your card was charged ${e.amount.formatted}.` : 'Accepted and charged.',
  DECLINED: ({ e }) => `Declined${e.reason ? `: "${e.reason}"` : ''}. Nothing was charged.`,
  WITHDRAWN: () => 'Withdrawn. Nothing was charged.',
  EXPIRED: ({ e }) => `Not made${e.reason ? ` (${e.reason})` : ''}. Nothing was charged.`,
};

function statusText(booking: Booking, extension: Extension): string {
  const renter = booking.viewerRole === 'RENTER';
  return STATUS_TEXT[extension.status]({
    renter,
    other: renter ? booking.owner.firstName : booking.renter.firstName,
    answerBy: extension.answerBy ? formatInstant(extension.answerBy, booking.timeZone) : '',
    e: extension,
  });
}

function ExtensionItem({ booking, extension }: { booking: Booking; extension: Extension }) {
  const [accept, accepting] = useMutation(AcceptExtensionDocument, REFETCH);
  const [decline, declining] = useMutation(DeclineExtensionDocument, REFETCH);
  const [withdraw, withdrawing] = useMutation(WithdrawExtensionDocument, REFETCH);
  const [askingWhy, setAskingWhy] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>, done: string) {
    setProblem(null);
    try {
      await action();
      setNotice(done);
      setAskingWhy(false);
    } catch (failure) {
      setProblem(toFormError(failure).message);
    }
  }

  const until = formatInstant(extension.toEndsAt, booking.timeZone);
  return (
    <li className="booking-extensions__item">
      <LiveStatus message={notice} />
      <p>
        <strong>
          Until {until}: {extension.amount.formatted}
        </strong>{' '}
        ({extension.billedLength} more)
      </p>
      <p>{statusText(booking, extension)}</p>
      {problem && <Alert>{problem}</Alert>}
      {askingWhy ? (
        <form
          className="booking-details__confirm booking-extensions__decline"
          aria-label="Decline the extension"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void run(
              () => decline({ variables: { id: extension.id, reason: reason.trim() || null } }),
              'Declined: the card is released.',
            );
          }}
        >
          <TextAreaField
            label="Why (optional)"
            name="reason"
            rows={2}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            hint={`${booking.renter.firstName} reads it.`}
          />
          <Button variant="secondary" onClick={() => setAskingWhy(false)}>
            Back
          </Button>
          <Button type="submit" loading={declining.loading} loadingText="Declining…">
            Decline
          </Button>
        </form>
      ) : (
        (extension.canAccept || extension.canDecline || extension.canWithdraw) && (
          <div className="booking-details__actions">
            {extension.canAccept && (
              <Button
                onClick={() =>
                  void run(
                    () => accept({ variables: { id: extension.id } }),
                    `Accepted: ${booking.renter.firstName} keeps it until ${until}.`,
                  )
                }
                loading={accepting.loading}
                loadingText="Charging the card…"
              >
                Accept and charge {extension.amount.formatted}
              </Button>
            )}
            {extension.canDecline && (
              <Button variant="secondary" onClick={() => setAskingWhy(true)}>
                Decline
              </Button>
            )}
            {extension.canWithdraw && (
              <Button
                variant="secondary"
                onClick={() =>
                  void run(() => withdraw({ variables: { id: extension.id } }), 'Withdrawn: your card is released.')
                }
                loading={withdrawing.loading}
                loadingText="Withdrawing…"
              >
                Withdraw
              </Button>
            )}
          </div>
        )
      )}
    </li>
  );
}

/** Back from a processor's own page (or a closed tab): the card step's outcome is asked for once. */
function UnfinishedCardStep({ extension }: { extension: Extension }) {
  const [confirm] = useMutation(ConfirmExtensionDocument, REFETCH);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void confirm({ variables: { id: extension.id } }).catch(() => undefined);
  }, [confirm, extension.id]);
  return null;
}

/** The renter's form: a later return, its price, then the card authorised for it. */
function ExtensionForm({ booking, slots }: { booking: Booking; slots: { value: string; label: string }[] }) {
  const card = useCardStep();
  const [endDate, setEndDate] = useState(booking.endDate);
  const [endTime, setEndTime] = useState('');
  const [errors, setErrors] = useState<{ endDate?: string; endTime?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [stage, setStage] = useState<'idle' | 'holding' | 'authorising'>('idle');
  const input = { endDate, endTime };
  const quote = useQuery(
    ExtensionQuoteDocument,
    endDate && endTime ? { variables: { bookingId: booking.id, input } } : skipToken,
  );
  const [request] = useMutation(RequestExtensionDocument);
  const [confirm] = useMutation(ConfirmExtensionDocument, REFETCH);
  const priced = quote.data?.extensionQuote;
  const quoteProblem = quote.error ? toFormError(quote.error) : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const missing = {
      ...(endDate ? {} : { endDate: 'Choose the new returning date' }),
      ...(endTime ? {} : { endTime: 'Choose the new returning time' }),
    };
    setErrors(missing);
    if (Object.keys(missing).length || !priced || stage !== 'idle' || !card.canPay) return;
    if (!card.check(event.currentTarget)) return;
    setStage('holding');
    try {
      const asked = (
        await request({ variables: { bookingId: booking.id, input, expectedTotal: priced.amount.decimal } })
      ).data?.requestExtension;
      if (!asked?.clientSecret) throw new Error('The request could not be started. Please try again.');
      setStage('authorising');
      const result = await card.confirm(asked.clientSecret);
      if (result.error) {
        setProblem(result.error);
        setStage('idle');
        return;
      }
      await confirm({ variables: { id: asked.id } });
      setNotice(`Asked: ${booking.owner.firstName} is told and answers before the rental ends.`);
    } catch (failure) {
      const refusal = toFormError(failure);
      setErrors({ endDate: refusal.fieldErrors.endDate, endTime: refusal.fieldErrors.endTime });
      setProblem(refusal.fieldErrors.endDate || refusal.fieldErrors.endTime ? null : refusal.message);
    }
    setStage('idle');
  }

  return (
    <form className="booking-extensions__form" noValidate onSubmit={(event) => void submit(event)}>
      <LiveStatus message={notice} />
      <p>
        Need {booking.tool.name} for longer? Choose a later return: {booking.owner.firstName} accepts or declines, and
        your card is charged only if they accept.
      </p>
      <div className="booking-form__pair">
        <TextField
          label="New returning date"
          name="endDate"
          type="date"
          min={booking.endDate}
          value={endDate}
          onChange={(e) => setEndDate(e.target.value)}
          error={errors.endDate ?? quoteProblem?.fieldErrors.endDate}
        />
        <SelectField
          label="New returning time"
          name="endTime"
          placeholder="Select a time"
          options={slots}
          value={endTime}
          onChange={(e) => setEndTime(e.target.value)}
          error={errors.endTime ?? quoteProblem?.fieldErrors.endTime}
        />
      </div>
      {quoteProblem && !quoteProblem.fieldErrors.endDate && !quoteProblem.fieldErrors.endTime && (
        <Alert>{quoteProblem.message}</Alert>
      )}
      {priced && (
        <p className="booking-extensions__price">
          {priced.billedLength} more: <strong>{priced.amount.formatted}</strong>, until{' '}
          {formatInstant(priced.endsAt, booking.timeZone)}.
        </p>
      )}
      {priced && (
        <CardFields
          card={card}
          cardOnly
          unavailable="The marketplace cannot take card payments at the moment, so rentals cannot be extended here. Message the owner instead."
        />
      )}
      {problem && <Alert>{problem}</Alert>}
      <Button
        type="submit"
        loading={stage !== 'idle'}
        loadingText={stage === 'holding' ? 'Holding the time…' : 'Authorising your card…'}
        disabled={!priced || !card.canPay}
      >
        {priced ? `Ask to extend: authorise ${priced.amount.formatted}` : 'Ask to extend'}
      </Button>
    </form>
  );
}
