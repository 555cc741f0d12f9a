import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cx } from '../../../components/ui/cx';
import { ChevronDownIcon } from '../../../components/ui/icons';

interface ColumnChooserProps {
  /** What the table is, for the panel's name ('Columns of All participants'). */
  tableName: string;
  columns: readonly { key: string; header: string }[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
}

/**
 * A 'Columns' button opening a list of checkboxes, one per column: a disclosure rather than an ARIA
 * menu, so Tab, Space and the screen reader's own checkbox handling work as everywhere else. Escape
 * or a click outside closes it. The last shown column cannot be hidden.
 */
export function ColumnChooser({ tableName, columns, hidden, onChange }: ColumnChooserProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const shownCount = columns.filter((column) => !hidden.includes(column.key)).length;

  useEffect(() => {
    if (!open) return;
    function closeOutside(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  function toggle(key: string, shown: boolean) {
    onChange(shown ? hidden.filter((k) => k !== key) : [...hidden, key]);
  }

  return (
    <div ref={rootRef} className="column-chooser" onKeyDown={handleKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="column-chooser__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Columns
        <span className="column-chooser__count">{hidden.length ? ` (${shownCount} of ${columns.length})` : ''}</span>
        <ChevronDownIcon className={cx('column-chooser__chevron', open && 'column-chooser__chevron--open')} />
      </button>
      <div id={panelId} className="column-chooser__panel" hidden={!open}>
        <fieldset>
          <legend className="visually-hidden">Columns of {tableName}</legend>
          {columns.map((column) => {
            const shown = !hidden.includes(column.key);
            return (
              <label key={column.key} className="column-chooser__option">
                <input
                  type="checkbox"
                  checked={shown}
                  disabled={shown && shownCount === 1}
                  onChange={(event) => toggle(column.key, event.target.checked)}
                />
                {column.header}
              </label>
            );
          })}
        </fieldset>
        <button
          type="button"
          className="column-chooser__reset"
          disabled={hidden.length === 0}
          onClick={() => onChange([])}
        >
          Show all columns
        </button>
      </div>
    </div>
  );
}
