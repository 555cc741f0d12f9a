import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../../lib/i18n/translation';
import type { MapMarker, MapPoint, ResultsMapHandle } from './leaflet-map';
import { MAP } from './map-i18n';
import './map.css';

interface ResultsMapProps {
  markers: readonly MapMarker[];
  /** Where the search measures from, marked on the map; none without a distance search. */
  center?: MapPoint | null | undefined;
  tileUrl?: string | null | undefined;
  attribution?: string | null | undefined;
  attributionUrl?: string | null | undefined;
}

/**
 * The tools of the results page on a map. Leaflet loads when the map is first shown; without tiles
 * (no network, or none configured) the markers stand on a plain background. Each marker is a link to
 * its tool, reached with Tab; the list beside the map is the text alternative and always shown.
 */
export function ResultsMap({ markers, center, tileUrl, attribution, attributionUrl }: ResultsMapProps) {
  const { t } = useTranslation(MAP);
  const navigate = useNavigate();
  const descriptionId = useId();
  const element = useRef<HTMLDivElement>(null);
  const handle = useRef<ResultsMapHandle | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let active = true;
    import('./leaflet-map').then(
      ({ createResultsMap }) => {
        if (!active || !element.current) return;
        handle.current = createResultsMap(element.current, {
          tileUrl,
          attribution,
          attributionUrl,
          onNavigate: (href) => void navigate(href),
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
  }, [tileUrl, attribution, attributionUrl, navigate]);

  useEffect(() => {
    if (status === 'ready') handle.current?.show(markers, center);
  }, [status, markers, center]);

  return (
    <section className="results-map" aria-label={t('map.label')} aria-describedby={descriptionId}>
      <p id={descriptionId} className="results-map__description">
        {t('map.description')} {t('map.approximate')}
      </p>
      {status !== 'ready' && (
        <p role="status" className="results-map__status">
          {status === 'loading' ? t('map.loading') : t('map.failed')}
        </p>
      )}
      {status === 'ready' && markers.length === 0 && <p className="results-map__status">{t('map.none')}</p>}
      <div ref={element} className="results-map__canvas" />
    </section>
  );
}
