import type { InputHTMLAttributes } from 'react';
import { FormField } from './FormField';
import { useLengthHint } from './length-hint';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string | undefined;
}

export function TextField({ label, error, hint, required, className, onInput, ...input }: TextFieldProps) {
  const length = useLengthHint(input.maxLength, input, hint);
  return (
    <FormField label={label} error={error} hint={length.hint} required={required} className={className}>
      {(control) => (
        <input
          className="field__input"
          required={required}
          onInput={(event) => {
            length.onInput(event);
            onInput?.(event);
          }}
          {...control}
          {...input}
        />
      )}
    </FormField>
  );
}
