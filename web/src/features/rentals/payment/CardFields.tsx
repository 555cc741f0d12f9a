import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { LoadingState } from '../../../components/ui/LoadingState';
import { graphql } from '../../../gql';
import type { CardStep } from './card-step';
import { PaystackCheckout } from './PaystackCheckout';
import { TestCardForm } from './TestCardForm';

const StripeCardForm = lazy(() => import('./StripeCardForm'));

export const PaymentSettingsDocument = graphql(`
  query PaymentSettings {
    paymentSettings {
      provider
      publishableKey
    }
  }
`);

/**
 * The card step of a form that pays or authorises: which processor's form to show, whether cards
 * can be taken at all, and the card's own checks and confirmation. Cart checkout and request to
 * book share it; each creates its payment on the server between `check` and `confirm`.
 */
export function useCardStep() {
  const settings = useQuery(PaymentSettingsDocument);
  const step = useRef<CardStep | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const provider = settings.data?.paymentSettings;
  // DISABLED: the server has no card processor and refuses payments; the renter learns it before paying.
  const canPay = provider !== undefined && provider.provider !== 'DISABLED';
  const onReady = useCallback((ready: CardStep) => {
    step.current = ready;
  }, []);
  const onEdit = useCallback((field: string) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _gone, ...rest } = current;
      return rest;
    });
  }, []);
  /** The card's fields are complete; otherwise their errors show and the first one to fix has focus. */
  const check = useCallback((form: HTMLFormElement): boolean => {
    if (!step.current) return false;
    const problems = step.current.check();
    setErrors(problems);
    if (!Object.keys(problems).length) return true;
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    return false;
  }, []);
  const confirm = useCallback(
    (clientSecret: string) =>
      step.current ? step.current.confirm(clientSecret) : Promise.resolve({ error: 'The card form is not ready yet.' }),
    [],
  );
  const refetchSettings = settings.refetch;
  return useMemo(
    () => ({
      provider,
      canPay,
      check,
      confirm,
      refetchSettings: () => void refetchSettings(),
      fields: { onReady, onEdit, errors },
    }),
    [provider, canPay, check, confirm, refetchSettings, onReady, onEdit, errors],
  );
}

export type CardStepState = ReturnType<typeof useCardStep>;

/**
 * The card form of `card`'s processor; `unavailable` explains what waits while cards cannot be taken.
 * `cardOnly`: the payment saves a card to charge later (a request to book), so only cards are offered.
 */
export function CardFields({
  card,
  unavailable,
  cardOnly = false,
}: {
  card: CardStepState;
  unavailable: ReactNode;
  cardOnly?: boolean;
}) {
  const { provider, canPay, fields } = card;
  if (!provider) return <LoadingState label="Loading the card form…" inline />;
  if (!canPay)
    return (
      <Alert tone="info" title="Card payment is not available yet">
        {unavailable}
      </Alert>
    );
  if (provider.provider === 'STRIPE' && provider.publishableKey)
    return (
      <Suspense fallback={<LoadingState label="Loading the card form…" inline />}>
        <StripeCardForm publishableKey={provider.publishableKey} onReady={fields.onReady} errors={fields.errors} />
      </Suspense>
    );
  if (provider.provider === 'PAYSTACK') return <PaystackCheckout onReady={fields.onReady} cardOnly={cardOnly} />;
  return <TestCardForm onReady={fields.onReady} errors={fields.errors} onEdit={fields.onEdit} />;
}
