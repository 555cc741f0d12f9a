import { useCallback, useId, useState } from 'react';
import { cx } from '../../../components/ui/cx';
import { TextField } from '../../../components/ui/TextField';
import { browseProblems, CIRCLES, nearOf, SORTS, type BrowseState } from '../browse-params';
import { DebouncedTextField } from '../components/DebouncedTextField';
import { SelectField } from '../../../components/ui/SelectField';
import { currencyName } from '../../../lib/money';
import { priceBoundProblem } from '../price';

interface MarketplaceFiltersProps {
  state: BrowseState;
  categories: readonly { id: string; name: string }[];
  onChange: (change: Partial<BrowseState>, options?: { replace?: boolean }) => void;
  /**
   * Today on the marketplace's calendar (YYYY-MM-DD, the server's: BookingSettings.today), days before
   * which cannot be booked; undefined while it loads. Never the browser's own day: the page is rendered
   * on the server and hydrated, and both must draw the same date fields.
   */
  today?: string | undefined;
  /** Every currency prices are in, the site's first (SiteConfig.currencies): a choice when there are several. */
  currencies?: readonly string[] | undefined;
}

/**
 * Keyword, category, city, price range and sort. Text filters apply once typing pauses (replacing the
 * history entry, so Back is not flooded); choices apply at once. Below the desktop breakpoint all but
 * the keyword fold away behind a "Filters and sort" button, so the results start near the top.
 */
export function MarketplaceFilters({
  state,
  categories,
  onChange,
  today = '',
  currencies = [],
}: MarketplaceFiltersProps) {
  const moreId = useId();
  const problemsId = useId();
  const active = [
    state.categoryId,
    state.city,
    state.minPrice,
    state.maxPrice,
    state.circle,
    state.currency,
    state.freeFrom || state.freeTo,
  ].filter(Boolean).length;
  const problems = browseProblems(state, today);
  const [open, setOpen] = useState(active > 0);

  // Stable callbacks: a new one each render would restart the fields' pause timers.
  const onSearch = useCallback((search: string) => onChange({ search }, { replace: true }), [onChange]);
  const onCity = useCallback((city: string) => onChange({ city }, { replace: true }), [onChange]);
  const onMin = useCallback((minPrice: string) => onChange({ minPrice }, { replace: true }), [onChange]);
  const onMax = useCallback((maxPrice: string) => onChange({ maxPrice }, { replace: true }), [onChange]);
  const knownCategory = categories.some((c) => c.id === state.categoryId);
  // Prices of two currencies do not compare: with several, the bounds say which one they are in.
  const several = currencies.length > 1;
  const boundsIn = several ? ` (${state.currency || currencies[0]})` : '';

  return (
    <form role="search" aria-label="Tools" className="marketplace-filters" onSubmit={(event) => event.preventDefault()}>
      <DebouncedTextField
        className="marketplace-filters__search"
        label="Search tools"
        type="search"
        name="q"
        value={state.search}
        onCommit={onSearch}
        hint="Words in the name or description, e.g. drill"
      />
      <button
        type="button"
        className="btn btn--secondary marketplace-filters__toggle"
        aria-expanded={open}
        aria-controls={moreId}
        onClick={() => setOpen((current) => !current)}
      >
        Filters and sort{active > 0 ? ` (${active})` : ''}
      </button>
      <div id={moreId} className={cx('marketplace-filters__more', !open && 'marketplace-filters__more--closed')}>
        <SelectField
          label="Category"
          name="category"
          placeholder="All categories"
          value={knownCategory ? state.categoryId : ''}
          options={categories.map((c) => ({ value: c.id, label: c.name }))}
          onChange={(event) => onChange({ categoryId: event.target.value })}
        />
        <DebouncedTextField
          label="City"
          name="city"
          value={state.city}
          onCommit={onCity}
          autoComplete="address-level2"
        />
        <fieldset className="marketplace-filters__price">
          <legend className="visually-hidden">Price range</legend>
          <DebouncedTextField
            label={`Min price${boundsIn}`}
            name="min"
            inputMode="decimal"
            value={state.minPrice}
            onCommit={onMin}
            validate={priceBoundProblem}
          />
          <DebouncedTextField
            label={`Max price${boundsIn}`}
            name="max"
            inputMode="decimal"
            value={state.maxPrice}
            onCommit={onMax}
            validate={priceBoundProblem}
          />
        </fieldset>
        <SelectField
          label="Priced"
          name="per"
          value={state.circle}
          options={CIRCLES}
          onChange={(event) => onChange({ circle: event.target.value as BrowseState['circle'] })}
        />
        <fieldset className="marketplace-filters__dates">
          <legend className="visually-hidden">Free between two dates</legend>
          <TextField
            label="Free from"
            name="from"
            type="date"
            min={today || undefined}
            value={state.freeFrom}
            onChange={(event) => onChange({ freeFrom: event.target.value })}
          />
          <TextField
            label="Free until"
            name="to"
            type="date"
            min={(state.freeFrom && state.freeFrom > today ? state.freeFrom : today) || undefined}
            value={state.freeTo}
            onChange={(event) => onChange({ freeTo: event.target.value })}
          />
        </fieldset>
        <SelectField
          label="Sort by"
          name="sort"
          value={state.sort === 'distance' && !nearOf(state) ? 'newest' : state.sort}
          // Distance needs a place to measure from (Near).
          options={SORTS.filter((sort) => sort.value !== 'distance' || nearOf(state))}
          onChange={(event) => onChange({ sort: event.target.value as BrowseState['sort'] })}
        />
        {/* Beside the sort: the price range's labels already say which currency they are in. */}
        {several && (
          <SelectField
            label="Currency"
            name="cur"
            value={state.currency}
            options={[
              { value: '', label: 'All currencies' },
              ...currencies.map((code) => ({ value: code, label: currencyName(code) })),
            ]}
            onChange={(event) => onChange({ currency: event.target.value })}
          />
        )}
      </div>
      {/* Said as soon as the filters stand so: the list still loads, and this explains what it shows. */}
      <div id={problemsId} role="status" className="marketplace-filters__problems">
        {problems.length > 0 && (
          <ul>
            {problems.map((p) => (
              <li key={p.field + p.message}>{p.message}</li>
            ))}
          </ul>
        )}
      </div>
    </form>
  );
}
