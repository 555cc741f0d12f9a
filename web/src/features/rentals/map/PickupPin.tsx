import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { useTranslation } from '../../../lib/i18n/translation';
import { MAP } from './map-i18n';
import './map.css';

interface PickupPinProps {
  /** The saved pin (editing a pinned tool), as the owner sees it: exact. */
  initial?: { latitude: number; longitude: number } | null | undefined;
  errors: Partial<Record<'latitude' | 'longitude', string | undefined>>;
  onFieldChange: (field: 'latitude' | 'longitude') => void;
}

/**
 * The owner's pin on the pickup point, as two plain fields submitted with the tool form (`latitude`,
 * `longitude`), filled by "Use my location" or typed: it works without a map, and with the keyboard.
 * Empty fields mean the city's point ("Use the city's point" empties them).
 */
export function PickupPin({ initial, errors, onFieldChange }: PickupPinProps) {
  const { t } = useTranslation(MAP);
  const [latitude, setLatitude] = useState(initial ? String(initial.latitude) : '');
  const [longitude, setLongitude] = useState(initial ? String(initial.longitude) : '');
  const [message, setMessage] = useState('');
  const pinned = latitude.trim() !== '' || longitude.trim() !== '';

  function locate() {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setMessage(t('near.unsupported'));
      return;
    }
    setMessage(t('near.locating'));
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setMessage('');
        // Six decimals: about 10 cm, as precise as a phone's location gets.
        setLatitude(position.coords.latitude.toFixed(6));
        setLongitude(position.coords.longitude.toFixed(6));
        onFieldChange('latitude');
        onFieldChange('longitude');
      },
      (error) => setMessage(error.code === error.PERMISSION_DENIED ? t('near.refused') : t('near.unavailable')),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  }

  return (
    <fieldset className="pickup-pin">
      <legend className="tool-form__legend">{t('pin.legend')}</legend>
      <p className="pickup-pin__hint">{t('pin.hint')}</p>
      <div className="pickup-pin__fields">
        <TextField
          label={t('pin.latitude')}
          name="latitude"
          inputMode="decimal"
          autoComplete="off"
          value={latitude}
          onChange={(event) => setLatitude(event.target.value)}
          error={errors.latitude}
        />
        <TextField
          label={t('pin.longitude')}
          name="longitude"
          inputMode="decimal"
          autoComplete="off"
          value={longitude}
          onChange={(event) => setLongitude(event.target.value)}
          error={errors.longitude}
        />
      </div>
      <div className="pickup-pin__actions">
        <Button type="button" variant="secondary" onClick={locate}>
          {t('pin.useLocation')}
        </Button>
        {pinned && (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setLatitude('');
              setLongitude('');
              onFieldChange('latitude');
              onFieldChange('longitude');
            }}
          >
            {t('pin.clear')}
          </Button>
        )}
      </div>
      <p role="status" className="pickup-pin__status">
        {message || (pinned ? t('pin.fromPin') : t('pin.fromCity'))}
      </p>
    </fieldset>
  );
}
