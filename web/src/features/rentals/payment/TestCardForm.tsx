import { useEffect, useRef, useState } from 'react';
import { TextField } from '../../../components/ui/TextField';
import { confirmTestCard, formatCardNumber, parseExpiry, type CardStep } from './card-step';

interface TestCardFormProps {
  onReady: (step: CardStep) => void;
  errors: Record<string, string>;
  onEdit: (field: string) => void;
}

/**
 * The built-in test provider's card form. It behaves like Stripe's test mode: 4242 4242 4242 4242
 * pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds.
 */
export function TestCardForm({ onReady, errors, onEdit }: TestCardFormProps) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const values = useRef({ number, expiry, cvc });

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
      confirm(clientSecret) {
        const { number: n, expiry: e, cvc: c } = values.current;
        const exp = parseExpiry(e)!;
        return confirmTestCard(clientSecret, { cardNumber: n, expMonth: exp.month, expYear: exp.year, cvc: c.trim() });
      },
    });
  }, [onReady]);

  return (
    <fieldset className="card-form">
      <legend>Card details</legend>
      <p className="card-form__note">
        Test mode: no real money moves. Pay with <strong>4242 4242 4242 4242</strong>, any future expiry and any 3
        digits; 4000 0000 0000 0002 shows a declined card.
      </p>
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
