import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { buttonClassName } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { bookingSuccessHref, paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import { toFormError } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { CartDocument } from '../booking/cart-documents';
import '../bookings.css';

const ConfirmPaymentDocument = graphql(`
  mutation ConfirmPayment($paymentId: ID!) {
    confirmPayment(paymentId: $paymentId) {
      id
      paid
      bookings {
        id
        code
        status
      }
    }
  }
`);

/** How long to keep asking while the card processor is still working on the payment. */
const RETRY_DELAYS_MS = [1000, 2000, 3000, 5000, 8000, 13000];

/**
 * `/user/booking-page`: '....processing' while the server checks the payment with the processor and
 * confirms the bookings (once, however often this page is opened), then the success page.
 */
export function BookingProcessingPage() {
  usePageTitle('Processing your booking');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const paymentId = params.get('payment') ?? '';
  // The paid lines left the cart on the server: the sidebar count follows.
  const [confirm] = useMutation(ConfirmPaymentDocument, { refetchQueries: [CartDocument] });
  const [problem, setProblem] = useState<{ message: string; cardRefused: boolean } | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!paymentId || started.current) return;
    started.current = true;
    let cancelled = false;
    void (async () => {
      for (let attempt = 0; !cancelled; attempt++) {
        try {
          const result = (await confirm({ variables: { paymentId } })).data?.confirmPayment;
          if (result?.paid) {
            await navigate(bookingSuccessHref(paymentId), { replace: true });
            return;
          }
        } catch (failure) {
          const error = toFormError(failure);
          if (error.code !== 'NETWORK_ERROR' && error.code !== 'SERVICE_UNAVAILABLE') {
            setProblem({ message: error.message, cardRefused: error.code === 'PAYMENT_FAILED' });
            return;
          }
        }
        const delay = RETRY_DELAYS_MS[attempt];
        if (delay === undefined) {
          setProblem({
            message:
              'Your payment is taking longer than usual. If it goes through, your bookings appear in My Rental History within a few minutes.',
            cardRefused: false,
          });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [confirm, navigate, paymentId]);

  if (!paymentId || problem) {
    return (
      <div className="rentals-page booking-processing">
        <h1>Your booking</h1>
        <Alert title={problem?.cardRefused ? 'The payment did not go through' : 'We could not confirm this booking'}>
          <p>{problem?.message ?? 'This link does not say which payment to check.'}</p>
        </Alert>
        <p>
          <Link to={paths.user.cart} className={buttonClassName('secondary')}>
            Back to your cart
          </Link>{' '}
          <Link to={paths.user.myRentalHistory}>My Rental History</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="rentals-page booking-processing" aria-busy="true">
      <h1>Your booking</h1>
      <p className="booking-processing__status" role="status">
        <Spinner /> ....processing
      </p>
      <p className="booking-processing__hint">Please keep this page open: it takes a few seconds.</p>
    </div>
  );
}
