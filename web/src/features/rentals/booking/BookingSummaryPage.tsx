import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { LoadingState } from '../../../components/ui/LoadingState';
import { paths, rentalDetailsHref } from '../../../config/paths';
import { graphql } from '../../../gql';
import { toFormError } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { uploadedImage } from '../../../lib/image-sources';
import { formatMoney, formatPrice, toolImages } from '../format';
import { formatBilledPeriod } from '../../../lib/booking-period';
import { formatZonedClock } from '../../../lib/date-time';
import { AddToCartDocument } from './cart-documents';
import { CancellationTermsNote } from './CancellationTermsNote';
import { RequestNote } from './RequestNote';
import { RequestToBook } from './RequestToBook';
import '../bookings.css';

const BookingSummaryDocument = graphql(`
  query BookingSummary($toolId: ID!, $period: PeriodInput!) {
    tool(id: $toolId) {
      id
      name
      price {
        amount
        currency
        formatted
      }
      rentalCircle
      coverImage
      city
      timeZone
      bookingMode
      deposit {
        amount
      }
    }
    bookingSettings(toolId: $toolId) {
      requestResponseHours
    }
    bookingQuote(toolId: $toolId, period: $period) {
      free
      startsAt
      billedMinutes
      rentalCircle
      unitAmount {
        amount
        currency
        formatted
      }
      discountPercent
      fullUnitAmount {
        amount
      }
      requestDeadline
      cancellationTerms {
        policy
        summary
        refundDeadlines {
          percent
          until
        }
      }
    }
  }
`);

/** 'Your Booking Summary': what the booking form chose, read from the URL so a refresh keeps it. */
export function BookingSummaryPage() {
  usePageTitle('Your Booking Summary');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const toolId = params.get('tool') ?? '';
  const period = {
    startDate: params.get('startDate') ?? '',
    startTime: params.get('startTime') ?? '',
    endDate: params.get('endDate') ?? '',
    endTime: params.get('endTime') ?? '',
  };
  const quantity = Math.max(1, Math.trunc(Number(params.get('quantity') ?? 1)) || 1);
  const { data, error } = useQuery(
    BookingSummaryDocument,
    toolId ? { variables: { toolId, period }, fetchPolicy: 'network-only' } : skipToken,
  );
  const [addToCart, { loading }] = useMutation(AddToCartDocument);
  const [problem, setProblem] = useState<string | null>(null);

  if (!toolId) {
    return (
      <div className="rentals-page">
        <h1>Your Booking Summary</h1>
        <Alert tone="info">
          <p>
            Nothing to summarise yet: choose a tool in the <Link to={paths.user.dashboard}>marketplace</Link> and fill
            in its booking form.
          </p>
        </Alert>
      </div>
    );
  }
  const cannotGoAhead = (reason: string) => (
    <div className="rentals-page">
      <h1>Your Booking Summary</h1>
      <Alert title="This booking cannot go ahead">
        <p>{reason}</p>
        <p>
          <Link to={rentalDetailsHref(toolId)}>Back to the tool</Link> to choose another period.
        </p>
      </Alert>
    </div>
  );
  if (error) return cannotGoAhead(toFormError(error).message);
  if (!data) return <LoadingState label="Preparing your summary…" />;
  const { tool, bookingQuote: quote } = data;
  if (!tool) return cannotGoAhead('This tool was not found.');
  const [cover] = toolImages(tool);
  const enough = quote.free >= quantity;
  const onRequest = tool.bookingMode === 'REQUEST';
  const rentalCents = quote.unitAmount.amount * quantity;
  const depositCents = tool.deposit.amount * quantity;
  const currency = quote.unitAmount.currency;
  const totalCents = rentalCents + depositCents;
  // A longer rental's discount: the full price and what comes off it, for every unit.
  const fullCents = quote.fullUnitAmount.amount * quantity;

  async function handleAdd() {
    setProblem(null);
    try {
      await addToCart({ variables: { input: { toolId, quantity, ...period } } });
      await navigate(paths.user.cart);
    } catch (failure) {
      setProblem(toFormError(failure).message);
    }
  }

  return (
    <div className="rentals-page booking-summary">
      <h1>Your Booking Summary</h1>
      <div className="booking-summary__card">
        {cover && (
          <img
            {...uploadedImage(cover.url, '20rem')}
            alt=""
            width={320}
            height={240}
            className="booking-summary__image"
          />
        )}
        <dl className="booking-summary__facts">
          <div>
            <dt>Tool</dt>
            <dd>
              <Link to={rentalDetailsHref(tool.id, tool.name)}>{tool.name}</Link>
            </dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd>{formatPrice(tool.price, tool.rentalCircle)}</dd>
          </div>
          <div>
            <dt>Booking period</dt>
            <dd>{formatBilledPeriod(quote.billedMinutes, quote.rentalCircle)}</dd>
          </div>
          <div>
            <dt>Start</dt>
            <dd>{formatZonedClock(period.startDate, period.startTime, tool.timeZone)}</dd>
          </div>
          <div>
            <dt>Return</dt>
            <dd>{formatZonedClock(period.endDate, period.endTime, tool.timeZone)}</dd>
          </div>
          <div>
            <dt>Quantity</dt>
            <dd>{quantity}</dd>
          </div>
          {quote.discountPercent > 0 && (
            <>
              <div>
                <dt>Rental at the full price</dt>
                <dd>{formatMoney(fullCents / 100, currency)}</dd>
              </div>
              <div>
                <dt>Discount for a longer rental ({quote.discountPercent}%)</dt>
                <dd>−{formatMoney((fullCents - rentalCents) / 100, currency)}</dd>
              </div>
            </>
          )}
          {(depositCents > 0 || quote.discountPercent > 0) && (
            <div>
              <dt>Rental</dt>
              <dd>{formatMoney(rentalCents / 100, currency)}</dd>
            </div>
          )}
          {depositCents > 0 && (
            <div>
              <dt>Deposit, refunded after the return</dt>
              <dd>{formatMoney(depositCents / 100, currency)}</dd>
            </div>
          )}
          <div className="booking-summary__due">
            <dt>{onRequest ? 'Authorised on your card' : 'Payment due'}</dt>
            <dd>{formatMoney(totalCents / 100, currency)}</dd>
          </div>
        </dl>
      </div>
      {!enough && (
        <Alert>
          {quote.free < 1
            ? 'This tool is not available for the chosen period'
            : `Only ${quote.free} ${quote.free === 1 ? 'unit is' : 'units are'} free for the chosen period`}
        </Alert>
      )}
      {problem && <Alert>{problem}</Alert>}
      <CancellationTermsNote terms={quote.cancellationTerms} timeZone={tool.timeZone} deposit={depositCents > 0} />
      {onRequest ? (
        <>
          <RequestNote
            deadline={quote.requestDeadline ?? null}
            responseHours={data.bookingSettings.requestResponseHours}
            timeZone={tool.timeZone}
          />
          <p>
            <Link to={rentalDetailsHref(tool.id, tool.name)}>Change the booking</Link>
          </p>
          <RequestToBook
            input={{ toolId, quantity, ...period }}
            total={{
              decimal: (totalCents / 100).toFixed(2),
              formatted: formatMoney(totalCents / 100, currency),
            }}
            disabled={!enough}
          />
        </>
      ) : (
        <div className="booking-summary__actions">
          <Link to={rentalDetailsHref(tool.id, tool.name)}>Change the booking</Link>
          <Button onClick={() => void handleAdd()} loading={loading} loadingText="Adding…" disabled={!enough}>
            ADD TO CART
          </Button>
        </div>
      )}
    </div>
  );
}
