import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import type { CardStep } from './card-step';

const stripes = new Map<string, Promise<Stripe | null>>();

interface StripeCardFormProps {
  publishableKey: string;
  onReady: (step: CardStep) => void;
  errors: Record<string, string>;
}

/**
 * Stripe Elements' card field (loaded only when Stripe is the processor, so the test provider's
 * pages never fetch js.stripe.com). The card number never touches our servers.
 */
export default function StripeCardForm({ publishableKey, onReady, errors }: StripeCardFormProps) {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return (
    <Elements stripe={stripe}>
      <StripeCard onReady={onReady} errors={errors} />
    </Elements>
  );
}

function StripeCard({ onReady, errors }: Omit<StripeCardFormProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState(false);
  const [liveError, setLiveError] = useState<string | undefined>();

  useEffect(() => {
    onReady({
      check: (): Record<string, string> => (complete ? {} : { card: liveError ?? 'Enter your card details' }),
      async confirm(clientSecret) {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) return { error: 'The card form is still loading. Please try again.' };
        const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
        return result.error ? { error: result.error.message ?? 'Your card was declined.' } : {};
      },
    });
  }, [onReady, stripe, elements, complete, liveError]);

  const error = errors.card ?? liveError;
  return (
    <fieldset className="card-form">
      <legend>Card details</legend>
      <div className={`card-form__stripe${error ? ' card-form__stripe--invalid' : ''}`}>
        <CardElement
          options={{ hidePostalCode: false, style: { base: { fontSize: '16px' } } }}
          onChange={(event) => {
            setComplete(event.complete);
            setLiveError(event.error?.message);
          }}
        />
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
