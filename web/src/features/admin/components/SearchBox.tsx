import { useEffect, useId, useState } from 'react';

export const SEARCH_DELAY_MS = 300;

interface SearchBoxProps {
  label: string;
  hint?: string;
  /** The search in force (from the URL). */
  value: string;
  /** Called once typing pauses. */
  onSearch: (value: string) => void;
}

/**
 * A search field that asks the server only once typing pauses. It follows the URL when the search
 * changes from outside (back/forward), without overwriting what is being typed.
 */
export function SearchBox({ label, hint, value, onSearch }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);

  // Adjusting state while rendering (not in an effect) avoids a render with the stale text.
  if (value !== applied) {
    setApplied(value);
    if (value.trim() !== text.trim()) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className="search-box field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        type="search"
        value={text}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter searches at once rather than after the pause.
          if (event.key === 'Enter') {
            event.preventDefault();
            if (text.trim() !== value.trim()) onSearch(text);
          }
        }}
      />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
