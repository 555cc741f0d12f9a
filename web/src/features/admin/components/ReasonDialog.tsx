import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button, type ButtonVariant } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { toFormError } from '../../../lib/errors';
import './reason-dialog.css';

interface ReasonDialogProps {
  /** The button that opens the dialog, e.g. 'Cancel registration'. */
  label: string;
  variant?: ButtonVariant;
  /** The dialog's heading, a question: 'Cancel the registration of Ada Obi?' */
  title: string;
  /** What the action does, under the heading. */
  detail?: ReactNode;
  /** The confirming button, e.g. 'Cancel registration', and its text while the action runs. */
  confirmLabel: string;
  busyLabel: string;
  /** For actions that cannot be undone: the confirming button is red. */
  danger?: boolean;
  /**
   * What the dialog asks for instead of a reason, on one line: a bank transfer's reference. Its `name`
   * is the argument the API names in a field error.
   */
  field?: AskedField;
  /** Runs the action with the reason (or the asked field); a thrown error keeps the dialog open and shows why. */
  onConfirm: (reason: string) => Promise<void>;
  /** What the reason field's hint says: who gets the reason besides the audit log. */
  reasonHint?: string;
  /** The action is done already: the button stays (so focus is never lost) but opens nothing. */
  unavailable?: boolean;
}

interface AskedField {
  name: string;
  label: string;
  hint: string;
  /** The message when it is left empty. */
  missing: string;
  maxLength: number;
}

const REASON_FIELD: AskedField = {
  name: 'reason',
  label: 'Reason',
  hint: 'Kept in the audit log with your name.',
  missing: 'Please give a reason: it is kept in the audit log',
  maxLength: 500,
};

/**
 * A button that asks for a reason (or another field, e.g. a reference) before it acts (the reason goes to the audit log). A native modal
 * dialog: focus moves into it and stays there, Escape or Cancel closes it, and focus returns to the
 * button. A refusal is shown in the dialog, which stays open.
 */
export function ReasonDialog({
  label,
  variant = 'secondary',
  title,
  detail,
  confirmLabel,
  busyLabel,
  danger = false,
  field,
  onConfirm,
  reasonHint = 'Kept in the audit log with your name.',
  unavailable = false,
}: ReasonDialogProps) {
  const asked = field ?? REASON_FIELD;
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = useId();

  function open() {
    if (unavailable) return;
    setReasonError(undefined);
    setProblem(null);
    dialog.current?.showModal();
  }

  function close() {
    if (!busy) dialog.current?.close();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const reason = String(new FormData(form).get(asked.name) ?? '').trim();
    setProblem(null);
    if (!reason) {
      setReasonError(asked.missing);
      form.querySelector<HTMLElement>(`[name="${asked.name}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await onConfirm(reason);
      form.reset();
      dialog.current?.close();
    } catch (error) {
      const { message, fieldErrors } = toFormError(error);
      if (fieldErrors[asked.name]) setReasonError(fieldErrors[asked.name]);
      else setProblem(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant={variant} aria-disabled={unavailable || undefined} onClick={open}>
        {label}
      </Button>
      <dialog
        ref={dialog}
        className="reason-dialog"
        aria-labelledby={titleId}
        // Escape while the action runs would hide its outcome.
        onCancel={(event) => busy && event.preventDefault()}
      >
        <form className="form reason-dialog__form" noValidate onSubmit={(event) => void submit(event)}>
          <h2 id={titleId} className="reason-dialog__title">
            {title}
          </h2>
          {detail && <div className="reason-dialog__detail">{detail}</div>}
          {problem && <Alert>{problem}</Alert>}
          {field ? (
            <TextField
              label={asked.label}
              name={asked.name}
              required
              maxLength={asked.maxLength}
              hint={asked.hint}
              error={reasonError}
              onChange={() => setReasonError(undefined)}
            />
          ) : (
            <TextAreaField
              label={asked.label}
              name={asked.name}
              required
              rows={3}
              maxLength={asked.maxLength}
              hint={reasonHint}
              error={reasonError}
              onChange={() => setReasonError(undefined)}
            />
          )}
          <div className="reason-dialog__actions">
            <Button
              type="submit"
              loading={busy}
              loadingText={busyLabel}
              className={cx(danger && 'reason-dialog__danger')}
            >
              {confirmLabel}
            </Button>
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
          </div>
        </form>
      </dialog>
    </>
  );
}
