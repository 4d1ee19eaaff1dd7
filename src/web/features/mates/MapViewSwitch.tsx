import { List, Map as MapIcon } from 'lucide-react';
import { mateMapMessages } from '../../../shared/messages/mate-map';
import type { ResultsView } from './map-search';

/** "Lista" / "Mapa" on a phone: two toggle buttons, the one showing pressed. */
export function MapViewSwitch({
  view,
  onChange,
  className = '',
}: {
  view: ResultsView;
  onChange(view: ResultsView): void;
  className?: string;
}) {
  const options = [
    { value: 'list' as const, label: mateMapMessages.list, Icon: List },
    { value: 'map' as const, label: mateMapMessages.map, Icon: MapIcon },
  ];
  return (
    <div
      role="group"
      aria-label={mateMapMessages.viewLabel}
      className={`grid grid-cols-2 gap-1 rounded-xl border border-stone-300 bg-white p-1 ${className}`}
    >
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg text-sm font-semibold ${
            view === value ? 'bg-yerba-700 text-white' : 'text-stone-800 hover:bg-stone-100'
          }`}
        >
          <Icon aria-hidden="true" className="h-4 w-4" />
          {label}
        </button>
      ))}
    </div>
  );
}
