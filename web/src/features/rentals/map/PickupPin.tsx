import { useCallback, useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { useTranslation } from '../../../lib/i18n/translation';
import type { MapPoint } from './leaflet-map';
import { MAP } from './map-i18n';
import { PinMap } from './PinMap';
import './map.css';

interface PickupPinProps {
  /** The saved pin (editing a pinned tool), as the owner sees it: exact. */
  initial?: { latitude: number; longitude: number } | null | undefined;
  /** The city's point (editing a tool placed by its city): where the map opens without a pin. */
  around?: MapPoint | null | undefined;
  errors: Partial<Record<'latitude' | 'longitude', string | undefined>>;
  onFieldChange: (field: 'latitude' | 'longitude') => void;
}

/**
 * The owner's pin on the pickup point, as two plain fields submitted with the tool form (`latitude`,
 * `longitude`), filled by "Use my location" or typed: it works without a map, and with the keyboard.
 * Empty fields mean the city's point ("Use the city's point" empties them).
 */
export function PickupPin({ initial, around, errors, onFieldChange }: PickupPinProps) {
  const { t } = useTranslation(MAP);
  const [latitude, setLatitude] = useState(initial ? String(initial.latitude) : '');
  const [longitude, setLongitude] = useState(initial ? String(initial.longitude) : '');
  const [message, setMessage] = useState('');
  const pinned = latitude.trim() !== '' || longitude.trim() !== '';
  const [mapShown, setMapShown] = useState(false);
  const mapId = useId();
  const typed = { latitude: Number(latitude), longitude: Number(longitude) };
  const pin =
    latitude.trim() && longitude.trim() && Math.abs(typed.latitude) <= 90 && Math.abs(typed.longitude) <= 180
      ? typed
      : null;
  const pinLat = pin?.latitude;
  const pinLng = pin?.longitude;
  const pinPoint = useMemo(
    () => (pinLat !== undefined && pinLng !== undefined ? { latitude: pinLat, longitude: pinLng } : null),
    [pinLat, pinLng],
  );

  const pick = useCallback(
    (point: MapPoint) => {
      setLatitude(point.latitude.toFixed(6));
      setLongitude(point.longitude.toFixed(6));
      onFieldChange('latitude');
      onFieldChange('longitude');
    },
    [onFieldChange],
  );

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
        <Button
          type="button"
          variant="secondary"
          aria-expanded={mapShown}
          aria-controls={mapId}
          onClick={() => setMapShown((current) => !current)}
        >
          {mapShown ? t('view.hideMap') : t('view.showMap')}
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
      <div id={mapId}>{mapShown && <PinMap pin={pinPoint} around={around ?? null} onPick={pick} />}</div>
      <p role="status" className="pickup-pin__status">
        {message || (pinned ? t('pin.fromPin') : t('pin.fromCity'))}
      </p>
    </fieldset>
  );
}
