import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import {
  authenticateTestCard,
  confirmTestCard,
  formatCardNumber,
  parseExpiry,
  type CardStep,
  type TestCardAnswer,
} from './card-step';

interface TestCardFormProps {
  onReady: (step: CardStep) => void;
  errors: Record<string, string>;
  onEdit: (field: string) => void;
}

/** A 3-D Secure challenge waiting for the payer: its payment's secret and the card step's promise to settle. */
interface Challenge {
  clientSecret: string;
  settle: (answer: { error?: string }) => void;
}

/**
 * The built-in test provider's card form. It behaves like Stripe's test mode: 4242 4242 4242 4242
 * pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds, and
 * 4000 0027 6000 3184 asks for 3-D Secure: the form shows the challenge (as Stripe.js shows the
 * bank's page), and the payment goes on or fails by the payer's answer.
 */
export function TestCardForm({ onReady, errors, onEdit }: TestCardFormProps) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [answering, setAnswering] = useState<'complete' | 'fail' | null>(null);
  const values = useRef({ number, expiry, cvc });
  const challengeTitle = useId();
  const challengeBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    values.current = { number, expiry, cvc };
  }, [number, expiry, cvc]);

  useEffect(() => {
    onReady({
      check() {
        const { number: n, expiry: e, cvc: c } = values.current;
        const problems: Record<string, string> = {};
        if (n.replace(/\D/g, '').length < 12) problems.cardNumber = 'Enter the card number';
        if (!parseExpiry(e)) problems.expiry = 'Enter the expiry as MM/YY';
        if (!/^\d{3,4}$/.test(c.trim())) problems.cvc = 'Enter the 3 or 4 digit security code';
        return problems;
      },
      async confirm(clientSecret) {
        const { number: n, expiry: e, cvc: c } = values.current;
        const exp = parseExpiry(e)!;
        const answer: TestCardAnswer = await confirmTestCard(clientSecret, {
          cardNumber: n,
          expMonth: exp.month,
          expYear: exp.year,
          cvc: c.trim(),
        });
        if (!answer.requiresAction) return answer.error ? { error: answer.error } : {};
        // The card step finishes when the payer answers the challenge.
        return new Promise<{ error?: string }>((settle) => setChallenge({ clientSecret, settle }));
      },
    });
  }, [onReady]);

  useEffect(() => {
    if (challenge) challengeBox.current?.querySelector('button')?.focus();
  }, [challenge]);

  async function answer(outcome: 'complete' | 'fail') {
    if (!challenge || answering) return;
    setAnswering(outcome);
    const result = await authenticateTestCard(challenge.clientSecret, outcome);
    setAnswering(null);
    setChallenge(null);
    challenge.settle(result.error ? { error: result.error } : {});
  }

  return (
    <fieldset className="card-form">
      <legend>Card details</legend>
      <p className="card-form__note">
        Test mode: no real money moves. Pay with <strong>4242 4242 4242 4242</strong>, any future expiry and any 3
        digits; 4000 0000 0000 0002 shows a declined card, 4000 0027 6000 3184 asks for 3-D Secure.
      </p>
      {challenge && (
        <div
          ref={challengeBox}
          className="card-form__challenge"
          role="dialog"
          aria-modal="false"
          aria-labelledby={challengeTitle}
        >
          <h3 id={challengeTitle}>Authenticate this payment</h3>
          <p>
            Your card asks you to confirm this payment (3-D Secure). In test mode, choose how your bank&apos;s check
            ends: the payment goes through, or fails and nothing is charged.
          </p>
          <div className="card-form__challenge-actions">
            <Button
              onClick={() => void answer('complete')}
              loading={answering === 'complete'}
              loadingText="Confirming…"
            >
              Complete authentication
            </Button>
            <Button
              variant="secondary"
              onClick={() => void answer('fail')}
              loading={answering === 'fail'}
              loadingText="Failing…"
            >
              Fail authentication
            </Button>
          </div>
        </div>
      )}
      <TextField
        label="Card number"
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={number}
        onChange={(e) => {
          setNumber(formatCardNumber(e.target.value));
          onEdit('cardNumber');
        }}
        error={errors.cardNumber}
      />
      <div className="card-form__pair">
        <TextField
          label="Expiry (MM/YY)"
          name="expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={expiry}
          onChange={(e) => {
            setExpiry(e.target.value);
            onEdit('expiry');
          }}
          error={errors.expiry}
        />
        <TextField
          label="Security code (CVC)"
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={cvc}
          onChange={(e) => {
            setCvc(e.target.value.replace(/\D/g, ''));
            onEdit('cvc');
          }}
          error={errors.cvc}
        />
      </div>
    </fieldset>
  );
}
