import { useEffect, useState, type InputHTMLAttributes } from 'react';
import { FormField } from '../../../components/ui/FormField';

export const DEBOUNCE_MS = 350;

interface DebouncedTextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'defaultValue' | 'onChange'
> {
  label: string;
  /** The value in force (from the URL). */
  value: string;
  /** Called once typing pauses (or at once on Enter) with text that passed `validate`. */
  onCommit: (value: string) => void;
  /** A message when the typed text cannot be applied; it is then shown and not committed. */
  validate?: (value: string) => string | undefined;
  hint?: string | undefined;
}

/**
 * A text filter that asks the server only when typing pauses. It follows the value in force when that
 * changes from outside (Back, "Clear filters") without overwriting text being typed.
 */
export function DebouncedTextField({
  label,
  value,
  onCommit,
  validate,
  hint,
  className,
  ...input
}: DebouncedTextFieldProps) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);

  // Adjusting state while rendering (not in an effect) avoids a render with the stale text.
  if (value !== applied) {
    setApplied(value);
    if (value.trim() !== text.trim()) setText(value);
  }

  // A problem is shown once typing pauses, not while the amount is half typed ("12.").
  const [shownProblem, setShownProblem] = useState<string | undefined>(undefined);
  const problem = validate?.(text);
  const pending = !problem && text.trim() !== value.trim();

  useEffect(() => {
    if (!pending && !problem) return;
    const timer = setTimeout(() => (problem ? setShownProblem(problem) : onCommit(text.trim())), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [pending, problem, text, onCommit]);

  return (
    <FormField label={label} hint={hint} error={problem ? shownProblem : undefined} className={className}>
      {(control) => (
        <input
          className="field__input"
          autoComplete="off"
          spellCheck={false}
          {...control}
          {...input}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setShownProblem(undefined);
          }}
          onKeyDown={(event) => {
            // Enter applies at once rather than after the pause (and never submits a surrounding form).
            if (event.key !== 'Enter') return;
            event.preventDefault();
            if (problem) setShownProblem(problem);
            else if (pending) onCommit(text.trim());
          }}
        />
      )}
    </FormField>
  );
}
