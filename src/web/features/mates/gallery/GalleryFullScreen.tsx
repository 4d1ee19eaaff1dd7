import type { RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { fill } from '../../../../shared/format';
import { matePhotoMessages } from '../../../../shared/messages/mate-photos';
import type { MatePhoto } from '../../../../shared/schemas/mates';
import { stepOnKey, useSwipe } from './gallery-controls';
import { GallerySteps } from './GallerySteps';

/**
 * The gallery over the whole screen (Radix dialog): the large rendition, the same arrows, keys and swipe,
 * and the same photo as the page's gallery. Closing (×, Escape) gives focus back to the button that opened it.
 */
export function GalleryFullScreen({
  photos,
  name,
  index,
  onIndexChange,
  onClose,
  returnFocusTo,
}: {
  photos: MatePhoto[];
  name: string;
  index: number;
  onIndexChange(index: number): void;
  onClose(): void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const total = photos.length;
  const step = (by: 1 | -1) => onIndexChange((index + by + total) % total);
  const swipe = useSwipe(step);
  const photo = photos[index]!;
  const position = fill(matePhotoMessages.position, { n: index + 1, total });

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col p-3 text-white sm:p-6"
          onKeyDown={(event) => stepOnKey(event, step)}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="flex items-center justify-between gap-3">
            <Dialog.Title className="truncate text-lg font-bold">
              {fill(matePhotoMessages.fullScreenTitle, { name })}
            </Dialog.Title>
            <Dialog.Close className="gallery-button" aria-label={matePhotoMessages.close}>
              <X aria-hidden="true" className="h-5 w-5 shrink-0" />
            </Dialog.Close>
          </div>
          <div {...swipe} className="flex min-h-0 flex-1 touch-pan-y items-center justify-center py-3">
            <img
              src={photo.url}
              alt={total > 1 ? `${name} (${position})` : name}
              className="max-h-full max-w-full object-contain"
            />
          </div>
          {total > 1 && (
            <GallerySteps
              position={position}
              step={step}
              size="h-6 w-6"
              className="flex items-center justify-center gap-4"
              positionClassName=""
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
