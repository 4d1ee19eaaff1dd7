import { useMemo, useSyncExternalStore } from 'react';
import { geoMessages } from '../../shared/messages/geo';

export interface Position {
  latitude: number;
  longitude: number;
  accuracy: number;
}

/** Spec §9: high accuracy, 10 s timeout, a cached position up to 5 minutes old. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 5 * 60_000,
};

export class GeolocationError extends Error {}

function messageFor(error: GeolocationPositionError): string {
  switch (error.code) {
    case error.PERMISSION_DENIED:
      return geoMessages.permissionDenied;
    case error.POSITION_UNAVAILABLE:
      return geoMessages.unavailable;
    case error.TIMEOUT:
      return geoMessages.timeout;
    default:
      return geoMessages.unknownError;
  }
}

/** The browser's position, or a GeolocationError with the spec's Spanish message. */
export function requestPosition(): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new GeolocationError(geoMessages.unsupported));
      return;
    }
    try {
      navigator.geolocation.getCurrentPosition(
        ({ coords }) =>
          resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy }),
        (error) => reject(new GeolocationError(messageFor(error))),
        GEOLOCATION_OPTIONS,
      );
    } catch {
      reject(new GeolocationError(geoMessages.permissionRequestFailed));
    }
  });
}

const VIEWER_POSITION_KEY = 'ronda:viewer_position';

const positionListeners = new Set<() => void>();

/** The last position the person shared in this tab, so details and profiles can show distances. */
export function rememberViewerPosition(position: Position) {
  sessionStorage.setItem(
    VIEWER_POSITION_KEY,
    JSON.stringify({ latitude: position.latitude, longitude: position.longitude, at: Date.now() }),
  );
  for (const listener of positionListeners) listener();
}

const subscribeToPosition = (listener: () => void) => {
  positionListeners.add(listener);
  return () => positionListeners.delete(listener);
};
const positionSnapshot = () => {
  const point = viewerPosition();
  return point ? `${point.latitude},${point.longitude}` : '';
};

/**
 * viewerPosition() for rendering: a page drawn on the server knows no position, so the browser's first
 * render (hydration) does not either; the position follows right after, and whenever it is shared.
 */
export function useViewerPosition(): { latitude: number; longitude: number } | null {
  const snapshot = useSyncExternalStore(subscribeToPosition, positionSnapshot, () => '');
  return useMemo(() => {
    if (!snapshot) return null;
    const [latitude, longitude] = snapshot.split(',').map(Number) as [number, number];
    return { latitude, longitude };
  }, [snapshot]);
}

export function viewerPosition(): { latitude: number; longitude: number } | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(VIEWER_POSITION_KEY) ?? 'null') as {
      latitude: number;
      longitude: number;
      at: number;
    } | null;
    if (!saved || Date.now() - saved.at > GEOLOCATION_OPTIONS.maximumAge! * 6) return null;
    return { latitude: saved.latitude, longitude: saved.longitude };
  } catch {
    return null;
  }
}

/**
 * The position shared earlier in this visit (sessionStorage), or the browser's, remembered: a reload or
 * a new search does not ask again.
 */
export async function positionForVisit(): Promise<{ latitude: number; longitude: number }> {
  const known = viewerPosition();
  if (known) return known;
  const current = await requestPosition();
  rememberViewerPosition(current);
  return current;
}
