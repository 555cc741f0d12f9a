import { useId } from 'react';

interface QuantityStepperProps {
  value: number;
  /** The most units that can be chosen (the units free for the period). */
  max: number;
  onChange: (value: number) => void;
  error?: string | undefined;
}

/** Quantity with − and + buttons and a numeric input between them, kept between 1 and `max`. */
export function QuantityStepper({ value, max, onChange, error }: QuantityStepperProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const set = (next: number) => onChange(Math.min(Math.max(1, Math.trunc(next) || 1), Math.max(1, max)));
  return (
    <div className="field quantity">
      <label className="field__label" htmlFor={id}>
        Quantity
      </label>
      <div className="quantity__controls">
        <button
          type="button"
          className="quantity__button"
          aria-label="One less"
          aria-controls={id}
          disabled={value <= 1}
          onClick={() => set(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          className="field__input quantity__input"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => set(Number(event.target.value))}
        />
        <button
          type="button"
          className="quantity__button"
          aria-label="One more"
          aria-controls={id}
          disabled={value >= max}
          onClick={() => set(value + 1)}
        >
          +
        </button>
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
