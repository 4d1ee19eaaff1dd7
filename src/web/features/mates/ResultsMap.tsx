import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import Supercluster from 'supercluster';
import { fill, formatPrice } from '../../../shared/format';
import { mateDetailMessages } from '../../../shared/messages/mate-detail';
import { mateMapMessages } from '../../../shared/messages/mate-map';
import type { MapArea } from '../../../shared/map-area';
import type { MateListItem } from '../../../shared/schemas/mates';
import { MapUnavailable } from './MapUnavailable';
import { MATE_MARKER_PX, spreadRadius } from './marker-spread';
import { areaOfView } from './map-search';

/** After this many tiles fail, the map is declared unavailable rather than shown half grey. */
const TILE_FAILURES_BEFORE_GIVING_UP = 4;
/** Spain, whole, before any result is known. */
const START = { center: [40.2, -3.7] as L.LatLngTuple, zoom: 5 };
const ZOOM = { min: 3, max: 18, fitMax: 14 };
/** Above this zoom nothing is grouped: mates sharing a public point are spread around it instead. */
const CLUSTER_MAX_ZOOM = 16;
/** Markers closer than this, in screen pixels, are drawn as one group (a group's marker is 36–44 px). */
const CLUSTER_RADIUS_PX = 44;

const MARKER_CLASS =
  'flex items-center justify-center rounded-full border-2 border-white bg-yerba-700 font-bold text-white shadow-md outline-offset-2 focus-visible:outline-3 focus-visible:outline-amber-500';
/** The chosen mate's marker, or the group holding it. */
const CHOSEN_CLASSES = ['bg-stone-900', 'ring-4', 'ring-amber-400'];

export interface ResultsMapProps {
  mates: MateListItem[];
  selectedId: string | null;
  onSelect(id: string): void;
  /** Changes when the search changes (not its area): the map then fits its new results, once. */
  fitKey: string;
  /** The area searched, if any: a reload shows it again. */
  area: MapArea | null;
  onSearchArea(area: MapArea): void;
  tileUrl: string;
  attribution: string;
  className: string;
}

/**
 * Markers are drawn for the view only, so they are in it already; Leaflet's pan on focus would move the map
 * as focus returns to a redrawn marker, redraw it, and focus it again, never settling.
 */
const STILL_ON_FOCUS = { autoPanOnFocus: false } as const;

type Drawn = { marker: L.Marker; mateIds: string[]; key: string };

/**
 * The results at their public points (never an exact address), grouped when they crowd. Choosing a
 * marker chooses its mate; choosing a group zooms in on it. Moving the map offers "Buscar en esta zona".
 * Leaflet and supercluster load only with this module (a dynamic import): the list never waits for them.
 */
