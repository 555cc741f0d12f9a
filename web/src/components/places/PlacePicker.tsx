import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/translation';
import { FORMS } from '../forms-i18n';
import { Combobox, type ComboboxOption } from '../ui/Combobox';
import { findPlace, placeUrls, usePlaceList, type Place } from '../../lib/places';
import { normalizeSearchText } from '../../lib/search-text';
import './PlacePicker.css';

export type PlaceField = 'country' | 'state' | 'city';
type PlaceValues = Record<PlaceField, string>;

interface PlacePickerProps {
  /** Saved names, e.g. from the user's account. */
  defaultValue?: Partial<Record<PlaceField, string | null | undefined>> | undefined;
  errors?: Partial<Record<PlaceField, string | undefined>> | undefined;
  countryRequired?: boolean | undefined;
  /** A field's value changed (typed, chosen or cleared), e.g. to clear its error. */
  onFieldChange?: ((field: PlaceField) => void) | undefined;
  /** The country the list knows by the typed or chosen name changed: its ISO code (NG), or undefined. */
  onCountryChange?: ((isoCode: string | undefined) => void) | undefined;
}

/**
 * Country -> state -> city, each a searchable combobox whose value (a NAME, as the API stores it) is
 * submitted with the form under `country`, `state` and `city`. The lists load as needed from /places.
 * A new country clears state and city; a new state clears the city. Where there is no list (a country
 * without states, a city missing from the data) the typed text is kept as is.
 */
export function PlacePicker({
  defaultValue,
  errors,
  countryRequired = true,
  onFieldChange,
  onCountryChange,
}: PlacePickerProps) {
  const { t } = useTranslation(FORMS);
  const [values, setValues] = useState<PlaceValues>(() => ({
    country: defaultValue?.country ?? '',
    state: defaultValue?.state ?? '',
    city: defaultValue?.city ?? '',
  }));

  const countries = usePlaceList(placeUrls.countries());
  const country = findPlace(countries.places, values.country);
  useEffect(() => onCountryChange?.(country?.id), [country?.id, onCountryChange]);
  const states = usePlaceList(country ? placeUrls.states(country.id) : null);
  const state = findPlace(states.places, values.state);
  const cities = usePlaceList(country && state ? placeUrls.cities(country.id, state.id) : null);

  /** Sets one field; a different country or state empties the fields below it. */
  function change(field: PlaceField, text: string) {
    const below: PlaceField[] = field === 'country' ? ['state', 'city'] : field === 'state' ? ['city'] : [];
    const changed = normalizeSearchText(text) !== normalizeSearchText(values[field]);
    const cleared = changed ? below.filter((name) => values[name] !== '') : [];
    setValues((current) => {
      const next = { ...current, [field]: text };
      for (const name of cleared) next[name] = '';
      return next;
    });
    for (const name of [field, ...cleared]) onFieldChange?.(name);
  }

  /** On leaving a field, 'nigeria' becomes the list's 'Nigeria'. */
  function tidy(field: PlaceField, match: Place | undefined) {
    if (match && match.name !== values[field]) setValues((current) => ({ ...current, [field]: match.name }));
  }

  const noListHint = t('places.noList');

  return (
    <fieldset className="place-picker">
      <legend className="visually-hidden">{t('places.location')}</legend>
      <Combobox
        label={t('places.country')}
        name="country"
        autoComplete="country-name"
        required={countryRequired}
        value={values.country}
        options={toOptions(countries.places, true)}
        onValueChange={(text) => change('country', text)}
        onSelect={(option) => change('country', option.label)}
        onBlur={() => tidy('country', country)}
        error={errors?.country}
      />
      <Combobox
        label={t('places.state')}
        name="state"
        autoComplete="address-level1"
        value={values.state}
        options={toOptions(states.places)}
        onValueChange={(text) => change('state', text)}
        onSelect={(option) => change('state', option.label)}
        onBlur={() => tidy('state', state)}
        hint={country && states.status === 'ready' && states.places.length === 0 ? noListHint : undefined}
        error={errors?.state}
      />
      <Combobox
        label={t('places.city')}
        name="city"
        autoComplete="address-level2"
        value={values.city}
        options={toOptions(cities.places)}
        onValueChange={(text) => change('city', text)}
        onSelect={(option) => change('city', option.label)}
        onBlur={() => tidy('city', findPlace(cities.places, values.city))}
        hint={state && cities.status === 'ready' && cities.places.length === 0 ? noListHint : undefined}
        error={errors?.city}
      />
    </fieldset>
  );
}

const optionsCache = new WeakMap<readonly Place[], ComboboxOption[]>();

/** Stable per list, so the combobox's search index is built once per list. */
function toOptions(places: readonly Place[], withFlag = false): ComboboxOption[] {
  let options = optionsCache.get(places);
  if (!options) {
    options = places.map((place) => ({
      id: place.id,
      label: place.name,
      decoration: withFlag ? place.emoji : undefined,
    }));
    optionsCache.set(places, options);
  }
  return options;
}
