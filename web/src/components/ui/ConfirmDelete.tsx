import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/translation';
import { FORMS } from '../forms-i18n';
import { Alert } from './Alert';
import { buttonClassName } from './Button';
import './ConfirmDelete.css';

interface ConfirmDeleteProps {
  /** The button that asks first, e.g. 'Delete tool'. */
  label: string;
  /** The question, e.g. 'Delete Cordless drill? This cannot be undone.' */
  question: string;
  /** More about what deleting does, under the question. */
  detail?: ReactNode;
  /** The confirming button while the deletion runs, e.g. 'Deleting…'. */
  busyLabel: string;
  /** The confirming button, 'Yes, delete' unless the action is not a deletion. */
  confirmLabel?: string;
  /** The button that closes the question, 'Cancel' unless that word would be ambiguous. */
  keepLabel?: string;
  /** Deletes. A thrown error keeps the question open and shows `problemOf(error)`. */
  onDelete: () => Promise<void>;
  problemOf: (error: unknown) => string;
}

/**
 * A delete button that asks before it deletes. Focus moves to the confirming button when the question
 * opens, and back to the delete button when it is cancelled (Cancel, or Escape anywhere in the question);
 * a refusal (say, a CONFLICT) is shown in place, with the question still open.
 */
export function ConfirmDelete({
  label,
  question,
  detail,
  busyLabel,
  confirmLabel,
  keepLabel,
  onDelete,
  problemOf,
}: ConfirmDeleteProps) {
  const { t } = useTranslation(FORMS);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  const questionId = useId();

  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (wasAsking.current) askRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  async function confirm() {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await onDelete();
    } catch (error) {
      setProblem(problemOf(error));
      setBusy(false);
    }
  }

  function cancel() {
    setProblem(null);
    setAsking(false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // While the deletion runs the question stays, so its outcome is shown where it was asked.
    if (event.key !== 'Escape' || busy) return;
    event.preventDefault();
    cancel();
  }

  if (!asking) {
    return (
      <div className="confirm-delete">
        <button type="button" ref={askRef} className={buttonClassName('secondary')} onClick={() => setAsking(true)}>
          {label}
        </button>
      </div>
    );
  }
  return (
    <div
      className="confirm-delete confirm-delete--asking"
      role="group"
      aria-labelledby={questionId}
      onKeyDown={handleKeyDown}
    >
      <p id={questionId} className="confirm-delete__question">
        {question}
      </p>
      {detail && <div className="confirm-delete__detail">{detail}</div>}
      {problem && <Alert>{problem}</Alert>}
      <div className="confirm-delete__actions">
        {/* Native buttons: focus is moved to them by code (the shared Button takes no ref). */}
        <button
          type="button"
          ref={confirmRef}
          className={buttonClassName('primary', 'confirm-delete__yes')}
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          onClick={() => void confirm()}
        >
          {busy ? busyLabel : (confirmLabel ?? t('confirmDelete.confirm'))}
        </button>
        <button type="button" className={buttonClassName('ghost')} onClick={cancel}>
          {keepLabel ?? t('confirmDelete.keep')}
        </button>
      </div>
    </div>
  );
}