export function ResultsMap(props: ResultsMapProps) {
  const { mates, selectedId, fitKey, area, tileUrl, attribution, className } = props;
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const [failed, setFailed] = useState(false);
  const [moved, setMoved] = useState(false);
  // The map's own moves (fitting results, showing a chosen card) do not offer a new search.
  const ownMove = useRef(false);
  const fitted = useRef<string | null>(null);
  const drawn = useRef<Drawn[]>([]);
  // The latest props for Leaflet's handlers, which live as long as the map.
  const callbacks = useRef(props);
  useLayoutEffect(() => {
    callbacks.current = props;
  });

  const index = useMemo(() => {
    const points = mates.map((mate) => ({
      type: 'Feature' as const,
      properties: { id: mate.id },
      geometry: { type: 'Point' as const, coordinates: [mate.point.longitude, mate.point.latitude] },
    }));
    return new Supercluster<{ id: string }>({
      radius: CLUSTER_RADIUS_PX,
      // Leaflet's tiles are 256 px: with the same extent, the radius is in screen pixels.
      extent: 256,
      maxZoom: CLUSTER_MAX_ZOOM,
    }).load(points);
  }, [mates]);

  // Leaflet owns this DOM node; the effect connects it and tears it down.
  useEffect(() => {
    if (!container.current) return;
    const created = L.map(container.current, {
      center: START.center,
      zoom: START.zoom,
      minZoom: ZOOM.min,
      maxZoom: ZOOM.max,
      maxBounds: [
        [-90, -180],
        [90, 180],
      ],
      maxBoundsViscosity: 1,
      zoomControl: false,
    });
    L.control
      .zoom({ zoomInTitle: mateDetailMessages.zoomIn, zoomOutTitle: mateDetailMessages.zoomOut })
      .addTo(created);
    let failures = 0;
    L.tileLayer(tileUrl, { attribution, minZoom: ZOOM.min, maxZoom: ZOOM.max, noWrap: true })
      .on('tileerror', () => {
        failures += 1;
        if (failures >= TILE_FAILURES_BEFORE_GIVING_UP) setFailed(true);
      })
      .addTo(created);
    created.on('moveend', () => {
      if (!ownMove.current) setMoved(true);
    });
    setMap(created);
    return () => {
      created.remove();
      setMap(null);
    };
  }, [tileUrl, attribution]);

  /** Moves the map without offering "Buscar en esta zona" (unanimated, so its events fire at once). */
  const moveQuietly = (move: () => void) => {
    ownMove.current = true;
    try {
      move();
    } finally {
      ownMove.current = false;
    }
  };

  // A new search fits its results (or, on arrival, the area the address names); more pages do not.
  useEffect(() => {
    if (!map || fitted.current === fitKey) return;
    if (fitted.current === null && area) {
      moveQuietly(() =>
        map.fitBounds(
          [
            [area.south, area.west],
            [area.north, area.east],
          ],
          { animate: false },
        ),
      );
    } else if (mates.length > 0) {
      const bounds = L.latLngBounds(mates.map((mate) => [mate.point.latitude, mate.point.longitude]));
      moveQuietly(() => map.fitBounds(bounds, { padding: [40, 40], maxZoom: ZOOM.fitMax, animate: false }));
    } else return;
    fitted.current = fitKey;
    setMoved(false);
  }, [map, fitKey, area, mates]);

  // The markers for the view: redrawn as it moves and as the results change.
  useEffect(() => {
    if (!map) return;
    const layer = L.featureGroup().addTo(map);
    const choose = (item: Drawn) => {
      if (item.mateIds.length === 1) {
        callbacks.current.onSelect(item.mateIds[0]!);
        return;
      }
      const clusterId = Number(item.key.slice(1));
      const zoom = Math.min(index.getClusterExpansionZoom(clusterId), ZOOM.max);
      map.setView(item.marker.getLatLng(), zoom);
    };
    const draw = () => {
      const focused = drawn.current.find(({ marker }) => marker.getElement() === document.activeElement);
      layer.clearLayers();
      drawn.current = markersFor(map, index, callbacks.current.mates).map((item) => {
        item.marker.addTo(layer);
        // Leaflet makes markers focusable buttons; Enter and Space choose them as a click does.
        item.marker.getElement()?.addEventListener('keydown', (event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          choose(item);
        });
        return item;
      });
      markChosen(drawn.current, callbacks.current.selectedId);
      // The keyboard's focus stays with the mates it was on (a group opened: its first part), or the map.
      if (focused) {
        const heir = drawn.current.find((item) => item.mateIds.some((id) => focused.mateIds.includes(id)));
        (heir?.marker.getElement() ?? map.getContainer()).focus({ preventScroll: true });
      }
    };
    const clicked = (event: L.LeafletEvent) => {
      const item = drawn.current.find(({ marker }) => marker === event.propagatedFrom);
      if (item) choose(item);
    };
    layer.on('click', clicked);
    draw();
    map.on('moveend', draw);
    return () => {
      map.off('moveend', draw);
      layer.remove();
      drawn.current = [];
    };
  }, [map, index]);

  // The chosen mate: its marker stands out, and the map shows it when it is hidden in a group or away.
  useEffect(() => {
    if (!map) return;
    markChosen(drawn.current, selectedId);
    const mate = selectedId ? mates.find((candidate) => candidate.id === selectedId) : undefined;
    if (!mate) return;
    const at = L.latLng(mate.point.latitude, mate.point.longitude);
    const alone = drawn.current.some((item) => item.mateIds.length === 1 && item.mateIds[0] === mate.id);
    if (alone && map.getBounds().contains(at)) return;
    moveQuietly(() =>
      map.setView(at, alone ? map.getZoom() : zoomShowing(index, mate, map.getZoom()), { animate: false }),
    );
  }, [map, index, selectedId, mates]);

  if (failed) return <MapUnavailable className={className} />;
  return (
    <div className={`relative isolate ${className}`}>
      <div
        ref={container}
        role="region"
        aria-label={mateMapMessages.mapLabel}
        className="h-full w-full overflow-hidden rounded-xl"
      />
      {moved && (
        <button
          type="button"
          className="btn-primary absolute top-3 left-1/2 z-[1000] -translate-x-1/2 whitespace-nowrap shadow-lg"
          onClick={() => {
            if (!map) return;
            const bounds = map.getBounds();
            setMoved(false);
            callbacks.current.onSearchArea(
              areaOfView({
                west: bounds.getWest(),
                south: bounds.getSouth(),
                east: bounds.getEast(),
                north: bounds.getNorth(),
              }),
            );
          }}
        >
          {mateMapMessages.searchArea}
        </button>
      )}
    </div>
  );
  /** Shows which marker (or group) holds the chosen mate, to the eye and to assistive technology. */
  function markChosen(items: Drawn[], selectedId: string | null) {
    for (const { marker, mateIds } of items) {
      const chosen = selectedId !== null && mateIds.includes(selectedId);
      const element = marker.getElement();
      if (!element) continue;
      for (const name of CHOSEN_CLASSES) element.classList.toggle(name, chosen);
      element.classList.toggle('bg-yerba-700', !chosen);
      if (mateIds.length === 1) element.setAttribute('aria-pressed', String(chosen));
      marker.setZIndexOffset(chosen ? 1000 : 0);
    }
  }

  /** The markers of the view at its zoom: groups, single mates, and mates sharing a point spread out. */
  function markersFor(on: L.Map, from: Supercluster<{ id: string }>, mates: MateListItem[]): Drawn[] {
    const bounds = on.getBounds();
    const zoom = Math.round(on.getZoom());
    const features = from.getClusters(
      [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()].map((value, i) =>
        Math.max(i % 2 ? -90 : -180, Math.min(i % 2 ? 90 : 180, value)),
      ) as [number, number, number, number],
      zoom,
    );
    const byId = new Map(mates.map((mate) => [mate.id, mate]));
    const items: Drawn[] = [];
    const singles = new Map<string, { latLng: L.LatLng; ids: string[] }>();
    for (const feature of features) {
      const [longitude, latitude] = feature.geometry.coordinates as [number, number];
      const latLng = L.latLng(latitude, longitude);
      if ('cluster' in feature.properties && feature.properties.cluster) {
        const { cluster_id: clusterId, point_count: count } = feature.properties;
        const ids = from.getLeaves(clusterId, Infinity).map((leaf) => leaf.properties.id);
        const size = count < 10 ? 36 : 44;
        const marker = L.marker(latLng, {
          ...STILL_ON_FOCUS,
          title: fill(mateMapMessages.cluster, { count }),
          icon: L.divIcon({
            className: `${MARKER_CLASS} text-sm`,
            html: `<span class="flex h-full w-full items-center justify-center">${count}</span>`,
            iconSize: [size, size],
          }),
        });
        items.push({ marker, mateIds: ids, key: `c${clusterId}` });
      } else {
        const id = (feature.properties as { id: string }).id;
        const key = `${latitude},${longitude}`;
        const shared = singles.get(key) ?? { latLng, ids: [] };
        shared.ids.push(id);
        singles.set(key, shared);
      }
    }
    for (const { latLng, ids } of singles.values()) {
      const centre = on.latLngToLayerPoint(latLng);
      const spread = spreadRadius(ids.length);
      ids.forEach((id, i) => {
        const mate = byId.get(id);
        if (!mate) return;
        const angle = (2 * Math.PI * i) / ids.length;
        const at =
          ids.length === 1
            ? latLng
            : on.layerPointToLatLng(
                centre.add([Math.cos(angle) * spread, Math.sin(angle) * spread] as L.PointTuple),
              );
        const marker = L.marker(at, {
          ...STILL_ON_FOCUS,
          title: fill(mateMapMessages.mateMarker, { name: mate.name, price: formatPrice(mate.pricePerDay) }),
          icon: L.divIcon({ className: MARKER_CLASS, html: '', iconSize: [MATE_MARKER_PX, MATE_MARKER_PX] }),
          riseOnHover: true,
        });
        items.push({ marker, mateIds: [id], key: `m${id}` });
      });
    }
    return items;
  }
}

/** The closest zoom out from `zoom` at which the mate stands on its own, not in a group. */
function zoomShowing(index: Supercluster<{ id: string }>, mate: MateListItem, zoom: number) {
  const { latitude, longitude } = mate.point;
  const near = [longitude - 1e-6, latitude - 1e-6, longitude + 1e-6, latitude + 1e-6] as const;
  for (let z = Math.ceil(zoom); z <= CLUSTER_MAX_ZOOM; z += 1) {
    const alone = index
      .getClusters([...near], z)
      .some((feature) => !('cluster' in feature.properties) && feature.properties.id === mate.id);
    if (alone) return z;
  }
  return CLUSTER_MAX_ZOOM + 1;
}
