import type { SelectHTMLAttributes } from 'react';
import { FormField } from './FormField';
import { ChevronDownIcon } from './icons';
import './SelectField.css';

/** A choice whose value differs from what people read (a category's id and name). */
export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  name: string;
  /** Plain strings are their own value and label. */
  options: readonly (string | SelectOption)[];
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
            {options.map((option) => {
              const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
              return (
                <option key={value} value={value}>
                  {text}
                </option>
              );
            })}
          </select>
          <span className="field__chevron" aria-hidden="true">
            <ChevronDownIcon />
          </span>
        </div>
      )}
    </FormField>
  );
}
