import { useId, type InputHTMLAttributes } from 'react';
import { cx } from './cx';
import './CheckboxField.css';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  name: string;
  hint?: string | undefined;
}

/** A checkbox with its label beside it (the whole label is the click target). */
export function CheckboxField({ label, hint, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={cx('checkbox-field', className)}>
      <input id={id} type="checkbox" className="checkbox-field__input" aria-describedby={hintId} {...input} />
      <div className="checkbox-field__text">
        <label htmlFor={id} className="checkbox-field__label">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="checkbox-field__hint">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
