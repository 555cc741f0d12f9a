import { placeUrls, usePlaceList } from '../../../lib/places';
import { FilterSelect } from './FilterSelect';

/** Lists keep the country's name (as registered), so the filter offers names from the places list. */
export function CountryFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { places } = usePlaceList(placeUrls.countries());
  const options = places.map((place) => ({ value: place.name, label: place.name }));
  // A country in the URL shows even before (or without) the list, so the select never hides a filter in force.
  if (value && !options.some((option) => option.value === value)) options.unshift({ value, label: value });
  return <FilterSelect label="Country" value={value} options={options} allLabel="All countries" onChange={onChange} />;
}
