import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { useSiteConfig } from '../../../lib/site-config';
import type { MapPoint, PinMapHandle } from './leaflet-map';
import { MAP } from './map-i18n';
import './map.css';

interface PinMapProps {
  /** The pin now, or none (the city's point is used). */
  pin: MapPoint | null;
  /** Where the map opens when there is no pin (the city's point), if known. */
  around: MapPoint | null;
  onPick: (point: MapPoint) => void;
}

/** A map of the pickup point: click or tap to drop the pin. Leaflet loads when it is first shown. */
export function PinMap({ pin, around, onPick }: PinMapProps) {
  const { t } = useTranslation(MAP);
  const site = useSiteConfig();
  const element = useRef<HTMLDivElement>(null);
  const handle = useRef<PinMapHandle | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The map starts where it starts; later pins move the marker, not the view.
  const start = useRef(pin ?? around);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);

  const ready = site !== null;
  useEffect(() => {
    if (!ready) return;
    let active = true;
    import('./leaflet-map').then(
      ({ createPinMap }) => {
        if (!active || !element.current) return;
        handle.current = createPinMap(element.current, {
          tileUrl: site.mapTileUrl,
          attribution: site.mapAttribution,
          attributionUrl: site.mapAttributionUrl,
          start: start.current,
          onPick: (point) => pick.current(point),
        });
        setStatus('ready');
      },
      () => active && setStatus('failed'),
    );
    return () => {
      active = false;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [ready, site?.mapTileUrl, site?.mapAttribution, site?.mapAttributionUrl]);

  useEffect(() => {
    if (status === 'ready') handle.current?.place(pin);
  }, [status, pin]);

  return (
    <div className="pin-map">
      {status !== 'ready' && (
        <p role="status" className="results-map__status">
          {status === 'loading' ? t('map.loading') : t('pin.mapFailed')}
        </p>
      )}
      <div ref={element} className="results-map__canvas pin-map__canvas" role="group" aria-label={t('pin.mapLabel')} />
    </div>
  );
}
