import { skipToken, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { bookingSummaryHref, paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { BookingSettingsFieldsFragment } from '../../../gql/graphql';
import { toFormError } from '../../../lib/errors';
import { SelectField } from '../../../components/ui/SelectField';
import { formatMoney } from '../format';
import { formatBilledPeriod } from '../../../lib/booking-period';
import type { LoginPageState } from '../../../lib/auth/login-state';
import { QuantityStepper } from './QuantityStepper';
import { RequestNote } from './RequestNote';
import '../bookings.css';

export const BookingSettingsFields = graphql(`
  fragment BookingSettingsFields on BookingSettings {
    timeZone
    today
    holdMinutes
    requestResponseHours
    timeSlots {
      value
      label
    }
  }
`);

const BookingQuoteDocument = graphql(`
  query BookingQuote($toolId: ID!, $period: PeriodInput!) {
    bookingQuote(toolId: $toolId, period: $period) {
      free
      units
      startsAt
      requestDeadline
      billedMinutes
      rentalCircle
      price {
        amount
        currency
        formatted
      }
      unitAmount {
        amount
        currency
        formatted
      }
      discountPercent
      fullUnitAmount {
        amount
      }
    }
  }
`);

/** How the tool is booked: at once, or on request (the owner accepts first); and its deposit. */
const BookingTermsDocument = graphql(`
  query BookingFormTerms($toolId: ID!) {
    tool(id: $toolId) {
      id
      bookingMode
      deposit {
        amount
        currency
        formatted
      }
    }
  }
`);

/**
 * Whether the signed-in viewer must verify their ID before booking: asked apart from the terms, by the
 * browser alone, since a server-rendered page is anonymous and its answer would say no.
 */
const BookingFormViewerDocument = graphql(`
  query BookingFormViewer($toolId: ID!) {
    tool(id: $toolId) {
      id
      needsIdVerification
    }
  }
`);

/** What the form says when a part of the period is missing: one message for each of its four fields. */
export const MISSING_MESSAGES = {
  startDate: 'Please select your start date',
  startTime: 'Please select your start time',
  endDate: 'Please select your returning date',
  endTime: 'Please select your returning time',
} as const;

type PeriodField = keyof typeof MISSING_MESSAGES;

interface BookingFormProps {
  tool: { id: string; units: number; rentalCircle: string };
  settings: BookingSettingsFieldsFragment;
  /** A visitor: the button asks them to sign in, and brings them back here with their choices. */
  signedIn: boolean;
}

/** The form's choices in the tool page's URL, so that signing in (or a reload) keeps them. */
const CHOICE_KEYS = { startDate: 'start', startTime: 'startTime', endDate: 'end', endTime: 'endTime' } as const;

function choicesOf(params: URLSearchParams): { period: Record<PeriodField, string>; quantity: number } {
  const day = (key: string) => (/^\d{4}-\d{2}-\d{2}$/.test(params.get(key) ?? '') ? params.get(key)! : '');
  const time = (key: string) => (/^\d{2}:\d{2}$/.test(params.get(key) ?? '') ? params.get(key)! : '');
  const quantity = Number(params.get('qty'));
  return {
    period: {
      startDate: day(CHOICE_KEYS.startDate),
      startTime: time(CHOICE_KEYS.startTime),
      endDate: day(CHOICE_KEYS.endDate),
      endTime: time(CHOICE_KEYS.endTime),
    },
    quantity: Number.isInteger(quantity) && quantity >= 1 && quantity <= 100 ? quantity : 1,
  };
}

/**
 * The BOOKING form of the tool page: start and returning date and time, quantity. Once the four are
 * filled, the server says what the period costs and how many units are free, live.
 */
export function BookingForm({ tool, settings, signedIn }: BookingFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const headingId = useId();
  const [period, setPeriod] = useState<Record<PeriodField, string>>(() => choicesOf(params).period);
  const [quantity, setQuantity] = useState(() => choicesOf(params).quantity);
  const [missing, setMissing] = useState<Partial<Record<PeriodField, string>>>({});
  const complete = Object.values(period).every(Boolean);
  const { data, error, previousData } = useQuery(
    BookingQuoteDocument,
    complete ? { variables: { toolId: tool.id, period }, fetchPolicy: 'network-only' } : skipToken,
  );
  const quote = complete && !error ? (data ?? previousData)?.bookingQuote : undefined;
  const problem = complete && error ? toFormError(error) : undefined;
  const free = quote?.free ?? tool.units;
  const tooMany = quote !== undefined && quantity > free;
  const terms = useQuery(BookingTermsDocument, { variables: { toolId: tool.id } }).data?.tool;
  const onRequest = terms?.bookingMode === 'REQUEST';
  const needsId = useQuery(
    BookingFormViewerDocument,
    signedIn ? { variables: { toolId: tool.id }, fetchPolicy: 'cache-and-network' } : skipToken,
  ).data?.tool?.needsIdVerification;
  const depositCents = (terms?.deposit.amount ?? 0) * Math.min(quantity, Math.max(free, 1));

  function change(field: PeriodField, value: string) {
    setPeriod((current) => {
      const next = { ...current, [field]: value };
      // A returning date before a newly chosen start would be refused anyway: follow the start.
      if (field === 'startDate' && next.endDate && next.endDate < value) next.endDate = value;
      return next;
    });
    setMissing((current) => {
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const absent = Object.fromEntries(
      (Object.keys(MISSING_MESSAGES) as PeriodField[])
        .filter((field) => !period[field])
        .map((field) => [field, MISSING_MESSAGES[field]]),
    );
    setMissing(absent);
    if (Object.keys(absent).length) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    if (!quote || problem || tooMany || free < 1) return;
    if (!signedIn) {
      // Back to this tool after signing in, with the period and quantity chosen here.
      const choices = new URLSearchParams();
      for (const field of Object.keys(CHOICE_KEYS) as PeriodField[]) choices.set(CHOICE_KEYS[field], period[field]);
      choices.set('qty', String(quantity));
      const state: LoginPageState = {
        from: { pathname: location.pathname, search: `?${choices}`, hash: '' },
        notice: 'Sign in (or create an account) to book: you come back to this tool with your dates.',
      };
      void navigate(paths.login, { state });
      return;
    }
    void navigate(bookingSummaryHref({ toolId: tool.id, ...period, quantity }));
  }

  const fieldError = (field: PeriodField) => missing[field] ?? problem?.fieldErrors[field];
  const slotOptions = settings.timeSlots;

  return (
    <section className="booking-form" aria-labelledby={headingId}>
      <h2 id={headingId}>BOOKING</h2>
      <form noValidate onSubmit={handleSubmit} className="booking-form__form">
        <div className="booking-form__pair">
          <TextField
            label="Start date"
            name="startDate"
            type="date"
            min={settings.today}
            value={period.startDate}
            onChange={(e) => change('startDate', e.target.value)}
            error={fieldError('startDate')}
          />
          <SelectField
            label="Start time"
            name="startTime"
            placeholder="Select a time"
            options={slotOptions}
            value={period.startTime}
            onChange={(e) => change('startTime', e.target.value)}
            error={fieldError('startTime')}
          />
        </div>
        <div className="booking-form__pair">
          <TextField
            label="Returning date"
            name="endDate"
            type="date"
            min={period.startDate || settings.today}
            value={period.endDate}
            onChange={(e) => change('endDate', e.target.value)}
            error={fieldError('endDate')}
          />
          <SelectField
            label="Returning time"
            name="endTime"
            placeholder="Select a time"
            options={slotOptions}
            value={period.endTime}
            onChange={(e) => change('endTime', e.target.value)}
            error={fieldError('endTime')}
          />
        </div>
        <QuantityStepper
          value={quantity}
          max={Math.max(1, free)}
          onChange={setQuantity}
          error={
            tooMany ? `Only ${free} ${free === 1 ? 'unit is' : 'units are'} free for the chosen period` : undefined
          }
        />
        <p className="booking-form__hint">Times are local to the tool&apos;s city ({settings.timeZone}).</p>
        <div className="booking-form__due" aria-live="polite">
          {problem && !problem.fieldErrors.startDate && !problem.fieldErrors.endDate && (
            <Alert>{problem.message}</Alert>
          )}
          {quote && quote.free < 1 && <Alert>This tool is not available for the chosen period</Alert>}
          {quote && quote.free >= 1 && (
            <dl className="booking-form__figures">
              <div>
                <dt>Booking period</dt>
                <dd>{formatBilledPeriod(quote.billedMinutes, quote.rentalCircle)}</dd>
              </div>
              <div>
                <dt>Units free</dt>
                <dd>
                  {quote.free} of {quote.units}
                </dd>
              </div>
              {quote.discountPercent > 0 && (
                <div>
                  <dt>Discount for a longer rental ({quote.discountPercent}%)</dt>
                  <dd className="booking-form__nowrap">
                    {'−'}
                    {formatMoney(
                      ((quote.fullUnitAmount.amount - quote.unitAmount.amount) * Math.min(quantity, quote.free)) / 100,
                      quote.unitAmount.currency,
                    )}
                  </dd>
                </div>
              )}
              {depositCents > 0 && (
                <div>
                  <dt>Deposit, refunded after the return</dt>
                  <dd>{formatMoney(depositCents / 100, quote.unitAmount.currency)}</dd>
                </div>
              )}
              <div className="booking-form__total">
                <dt>{onRequest ? 'Authorised on your card' : 'Payment due'}</dt>
                {/* Whole cents times whole units: exact, unlike a decimal price times a quantity. */}
                <dd>
                  {formatMoney(
                    (quote.unitAmount.amount * Math.min(quantity, quote.free) + depositCents) / 100,
                    quote.unitAmount.currency,
                  )}
                </dd>
              </div>
            </dl>
          )}
        </div>
        {onRequest && (
          <RequestNote
            deadline={quote?.requestDeadline ?? null}
            responseHours={settings.requestResponseHours}
            timeZone={settings.timeZone}
          />
        )}
        {needsId ? (
          <div className="booking-form__id-needed">
            <p>
              The owner rents this tool only to renters whose ID we verified. Send a photo of your ID and a selfie from
              your profile; once an administrator approves it, you can book.
            </p>
            <Link
              className={`${buttonClassName('primary')} booking-form__submit`}
              to={`${paths.user.myProfile}#id-verification`}
            >
              Verify your ID
            </Link>
          </div>
        ) : (
          <Button type="submit" variant="primary" className="booking-form__submit">
            {!signedIn ? 'Sign in to book' : onRequest ? 'Request to book' : 'Proceed To Booking'}
          </Button>
        )}
      </form>
    </section>
  );
}
