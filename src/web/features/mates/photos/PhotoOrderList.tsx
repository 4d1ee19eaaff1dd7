import { useState, type DragEvent } from 'react';
import { ArrowDown, ArrowUp, GripVertical, Star, Trash2 } from 'lucide-react';
import { fill } from '../../../../shared/format';
import { matePhotoMessages } from '../../../../shared/messages/mate-photos';
import type { PhotoItem } from './photo-items';

interface Props {
  items: PhotoItem[];
  /** Moves a photo (by its buttons or by dragging it); the caller says where it went. */
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
  /** No changes while the photos are being sent. */
  locked: boolean;
}

/**
 * The form's photos in order, the cover first, each with its own buttons (earlier, later, cover, remove)
 * that work from the keyboard, and draggable with a mouse. Loaded with the form, never with a public page.
 * Buttons that cannot act say so (aria-disabled) rather than turning disabled, so the focus stays on them.
 */
export function PhotoOrderList({ items, onMove, onRemove, locked }: Props) {
  const [dragged, setDragged] = useState<number | null>(null);
  const total = items.length;
  const act = (possible: boolean, action: () => void) => () => {
    if (possible && !locked) action();
  };
  const dropOn = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null && dragged !== index && !locked) onMove(dragged, index);
    setDragged(null);
  };

  return (
    <ol className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
      {items.map((item, index) => {
        const label = fill(matePhotoMessages.photoAlt, { n: index + 1, total });
        const isCover = index === 0;
        return (
          <li
            key={item.key}
            draggable={!locked}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              setDragged(index);
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={dropOn(index)}
            onDragEnd={() => setDragged(null)}
            aria-label={label}
            className={`flex gap-3 rounded-xl border p-2 ${dragged === index ? 'border-yerba-700 opacity-60' : 'border-stone-200'}`}
          >
            <div className="relative shrink-0">
              <img src={item.src} alt={label} className="h-20 w-24 rounded-lg object-cover" />
              <GripVertical
                aria-hidden="true"
                className="absolute top-1 left-1 h-5 w-5 cursor-grab rounded bg-white/80 text-stone-700"
              />
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              {isCover && (
                <span className="self-start rounded-full bg-yerba-700 px-2 py-0.5 text-xs font-bold text-white">
                  {matePhotoMessages.cover}
                </span>
              )}
              {item.progress !== null && (
                <div className="text-xs text-stone-700">
                  <progress
                    className="h-2 w-full"
                    max={100}
                    value={Math.round(item.progress * 100)}
                    aria-label={`${label}: ${fill(matePhotoMessages.uploading, { percent: Math.round(item.progress * 100) })}`}
                  />
                  {item.progress >= 1
                    ? matePhotoMessages.uploaded
                    : fill(matePhotoMessages.uploading, { percent: Math.round(item.progress * 100) })}
                </div>
              )}
              {item.error && (
                <p className="text-xs font-semibold text-red-800" role="alert">
                  {fill(matePhotoMessages.uploadFailed, { reason: item.error })}
                </p>
              )}
              <div className="mt-auto flex flex-wrap gap-1">
                <IconButton
                  label={`${matePhotoMessages.moveEarlier} (${label})`}
                  unavailable={index === 0 || locked}
                  onClick={act(index > 0, () => onMove(index, index - 1))}
                >
                  <ArrowUp aria-hidden="true" className="h-4 w-4 shrink-0" />
                </IconButton>
                <IconButton
                  label={`${matePhotoMessages.moveLater} (${label})`}
                  unavailable={index === total - 1 || locked}
                  onClick={act(index < total - 1, () => onMove(index, index + 1))}
                >
                  <ArrowDown aria-hidden="true" className="h-4 w-4 shrink-0" />
                </IconButton>
                <IconButton
                  label={`${isCover ? matePhotoMessages.cover : matePhotoMessages.makeCover} (${label})`}
                  unavailable={isCover || locked}
                  onClick={act(!isCover, () => onMove(index, 0))}
                >
                  <Star aria-hidden="true" className={`h-4 w-4 shrink-0 ${isCover ? 'fill-current' : ''}`} />
                </IconButton>
                <IconButton
                  label={`${matePhotoMessages.removePhoto} (${label})`}
                  unavailable={locked}
                  onClick={act(true, () => onRemove(index))}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4 shrink-0 text-red-800" />
                </IconButton>
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function IconButton({
  label,
  unavailable,
  onClick,
  children,
}: {
  label: string;
  unavailable: boolean;
  onClick(): void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      className="btn-ghost h-11 w-11 p-0 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
      aria-label={label}
      title={label}
      aria-disabled={unavailable || undefined}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
