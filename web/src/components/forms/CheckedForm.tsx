import type { FormEvent, FormHTMLAttributes, ReactNode } from 'react';
import type { FormErrorCode } from '../../lib/errors';
import type { useFormErrors } from '../../lib/use-form-errors';
import { useHydrated } from '../../lib/use-hydrated';
import { Button } from '../ui/Button';

/** What `useFormErrors()` returns: the form's error state and the handlers that keep it. */
export type FormErrors = ReturnType<typeof useFormErrors>;

interface CheckedFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onChange' | 'noValidate' | 'className'
> {
  /** The form's `useFormErrors()`: focus goes to the first invalid field, and editing a field clears its error. */
  errors: FormErrors;
  /** True while the request is on its way: the button shows `busyLabel` and a second submit is ignored. */
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /**
   * Checks and sends the form. What it throws is shown by `errors.showError`, with `errorFields` putting
   * the message of a code that names no field under the field it is about (e.g. { PAYLOAD_TOO_LARGE: 'logo' }).
   */
  onSubmit: (form: HTMLFormElement) => Promise<void>;
  errorFields?: Partial<Record<FormErrorCode, string>>;
  children: ReactNode;
}

/**
 * A form checked by our own rules rather than the browser's (whose bubbles screen readers announce
 * poorly), ending with its submit button. On a server-rendered page the button is disabled until the
 * page's code has run: what was typed meanwhile stays (the fields are read from the form), and the
 * form is never sent the browser's way (a disabled default button also stops Enter). Were it sent
 * anyway, `method="post"` keeps its fields (a password) out of the address.
 */
export function CheckedForm({
  errors: { attachForm, clearFieldOnChange, showError },
  busy,
  submitLabel,
  busyLabel,
  onSubmit,
  errorFields,
  children,
  ...rest
}: CheckedFormProps) {
  const hydrated = useHydrated();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    try {
      await onSubmit(event.currentTarget);
    } catch (error) {
      showError(error, errorFields);
    }
  }

  return (
    <form
      ref={attachForm}
      className="form"
      method="post"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      onChange={clearFieldOnChange}
      {...rest}
    >
      {children}
      <div className="form__actions">
        <Button type="submit" loading={busy} loadingText={busyLabel} disabled={!hydrated}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
