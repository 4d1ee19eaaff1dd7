import type { KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { matePhotoMessages } from '../../../../shared/messages/mate-photos';

/** "Anterior", where the gallery is ("2 de 5", said as it changes) and "Siguiente": the page's and full screen's. */
export function GallerySteps({
  position,
  step,
  onKeyDown,
  size,
  className,
  positionClassName,
}: {
  position: string;
  step(by: 1 | -1): void;
  onKeyDown?(event: KeyboardEvent): void;
  /** The arrows' icon size classes. */
  size: string;
  className: string;
  positionClassName: string;
}) {
  return (
    <div className={className}>
      <button
        type="button"
        onKeyDown={onKeyDown}
        className="gallery-button"
        aria-label={matePhotoMessages.previous}
        onClick={() => step(-1)}
      >
        <ChevronLeft aria-hidden="true" className={`${size} shrink-0`} />
      </button>
      <p aria-live="polite" className={`min-w-14 text-center font-bold ${positionClassName}`}>
        {position}
      </p>
      <button
        type="button"
        onKeyDown={onKeyDown}
        className="gallery-button"
        aria-label={matePhotoMessages.next}
        onClick={() => step(1)}
      >
        <ChevronRight aria-hidden="true" className={`${size} shrink-0`} />
      </button>
    </div>
  );
}
