import { useId } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly FilterOption[];
  /** The label of the empty choice that turns the filter off. */
  allLabel?: string;
  onChange: (value: string) => void;
}

/** A native select that narrows a list; '' means no filter. */
export function FilterSelect({ label, value, options, allLabel = 'All', onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="field filter-select">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select id={id} className="field__input" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
