import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n/translation';
import { intlLocale } from '../../lib/i18n/i18n';
import { normalizeSearchText } from '../../lib/search-text';
import { FORMS } from '../forms-i18n';
import { cx } from './cx';
import { FormField } from './FormField';
import { ChevronDownIcon } from './icons';
import './Combobox.css';

export interface ComboboxOption {
  id: string;
  label: string;
  /** Decorative text before the label, e.g. a flag emoji; hidden from screen readers. */
  decoration?: string | undefined;
}

interface ComboboxProps {
  label: string;
  name: string;
  /** The text in the box: free text, or the label of a chosen option. */
  value: string;
  options: readonly ComboboxOption[];
  /** The text was typed or cleared. */
  onValueChange: (value: string) => void;
  /** An option was chosen from the list. */
  onSelect: (option: ComboboxOption) => void;
  onBlur?: (() => void) | undefined;
  required?: boolean | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  autoComplete?: string | undefined;
  /** Long lists (cities) render only this many matches; typing narrows them. */
  maxVisible?: number | undefined;
}

/**
 * An editable combobox with a filtering list (WAI-ARIA APG "combobox with list autocomplete"): typing
 * filters the list, arrows move through it, Enter chooses, Escape closes the list (or clears the text
 * when it is closed). Focus stays in the text box; the highlighted option is announced through
 * aria-activedescendant. Text that matches no option is kept as typed.
 */
export function Combobox({
  label,
  name,
  value,
  options,
  onValueChange,
  onSelect,
  onBlur,
  required,
  error,
  hint,
  autoComplete,
  maxVisible = 100,
}: ComboboxProps) {
  const { t, language } = useTranslation(FORMS);
  const [open, setOpen] = useState(false);
  // null shows every option: the list was opened on a value already chosen, so browsing is the intent.
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  const searchable = useMemo(
    () => options.map((option) => ({ option, text: normalizeSearchText(option.label) })),
    [options],
  );
  const matches = useMemo(() => filterOptions(searchable, query), [searchable, query]);
  const visible = matches.length > maxVisible ? matches.slice(0, maxVisible) : matches;
  const expanded = open && visible.length > 0;

  useEffect(() => {
    if (!expanded || active < 0) return;
    listRef.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded, active]);

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function openList(move: 'none' | 'first' | 'last') {
    const wanted = normalizeSearchText(value);
    const chosen = searchable.find((entry) => entry.text === wanted && wanted !== '')?.option;
    const nextQuery = chosen ? null : value;
    const list = filterOptions(searchable, nextQuery).slice(0, maxVisible);
    let index = chosen ? list.indexOf(chosen) : -1;
    if (index < 0 && move === 'first') index = 0;
    if (index < 0 && move === 'last') index = list.length - 1;
    setQuery(nextQuery);
    setActive(index);
    setOpen(true);
  }

  function choose(option: ComboboxOption) {
    onSelect(option);
    setQuery(null);
    close();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = visible.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) openList(event.altKey ? 'none' : 'first');
        else if (!event.altKey) setActive((index) => (index + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) openList('last');
        else if (event.altKey) close();
        else setActive((index) => (index <= 0 ? count - 1 : index - 1));
        break;
      case 'Enter': {
        const option = expanded ? visible[active] : undefined;
        if (!option) return; // nothing highlighted: Enter submits the form as usual
        event.preventDefault();
        choose(option);
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (value) {
          event.preventDefault();
          onValueChange('');
        }
        break;
    }
  }

  return (
    <FormField label={label} error={error} hint={hint} required={required} className="combobox-field">
      {(control) => {
        const listId = `${control.id}-list`;
        const optionId = (index: number) => `${control.id}-option-${index}`;
        return (
          <div className="combobox">
            <input
              {...control}
              className="field__input combobox__input"
              type="text"
              role="combobox"
              name={name}
              value={value}
              required={required}
              autoComplete={autoComplete}
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={expanded ? listId : undefined}
              aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
              onChange={(event) => {
                onValueChange(event.target.value);
                setQuery(event.target.value);
                setActive(-1);
                setOpen(true);
              }}
              onKeyDown={handleKeyDown}
              onClick={() => (expanded ? close() : openList('none'))}
              onBlur={() => {
                close();
                onBlur?.();
              }}
            />
            <span className="field__chevron" aria-hidden="true">
              <ChevronDownIcon />
            </span>
            {expanded && (
              <div
                className="combobox__popup"
                // Keep focus in the text box, so choosing (or dragging the scrollbar) with the mouse does not
                // blur it, which would close the list first.
                onMouseDown={(event) => event.preventDefault()}
              >
                <ul ref={listRef} id={listId} role="listbox" aria-labelledby={`${control.id}-label`}>
                  {visible.map((option, index) => (
                    <li
                      key={option.id}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === active}
                      className={cx('combobox__option', index === active && 'combobox__option--active')}
                      onClick={() => choose(option)}
                    >
                      {option.decoration && (
                        <span className="combobox__decoration" aria-hidden="true">
                          {option.decoration}
                        </span>
                      )}
                      {option.label}
                    </li>
                  ))}
                </ul>
                {matches.length > visible.length && (
                  <p className="combobox__more">
                    {t('combobox.more', {
                      shown: visible.length,
                      total: matches.length.toLocaleString(intlLocale(language)),
                    })}
                  </p>
                )}
              </div>
            )}
            <span className="visually-hidden" role="status">
              {expanded ? t('combobox.suggestions', { count: matches.length }) : ''}
            </span>
          </div>
        );
      }}
    </FormField>
  );
}

interface Searchable {
  option: ComboboxOption;
  text: string;
}

/** Options containing the query; those starting with it first. */
function filterOptions(entries: readonly Searchable[], query: string | null): ComboboxOption[] {
  const wanted = query === null ? '' : normalizeSearchText(query);
  if (!wanted) return entries.map((entry) => entry.option);
  const starting: ComboboxOption[] = [];
  const containing: ComboboxOption[] = [];
  for (const { option, text } of entries) {
    if (text.startsWith(wanted)) starting.push(option);
    else if (text.includes(wanted)) containing.push(option);
  }
  return starting.concat(containing);
}
