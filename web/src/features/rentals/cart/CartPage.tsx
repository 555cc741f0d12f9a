import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { LoadingState } from '../../../components/ui/LoadingState';
import { bookingPageHref, paths, rentalDetailsHref } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { CartFieldsFragment } from '../../../gql/graphql';
import { toFormError } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { formatBilledPeriod } from '../../../lib/booking-period';
import { formatZonedClock } from '../../../lib/date-time';
import { CartDocument, EmptyCartDocument, RemoveFromCartDocument } from '../booking/cart-documents';
import { deadlinesSentence, policySentence } from '../booking/CancellationTermsNote';
import { LiveStatus } from '../components/LiveStatus';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { uploadedImage } from '../../../lib/image-sources';
import { toolImages } from '../format';
import { CardFields, useCardStep } from '../payment/CardFields';
import { HeldPaymentNotice } from './HeldPaymentNotice';
import '../bookings.css';

const CheckoutDocument = graphql(`
  mutation Checkout($expectedTotal: String) {
    checkout(expectedTotal: $expectedTotal) {
      id
      paid
      clientSecret
      amount {
        amount
        formatted
      }
    }
  }
`);

const ResumePaymentDocument = graphql(`
  mutation ResumePayment($paymentId: ID!) {
    resumePayment(paymentId: $paymentId) {
      id
      paid
      clientSecret
      amount {
        amount
        formatted
      }
    }
  }
`);

type Stage = 'idle' | 'holding' | 'paying';

