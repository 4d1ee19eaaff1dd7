import { mateDetailMessages } from '../../../shared/messages/mate-detail';

/** "Mapa no disponible": in place of the map when its tiles, its code or its settings could not load. */
export function MapUnavailable({ className = 'h-72' }: { className?: string }) {
  return (
    <div
      role="status"
      className={`flex items-center justify-center rounded-xl bg-stone-100 text-stone-700 ${className}`}
    >
      {mateDetailMessages.mapUnavailable}
    </div>
  );
}
