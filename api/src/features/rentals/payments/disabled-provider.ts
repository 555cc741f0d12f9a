import { AppError, ErrorCode } from '../../../lib/errors.js';
import type { PaymentProvider, ProviderPayment } from './payment-provider.js';

/** What a renter reads when checkout is refused for want of a card processor. */
export function paymentsUnavailable(): AppError {
  return new AppError(
    ErrorCode.PAYMENTS_UNAVAILABLE,
    'Card payment is not available yet, so bookings cannot be paid for at the moment. ' +
      'Nothing was charged and your cart is kept: please try again later.',
  );
}

/**
 * The provider of a deployment with no card processor (production without Stripe keys or
 * PAYMENTS_TEST_MODE). A real object rather than a nullable provider: the checkout service, the
 * refund job and the settings query keep one code path, and whatever reaches the processor anyway
 * (a payment left from an earlier configuration, a refund job) fails closed with the same code
 * instead of taking a test card. The checkout service still checks `name` before it holds anything,
 * because holds are written before the intent is asked for.
 */
export class DisabledPaymentProvider implements PaymentProvider {
  readonly name = 'disabled' as const;
  readonly publishableKey = undefined;

  initiate(): Promise<ProviderPayment> {
    return Promise.reject(paymentsUnavailable());
  }

  retrieve(): Promise<ProviderPayment> {
    return Promise.reject(paymentsUnavailable());
  }

  capture(): Promise<ProviderPayment> {
    return Promise.reject(paymentsUnavailable());
  }

  cancel(): Promise<ProviderPayment> {
    return Promise.reject(paymentsUnavailable());
  }

  refund(): Promise<{ id: string }> {
    return Promise.reject(paymentsUnavailable());
  }
}
