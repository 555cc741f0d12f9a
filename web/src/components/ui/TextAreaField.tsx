import type { TextareaHTMLAttributes } from 'react';
import { FormField } from './FormField';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string | undefined;
}

export function TextAreaField({ label, error, hint, required, className, rows = 6, ...textarea }: TextAreaFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <textarea
          className="field__input field__input--multiline"
          rows={rows}
          required={required}
          {...control}
          {...textarea}
        />
      )}
    </FormField>
  );
}
