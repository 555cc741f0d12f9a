import type { InputHTMLAttributes } from 'react';
import { FormField } from './FormField';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string | undefined;
}

export function TextField({ label, error, hint, required, className, ...input }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => <input className="field__input" required={required} {...control} {...input} />}
    </FormField>
  );
}
