import { useState, type FormEvent } from 'react';
import { toFormError } from '../../../lib/errors';
import type { CardStepState } from './CardFields';

/** Where a payment by card is: nothing under way, asking the server for it, at the processor, reading the result. */
export type CardPaymentStage = 'idle' | 'starting' | 'confirming' | 'checking';

/**
 * The submit of a form that pays something the server prices (a sponsor's invoice, a paid registration):
 * the card's fields are checked, `start` asks the server for the processor's step (the same one when
 * asked again), the card confirms it, and `settled` reads the thing again (which asks the processor
 * how the payment went). A refusal at any step shows as `problem`; `onRefused` hears the server's code.
 */
export function useCardPayment(
  card: CardStepState,
  {
    start,
    settled,
    onRefused,
  }: {
    start: () => Promise<{ clientSecret: string } | undefined>;
    settled: () => Promise<void>;
    onRefused?: (code: string | undefined) => Promise<void> | void;
  },
) {
  const [stage, setStage] = useState<CardPaymentStage>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (stage !== 'idle' || !card.canPay) return;
    setProblem(null);
    if (!card.check(event.currentTarget)) return;
    setStage('starting');
    let step;
    try {
      step = await start();
    } catch (failure) {
      const refusal = toFormError(failure);
      // The server has no processor any more: the form learns it (and says so) before another try.
      if (refusal.code === 'PAYMENTS_UNAVAILABLE') card.refetchSettings();
      setProblem(refusal.message);
      setStage('idle');
      await onRefused?.(refusal.code);
      return;
    }
    if (!step) {
      setStage('idle');
      return;
    }
    setStage('confirming');
    const result = await card.confirm(step.clientSecret);
    if (result.error) {
      setProblem(result.error);
      setStage('idle');
      return;
    }
    setStage('checking');
    try {
      await settled();
    } finally {
      setStage('idle');
    }
  }

  return { stage, problem, submit };
}
