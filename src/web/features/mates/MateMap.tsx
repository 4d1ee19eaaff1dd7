import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { MAP_ZOOM } from '../../../shared/constants';
import { mateDetailMessages } from '../../../shared/messages/mate-detail';
import { MapUnavailable } from './MapUnavailable';

/** After this many tiles fail, the map is declared unavailable rather than shown half grey. */
const TILE_FAILURES_BEFORE_GIVING_UP = 4;

interface Props {
  latitude: number;
  longitude: number;
  radiusMeters: number;
  tileUrl: string;
  attribution: string;
}

/** The area around the mate's approximate point (never a pin on the host's door). Loaded only on the detail. */
export function MateMap({ latitude, longitude, radiusMeters, tileUrl, attribution }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  // Leaflet owns this DOM node; the effect connects it to the props and tears it down.
  useEffect(() => {
    if (!container.current) return;
    const map = L.map(container.current, {
      center: [latitude, longitude],
      zoom: MAP_ZOOM.initial,
      minZoom: MAP_ZOOM.min,
      maxZoom: MAP_ZOOM.max,
      scrollWheelZoom: false,
      zoomControl: false,
    });
    L.control
      .zoom({ zoomInTitle: mateDetailMessages.zoomIn, zoomOutTitle: mateDetailMessages.zoomOut })
      .addTo(map);
    let failures = 0;
    L.tileLayer(tileUrl, { attribution, minZoom: MAP_ZOOM.min, maxZoom: MAP_ZOOM.max })
      .on('tileerror', () => {
        failures += 1;
        if (failures >= TILE_FAILURES_BEFORE_GIVING_UP) setFailed(true);
      })
      .addTo(map);
    L.circle([latitude, longitude], {
      radius: radiusMeters,
      color: '#2f6b3a',
      weight: 2,
      fillOpacity: 0.15,
    }).addTo(map);
    return () => {
      map.remove();
    };
  }, [latitude, longitude, radiusMeters, tileUrl, attribution]);

  if (failed) return <MapUnavailable />;
  return (
    <div
      ref={container}
      role="region"
      aria-label={mateDetailMessages.mapKeyboard}
      className="h-72 w-full overflow-hidden rounded-xl"
    />
  );
}