/** 'Your Cart': the lines, their totals, and the card payment of the whole cart. */
export function CartPage() {
  usePageTitle('Your Cart');
  const navigate = useNavigate();
  const { data, error, refetch } = useQuery(CartDocument, { fetchPolicy: 'cache-and-network' });
  const card = useCardStep();
  const [removeLine] = useMutation(RemoveFromCartDocument);
  const [emptyCart, emptying] = useMutation(EmptyCartDocument);
  const [checkout] = useMutation(CheckoutDocument);
  const [resumePayment] = useMutation(ResumePaymentDocument);
  const [stage, setStage] = useState<Stage>('idle');
  const [notice, setNotice] = useState<string | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const [lineErrors, setLineErrors] = useState<string[]>([]);
  const [busyLine, setBusyLine] = useState<string | null>(null);

  const cart = data?.cart;
  const held = cart?.pendingPayment ?? null;
  // The renter's own unfinished payment holds exactly this cart: paying continues it.
  const resumable = held?.matchesCart ? held : null;
  const onHoldLapsed = useCallback(() => void refetch(), [refetch]);

  async function onHoldReleased(outcome: 'released' | 'paid') {
    if (outcome === 'paid' && held) {
      // The processor had taken the money meanwhile: the payment was settled instead of released.
      await navigate(bookingPageHref(held.paymentId));
      return;
    }
    await refetch();
    setNotice('The hold is released and nothing was charged: the dates are free again.');
  }

  async function remove(lineId: string) {
    setBusyLine(lineId);
    setPayError(null);
    try {
      await removeLine({ variables: { lineId } });
    } catch (failure) {
      setPayError(toFormError(failure).message);
    } finally {
      setBusyLine(null);
    }
  }

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!cart || stage !== 'idle' || !card.canPay) return;
    setPayError(null);
    setLineErrors([]);
    if (!card.check(event.currentTarget)) return;
    setStage('holding');
    setNotice(null);
    let payment;
    try {
      payment = resumable
        ? (await resumePayment({ variables: { paymentId: resumable.paymentId } })).data?.resumePayment
        : // The total the renter sees, as the server's exact decimal: checkout refuses it if prices changed.
          (await checkout({ variables: { expectedTotal: cart.totalAmount.decimal } })).data?.checkout;
    } catch (failure) {
      const problem = toFormError(failure);
      // Payments were switched off since the page loaded: show the notice in place of the card form.
      if (problem.code === 'PAYMENTS_UNAVAILABLE') card.refetchSettings();
      const perLine = Object.values(problem.fieldErrors);
      setLineErrors(perLine);
      setPayError(perLine.length > 1 ? problem.message : perLine.length ? null : problem.message);
      setStage('idle');
      void refetch();
      return;
    }
    // The card went through before the connection was lost: the processing page confirms the bookings.
    if (payment?.paid) {
      await navigate(bookingPageHref(payment.id));
      return;
    }
    if (!payment?.clientSecret) {
      setPayError('The payment could not be started. Please try again.');
      setStage('idle');
      return;
    }
    setStage('paying');
    const result = await card.confirm(payment.clientSecret);
    if (result.error) {
      // The payment provider's message is shown, and the renter stays on the cart. A refused card
      // released the hold; a lost connection left it held for them: the cart says which.
      setPayError(result.error);
      setStage('idle');
      void refetch();
      return;
    }
    await navigate(bookingPageHref(payment.id));
  }

  if (error && !cart) {
    return (
      <div className="rentals-page">
        <h1>Your Cart</h1>
        <QueryProblem title="Could not load your cart" error={error} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!cart) return <LoadingState label="Loading your cart…" />;

  // A held payment is resumed as it was held, whatever changed on the lines since.
  const blocked = !resumable && cart.lines.some((line) => line.problem);

  return (
    <div className="rentals-page cart">
      <header className="rentals-page__header rentals-page__header--actions">
        <div>
          <h1>Your Cart</h1>
          <p>
            {cart.totalQuantity === 0
              ? 'Your cart is empty.'
              : `${cart.totalQuantity} ${cart.totalQuantity === 1 ? 'booking' : 'bookings'}, paid together in one payment.`}
          </p>
        </div>
        {cart.totalQuantity > 0 && (
          <Button
            variant="secondary"
            onClick={() => void emptyCart().catch((failure: unknown) => setPayError(toFormError(failure).message))}
            loading={emptying.loading}
            loadingText="Emptying…"
            disabled={stage !== 'idle'}
          >
            Empty Cart
          </Button>
        )}
      </header>
      <LiveStatus message={notice} />
      {held && (
        <HeldPaymentNotice
          key={held.paymentId}
          held={held}
          busy={stage !== 'idle'}
          onReleased={(outcome) => void onHoldReleased(outcome)}
          onLapsed={onHoldLapsed}
        />
      )}

      {cart.totalQuantity === 0 ? (
        <div className="rentals-empty">
          <p>Find a tool in the marketplace, choose your dates and add it here.</p>
          <Link to={paths.user.dashboard} className={buttonClassName('secondary')}>
            Browse tools
          </Link>
        </div>
      ) : (
        <>
          <ul className="cart__lines" aria-label="Cart lines">
            {cart.lines.map((line) => (
              <li key={line.id}>
                <CartLineView
                  line={line}
                  busy={busyLine === line.id}
                  disabled={stage !== 'idle'}
                  onRemove={() => void remove(line.id)}
                />
              </li>
            ))}
          </ul>
          <dl className="cart__totals">
            <div>
              <dt>Lines</dt>
              <dd>{cart.totalQuantity}</dd>
            </div>
            {cart.depositAmount.amount > 0 && (
              <>
                <div>
                  <dt>Rental</dt>
                  <dd>{cart.rentalAmount.formatted}</dd>
                </div>
                <div>
                  <dt>Deposit, refunded after the return</dt>
                  <dd>{cart.depositAmount.formatted}</dd>
                </div>
              </>
            )}
            <div className="cart__total">
              <dt>Total</dt>
              <dd>{cart.totalAmount.formatted}</dd>
            </div>
          </dl>
          {lineErrors.length > 0 && (
            <Alert title="Please check your cart">
              <ul>
                {lineErrors.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </Alert>
          )}
          <form className="cart__payment" noValidate onSubmit={(event) => void pay(event)}>
            <h2>Payment</h2>
            <CardFields
              card={card}
              unavailable="The marketplace cannot take card payments at the moment, so bookings cannot be paid for yet. Your cart is kept: please come back later to pay."
            />
            {payError && <Alert>{payError}</Alert>}
            {blocked && <Alert tone="info">Fix or remove the lines marked above before paying.</Alert>}
            <Button
              type="submit"
              loading={stage !== 'idle'}
              loadingText={stage === 'holding' ? (resumable ? 'Resuming…' : 'Holding your dates…') : 'Paying…'}
              disabled={blocked || !card.canPay}
            >
              {resumable ? 'Resume payment' : `Pay ${cart.totalAmount.formatted}`}
            </Button>
          </form>
        </>
      )}
    </div>
  );
}

interface CartLineViewProps {
  line: CartFieldsFragment['lines'][number];
  busy: boolean;
  disabled: boolean;
  onRemove: () => void;
}

function CartLineView({ line, busy, disabled, onRemove }: CartLineViewProps) {
  const [cover] = toolImages(line.tool);
  return (
    <article className="cart-line">
      {cover ? (
        <img {...uploadedImage(cover.url, '7.5rem')} alt="" width={120} height={90} className="cart-line__image" />
      ) : (
        <span className="cart-line__image cart-line__image--empty" aria-hidden="true" />
      )}
      <div className="cart-line__body">
        <h3 className="cart-line__name">
          <Link to={rentalDetailsHref(line.tool.id)}>{line.tool.name}</Link>
        </h3>
        <p className="cart-line__when">
          {formatZonedClock(line.startDate, line.startTime, line.tool.timeZone)} →{' '}
          {formatZonedClock(line.endDate, line.endTime, line.tool.timeZone)}
        </p>
        <p className="cart-line__meta">
          {formatBilledPeriod(line.billedMinutes, line.tool.rentalCircle)} × {line.quantity}{' '}
          {line.quantity === 1 ? 'unit' : 'units'} · {line.tool.city}
          {line.discountPercent > 0 && <> · {line.discountPercent}% off for a longer rental</>}
        </p>
        <p className="cart-line__terms">
          {policySentence(line.cancellationTerms)} {deadlinesSentence(line.cancellationTerms, line.tool.timeZone)}
        </p>
        {line.problem && <p className="cart-line__problem">{line.problem}</p>}
      </div>
      <div className="cart-line__end">
        <p className="cart-line__total">{line.total.formatted}</p>
        {line.deposit.amount > 0 && (
          <p className="cart-line__deposit">+ {line.deposit.formatted} deposit, refunded after the return</p>
        )}
        <Button
          variant="ghost"
          onClick={onRemove}
          loading={busy}
          loadingText="Removing…"
          disabled={disabled}
          aria-label={`Remove one ${line.tool.name}`}
        >
          Remove
        </Button>
      </div>
    </article>
  );
}
