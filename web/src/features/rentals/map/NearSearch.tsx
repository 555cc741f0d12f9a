import { useId, useState, type FormEvent } from 'react';
import { PlacePicker } from '../../../components/places/PlacePicker';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { useTranslation } from '../../../lib/i18n/translation';
import { DEFAULT_RADIUS, RADII, nearOf, roundCoordinate, type BrowseState } from '../browse-params';
import { MAP } from './map-i18n';
import './map.css';

interface NearSearchProps {
  state: BrowseState;
  onChange: (change: Partial<BrowseState>) => void;
}

const NO_PLACE = { nearCountry: '', nearState: '', nearCity: '', nearLat: '', nearLng: '' } as const;

/**
 * "Near": a city from the place picker, or the visitor's location (asked only when they press the
 * button, rounded to about 1 km before it goes into the address), and how far around it. Choosing a
 * place sorts by distance; clearing it goes back to the default order.
 */
export function NearSearch({ state, onChange }: NearSearchProps) {
  const { t } = useTranslation(MAP);
  const legendId = useId();
  const [message, setMessage] = useState('');
  const [locating, setLocating] = useState(false);
  const near = nearOf(state);
  const km = state.radius || DEFAULT_RADIUS;

  function searchCity(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    if (!value('country') || !value('city')) {
      setMessage(t('near.chooseCity'));
      return;
    }
    setMessage('');
    onChange({
      ...NO_PLACE,
      nearCountry: value('country'),
      nearState: value('state'),
      nearCity: value('city'),
      sort: 'distance',
    });
  }

  function locate() {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setMessage(t('near.unsupported'));
      return;
    }
    setLocating(true);
    setMessage(t('near.locating'));
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setMessage('');
        onChange({
          ...NO_PLACE,
          nearLat: String(roundCoordinate(position.coords.latitude)),
          nearLng: String(roundCoordinate(position.coords.longitude)),
          sort: 'distance',
        });
      },
      (error) => {
        setLocating(false);
        setMessage(error.code === error.PERMISSION_DENIED ? t('near.refused') : t('near.unavailable'));
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    );
  }

  function clear() {
    setMessage('');
    onChange({ ...NO_PLACE, radius: '', ...(state.sort === 'distance' ? { sort: 'newest' } : {}) });
  }

  return (
    <form className="near-search" aria-labelledby={legendId} onSubmit={searchCity}>
      <fieldset className="near-search__fields">
        <legend id={legendId} className="near-search__legend">
          {t('near.legend')}
        </legend>
        <p className="near-search__hint">{t('near.hint')}</p>
        <div className="near-search__place">
          <PlacePicker
            key={`${state.nearCountry}|${state.nearState}|${state.nearCity}`}
            countryRequired={false}
            defaultValue={{ country: state.nearCountry, state: state.nearState, city: state.nearCity }}
          />
        </div>
        <div className="near-search__actions">
          <Button type="submit" variant="secondary">
            {t('near.searchCity')}
          </Button>
          <Button type="button" variant="secondary" onClick={locate} disabled={locating}>
            {t('near.useLocation')}
          </Button>
          <SelectField
            className="near-search__radius"
            label={t('near.radius')}
            name="km"
            value={km}
            options={RADII.map((value) => ({ value, label: t('near.radiusOption', { km: value }) }))}
            onChange={(event) => onChange({ radius: event.target.value === DEFAULT_RADIUS ? '' : event.target.value })}
          />
        </div>
      </fieldset>
      <div role="status" className="near-search__status">
        {message && <p className="near-search__message">{message}</p>}
      </div>
      {near && (
        <p className="near-search__active">
          <span>
            {state.nearCity ? t('near.activeCity', { km, place: state.nearCity }) : t('near.activeLocation', { km })}
          </span>
          <Button type="button" variant="ghost" className="near-search__clear" onClick={clear}>
            {t('near.clear')}
          </Button>
        </p>
      )}
    </form>
  );
}
