import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';

/*
 * Leaflet behind a small interface, in a module of its own: it is imported only when a map is shown
 * (ResultsMap's dynamic import), so neither Leaflet nor its styles are in any page's initial code.
 */

export interface MapPoint {
  latitude: number;
  longitude: number;
}

export interface MapMarker extends MapPoint {
  key: string;
  /** Where the marker's link goes (the tool's page). */
  href: string;
  /** What the marker shows (the price). */
  text: string;
  /** The link's accessible name (the tool, its price and distance). */
  label: string;
}

export interface MapOptions {
  /** Leaflet's {z}/{x}/{y} template; none: the markers on the container's plain background. */
  tileUrl?: string | null | undefined;
  attribution?: string | null | undefined;
  attributionUrl?: string | null | undefined;
  /** A marker's link followed without a modifier key: the app navigates without reloading. */
  onNavigate: (href: string) => void;
}

export interface ResultsMapHandle {
  show(markers: readonly MapMarker[], center?: MapPoint | null): void;
  destroy(): void;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Markers at the same point would hide each other: the second and later are shown around it (~300 m). */
const SPREAD_DEGREES = 0.003;

function spread(markers: readonly MapMarker[]): MapMarker[] {
  const seen = new Map<string, number>();
  return markers.map((marker) => {
    const at = `${marker.latitude},${marker.longitude}`;
    const n = seen.get(at) ?? 0;
    seen.set(at, n + 1);
    if (n === 0) return marker;
    const angle = (n * 2 * Math.PI) / 6;
    const ring = SPREAD_DEGREES * Math.ceil(n / 6);
    return {
      ...marker,
      latitude: marker.latitude + ring * Math.sin(angle),
      longitude: marker.longitude + ring * Math.cos(angle),
    };
  });
}

/** The configured tiles with their attribution (text from configuration, escaped), if any. */
function addTiles(map: L.Map, options: Pick<MapOptions, 'tileUrl' | 'attribution' | 'attributionUrl'>) {
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  if (!options.tileUrl) return;
  const text = options.attribution ? escapeHtml(options.attribution) : '';
  const attribution =
    text && options.attributionUrl ? `<a href="${escapeHtml(options.attributionUrl)}">${text}</a>` : text;
  L.tileLayer(options.tileUrl, { attribution, maxZoom: 19 }).addTo(map);
}

function markerLink(marker: MapMarker, onNavigate: (href: string) => void): HTMLElement {
  const link = document.createElement('a');
  link.href = marker.href;
  link.className = 'results-map__link';
  link.textContent = marker.text;
  link.setAttribute('aria-label', marker.label);
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(marker.href);
  });
  return link;
}

export function createResultsMap(element: HTMLElement, options: MapOptions): ResultsMapHandle {
  const map = L.map(element, { scrollWheelZoom: false, worldCopyJump: true });
  addTiles(map, options);
  const layer = L.layerGroup().addTo(map);

  return {
    show(markers, center) {
      layer.clearLayers();
      const points: L.LatLngExpression[] = [];
      if (center) {
        points.push([center.latitude, center.longitude]);
        L.circleMarker([center.latitude, center.longitude], {
          radius: 7,
          interactive: false,
          className: 'results-map__center',
        }).addTo(layer);
      }
      for (const marker of spread(markers)) {
        points.push([marker.latitude, marker.longitude]);
        L.marker([marker.latitude, marker.longitude], {
          // The link inside is the one focusable element of a marker.
          keyboard: false,
          icon: L.divIcon({
            className: 'results-map__marker',
            html: markerLink(marker, options.onNavigate),
            iconSize: undefined,
          }),
        }).addTo(layer);
      }
      if (points.length > 1) map.fitBounds(L.latLngBounds(points), { padding: [40, 40], maxZoom: 14 });
      else if (points.length === 1) map.setView(points[0]!, 12);
      else map.setView([9, 8], 5);
    },
    destroy() {
      map.remove();
    },
  };
}

export interface PinMapHandle {
  /** Moves the pin (none: no pin, the map stays where it is). */
  place(point: MapPoint | null): void;
  destroy(): void;
}

/**
 * The tool form's map: a click or tap drops the pin there (`onPick`). The latitude and longitude
 * fields beside it stay the way to set it with the keyboard or without tiles.
 */
export function createPinMap(
  element: HTMLElement,
  options: Omit<MapOptions, 'onNavigate'> & { start: MapPoint | null; onPick: (point: MapPoint) => void },
): PinMapHandle {
  const map = L.map(element, { scrollWheelZoom: false });
  addTiles(map, options);
  if (options.start) map.setView([options.start.latitude, options.start.longitude], 13);
  else map.setView([9, 8], 5);
  let pin: L.CircleMarker | null = null;
  const place = (point: MapPoint | null) => {
    pin?.remove();
    pin = point
      ? L.circleMarker([point.latitude, point.longitude], {
          radius: 9,
          interactive: false,
          className: 'results-map__center',
        }).addTo(map)
      : null;
  };
  map.on('click', (event: L.LeafletMouseEvent) => {
    const point = { latitude: event.latlng.lat, longitude: L.Util.wrapNum(event.latlng.lng, [-180, 180], true) };
    place(point);
    options.onPick(point);
  });
  return { place, destroy: () => map.remove() };
}
