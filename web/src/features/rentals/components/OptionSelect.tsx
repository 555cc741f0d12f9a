import type { SelectHTMLAttributes } from 'react';
import { FormField } from '../../../components/ui/FormField';
import { ChevronDownIcon } from '../../../components/ui/icons';
import '../../../components/ui/SelectField.css';

export interface SelectOption {
  value: string;
  label: string;
}

interface OptionSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice (sent as ''), e.g. 'All categories'. */
  placeholder?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
}

/**
 * A native select whose options carry a value apart from their label (a category's id and name),
 * styled like the shared SelectField.
 */
export function OptionSelect({
  label,
  options,
  placeholder,
  error,
  hint,
  required,
  className,
  ...select
}: OptionSelectProps) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <div className="select-field">
          <select className="field__input select-field__input" required={required} {...control} {...select}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
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
