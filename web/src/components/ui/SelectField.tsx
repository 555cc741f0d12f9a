import type { SelectHTMLAttributes } from 'react';
import { FormField } from './FormField';
import { ChevronDownIcon } from './icons';
import './SelectField.css';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  name: string;
  options: readonly string[];
  /** The first, empty choice (sent as ''), e.g. 'Select'. */
  placeholder?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A native select: it is keyboard and screen-reader friendly on every platform without extra code. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  required,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <div className="select-field">
          <select className="field__input select-field__input" required={required} {...control} {...select}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          <span className="select-field__chevron" aria-hidden="true">
            <ChevronDownIcon />
          </span>
        </div>
      )}
    </FormField>
  );
}
