import type { TextareaHTMLAttributes } from 'react';
import { FormField } from './FormField';
import { useLengthHint } from './length-hint';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string | undefined;
}

export function TextAreaField({
  label,
  error,
  hint,
  required,
  className,
  rows = 6,
  onInput,
  ...textarea
}: TextAreaFieldProps) {
  const length = useLengthHint(textarea.maxLength, textarea, hint);
  return (
    <FormField label={label} error={error} hint={length.hint} required={required} className={className}>
      {(control) => (
        <textarea
          className="field__input field__input--multiline"
          rows={rows}
          required={required}
          onInput={(event) => {
            length.onInput(event);
            onInput?.(event);
          }}
          {...control}
          {...textarea}
        />
      )}
    </FormField>
  );
}
