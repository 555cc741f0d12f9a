import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { requestSentHref } from '../../../config/paths';
import { graphql } from '../../../gql';
import { toFormError } from '../../../lib/errors';
import { CardFields, useCardStep } from '../payment/CardFields';
import './request.css';

const RequestBookingDocument = graphql(`
  mutation RequestBooking($input: AddToCartInput!, $expectedTotal: String) {
    requestBooking(input: $input, expectedTotal: $expectedTotal) {
      id
      awaitingCard
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
  const card = useCardStep();
  const [requestBooking] = useMutation(RequestBookingDocument);
  const [stage, setStage] = useState<'idle' | 'holding' | 'authorising'>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (stage !== 'idle' || !card.canPay) return;
    setProblem(null);
    if (!card.check(event.currentTarget)) return;
    setStage('holding');
    let payment;
    try {
      payment = (await requestBooking({ variables: { input, expectedTotal: total.decimal } })).data?.requestBooking;
    } catch (failure) {
      const refusal = toFormError(failure);
      // Payments were switched off since the page loaded: show the notice in place of the card form.
      if (refusal.code === 'PAYMENTS_UNAVAILABLE') card.refetchSettings();
      setProblem(refusal.message);
      setStage('idle');
      return;
    }
    if (payment && !payment.awaitingCard) {
      await navigate(requestSentHref(payment.id));
      return;
    }
    if (!payment?.clientSecret) {
      setProblem('The request could not be started. Please try again.');
      setStage('idle');
      return;
    }
    setStage('authorising');
    const result = await card.confirm(payment.clientSecret);
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
      <CardFields
        card={card}
        cardOnly
        unavailable="The marketplace cannot take card payments at the moment, so requests cannot be sent yet. Please come back later."
      />
      {problem && <Alert>{problem}</Alert>}
      <Button
        type="submit"
        loading={stage !== 'idle'}
        loadingText={stage === 'holding' ? 'Holding your dates…' : 'Authorising your card…'}
        disabled={disabled || !card.canPay}
      >
        {`Request to book: authorise ${total.formatted}`}
      </Button>
    </form>
  );
}
