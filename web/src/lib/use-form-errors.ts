import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { toFormError, type FormErrorCode } from './errors';
import type { FieldErrors } from './form-rules';

interface ErrorState {
  message: string | null;
  code: FormErrorCode | null;
  fieldErrors: FieldErrors;
  /** The field a message about one field was put under (fieldForCode): fixing that field ends the message too. */
  messageField: string | null;
  /** Bumped on each failed submit, so focus moves to the first invalid field every time. */
  attempt: number;
}

const NO_ERRORS: ErrorState = { message: null, code: null, fieldErrors: {}, messageField: null, attempt: 0 };

/**
 * The error state of one form: a message for the whole form plus one per field, from client-side checks
 * or from the server (via toFormError). After a failed submit, focus moves to the first invalid field;
 * editing a field clears its error.
 */
export function useFormErrors() {
  const formElement = useRef<HTMLFormElement | null>(null);
  const [state, setState] = useState<ErrorState>(NO_ERRORS);

  // A callback ref (not the ref object) is handed out, so the rest of the returned state stays plain
  // render data for React's compiler rules.
  const attachForm = useCallback((form: HTMLFormElement | null) => {
    formElement.current = form;
  }, []);

  useEffect(() => {
    if (state.attempt === 0) return;
    formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state.attempt]);

  const clear = useCallback(() => setState((s) => ({ ...NO_ERRORS, attempt: s.attempt })), []);

  /** Client-side problems; returns true when there are none. */
  const check = useCallback((fieldErrors: FieldErrors): boolean => {
    const valid = Object.keys(fieldErrors).length === 0;
    setState((s) => ({
      message: null,
      code: null,
      fieldErrors,
      messageField: null,
      attempt: valid ? s.attempt : s.attempt + 1,
    }));
    return valid;
  }, []);

  /**
   * A failed request. `fieldForCode` puts the message of a code that names no field under the field it
   * is about, e.g. { UNSUPPORTED_MEDIA_TYPE: 'logo' }.
   */
  const showError = useCallback((error: unknown, fieldForCode: Partial<Record<FormErrorCode, string>> = {}) => {
    const { message, code, fieldErrors } = toFormError(error);
    const field = fieldForCode[code];
    const withField = field && !fieldErrors[field] ? { ...fieldErrors, [field]: message } : fieldErrors;
    setState((s) => ({ message, code, fieldErrors: withField, messageField: field ?? null, attempt: s.attempt + 1 }));
  }, []);

  /** A message of our own for the whole form, e.g. when the server answered but did not do the change. */
  const showMessage = useCallback((message: string) => {
    setState((s) => ({ message, code: null, fieldErrors: {}, messageField: null, attempt: s.attempt + 1 }));
  }, []);

  /** Clears one field's error, for controls whose value changes without a change event (a chosen option). */
  const clearField = useCallback((name: string) => {
    setState((s) => {
      if (!name || !(name in s.fieldErrors)) return s;
      const { [name]: _removed, ...rest } = s.fieldErrors;
      if (s.messageField === name) return { ...s, message: null, code: null, messageField: null, fieldErrors: rest };
      return { ...s, fieldErrors: rest };
    });
  }, []);

  /** Put on the form's onChange: editing a field clears that field's error. */
  const clearFieldOnChange = useCallback(
    (event: FormEvent<HTMLFormElement>) => clearField((event.target as HTMLInputElement).name),
    [clearField],
  );

  return {
    /** Put on the form's `ref`. */
    attachForm,
    message: state.message,
    /** The field the message is shown under, if any: a form shows it once, there, not again above. */
    messageField: state.messageField,
    code: state.code,
    fieldErrors: state.fieldErrors,
    clear,
    check,
    showError,
    showMessage,
    clearField,
    clearFieldOnChange,
  };
}
