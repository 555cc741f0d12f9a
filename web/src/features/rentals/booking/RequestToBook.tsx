import { useMutation, useQuery } from '@apollo/client/react';
import { lazy, Suspense, useCallback, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { LoadingState } from '../../../components/ui/LoadingState';
import { requestSentHref } from '../../../config/paths';
import { graphql } from '../../../gql';
import { toFormError } from '../../../lib/errors';
import type { CardStep } from '../payment/card-step';
import { TestCardForm } from '../payment/TestCardForm';
import './request.css';

const StripeCardForm = lazy(() => import('../payment/StripeCardForm'));

const RequestPaymentSettingsDocument = graphql(`
  query RequestPaymentSettings {
    paymentSettings {
      provider
      publishableKey
    }
  }
`);

const RequestBookingDocument = graphql(`
  mutation RequestBooking($input: AddToCartInput!, $expectedTotal: String) {
    requestBooking(input: $input, expectedTotal: $expectedTotal) {
      id
      status
      clientSecret
    }
  }
`);

interface RequestToBookProps {
  input: { toolId: string; quantity: number; startDate: string; startTime: string; endDate: string; endTime: string };
  /** What the card is authorised for (rental + deposit), as the server's decimal text and in words. */
  total: { decimal: string; formatted: string };
  disabled: boolean;
}

/**
 * The card step of a request to book: one payment for this tool and period, its card authorised
 * (not charged) until the owner answers; then the 'Request sent' page.
 */
export function RequestToBook({ input, total, disabled }: RequestToBookProps) {
  const navigate = useNavigate();
  const settings = useQuery(RequestPaymentSettingsDocument);
  const [requestBooking] = useMutation(RequestBookingDocument);
  const [stage, setStage] = useState<'idle' | 'holding' | 'authorising'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [cardErrors, setCardErrors] = useState<Record<string, string>>({});
  const cardStep = useRef<CardStep | null>(null);
  const provider = settings.data?.paymentSettings;
  const canPay = provider !== undefined && provider.provider !== 'DISABLED';
  const onReady = useCallback((step: CardStep) => {
    cardStep.current = step;
  }, []);
  const clearCardError = useCallback((field: string) => {
    setCardErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _gone, ...rest } = current;
      return rest;
    });
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (stage !== 'idle' || !canPay || !cardStep.current) return;
    setProblem(null);
    const problems = cardStep.current.check();
    setCardErrors(problems);
    if (Object.keys(problems).length) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setStage('holding');
    let payment;
    try {
      payment = (await requestBooking({ variables: { input, expectedTotal: total.decimal } })).data?.requestBooking;
    } catch (failure) {
      setProblem(toFormError(failure).message);
      setStage('idle');
      return;
    }
    if (payment && payment.status !== 'PENDING') {
      await navigate(requestSentHref(payment.id));
      return;
    }
    if (!payment?.clientSecret) {
      setProblem('The request could not be started. Please try again.');
      setStage('idle');
      return;
    }
    setStage('authorising');
    const result = await cardStep.current.confirm(payment.clientSecret);
    if (result.error) {
      setProblem(result.error);
      setStage('idle');
      return;
    }
    await navigate(requestSentHref(payment.id));
  }

  return (
    <form className="request-step" noValidate onSubmit={(event) => void submit(event)}>
      <h2>Card</h2>
      {!provider ? (
        <LoadingState label="Loading the card form…" inline />
      ) : !canPay ? (
        <Alert tone="info" title="Card payment is not available yet">
          The marketplace cannot take card payments at the moment, so requests cannot be sent yet. Please come back
          later.
        </Alert>
      ) : provider.provider === 'STRIPE' && provider.publishableKey ? (
        <Suspense fallback={<LoadingState label="Loading the card form…" inline />}>
          <StripeCardForm publishableKey={provider.publishableKey} onReady={onReady} errors={cardErrors} />
        </Suspense>
      ) : (
        <TestCardForm onReady={onReady} errors={cardErrors} onEdit={clearCardError} />
      )}
      {problem && <Alert>{problem}</Alert>}
      <Button
        type="submit"
        loading={stage !== 'idle'}
        loadingText={stage === 'holding' ? 'Holding your dates…' : 'Authorising your card…'}
        disabled={disabled || !canPay}
      >
        {`Request to book: authorise ${total.formatted}`}
      </Button>
    </form>
  );
}
