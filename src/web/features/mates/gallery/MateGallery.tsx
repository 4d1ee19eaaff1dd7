import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { Expand } from 'lucide-react';
import { fill } from '../../../../shared/format';
import { matePhotoMessages } from '../../../../shared/messages/mate-photos';
import type { MatePhoto } from '../../../../shared/schemas/mates';
import { MateImage } from '../../../components/ui/MateImage';
import { stepOnKey, useSwipe } from './gallery-controls';
import { GallerySteps } from './GallerySteps';

const loadFullScreen = () => import('./GalleryFullScreen');
// The full-screen view (and its dialog code) loads when someone reaches for it, not with the page.
const GalleryFullScreen = lazy(() => loadFullScreen().then((m) => ({ default: m.GalleryFullScreen })));

/**
 * A mate's photos on its page, the cover first: one at a time with "2 de 5", arrows (buttons and keys)
 * and a swipe on phones, and a full-screen view that gives focus back to its button when it closes.
 */
export function MateGallery({ photos, name, sizes }: { photos: MatePhoto[]; name: string; sizes: string }) {
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const total = photos.length;
  // Past the last photo comes the first again: the buttons never turn disabled under the focus.
  const step = (by: 1 | -1) => setIndex((current) => (current + by + total) % total);
  const swipe = useSwipe(step);
  const photo = photos[Math.min(index, total - 1)];
  if (!photo) return null;
  // Arrow keys turn the photo wherever the focus is among its controls.
  const onKeyDown = (event: KeyboardEvent) => stepOnKey(event, step);
  const position = fill(matePhotoMessages.position, { n: index + 1, total });

  return (
    <section
      aria-roledescription={matePhotoMessages.galleryRole}
      aria-label={fill(matePhotoMessages.galleryLabel, { name })}
      className="relative"
    >
      <div {...swipe} className="touch-pan-y">
        <MateImage
          imageUrl={photo.url}
          thumbnailUrl={photo.thumbnailUrl}
          alt={total > 1 ? `${name} (${position})` : name}
          sizes={sizes}
          priority={index === 0}
          className="w-full"
        />
      </div>
      <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-2 bg-gradient-to-t from-black/60 to-transparent p-3">
        {total > 1 ? (
          <GallerySteps
            position={position}
            step={step}
            onKeyDown={onKeyDown}
            size="h-5 w-5"
            className="flex items-center gap-2"
            positionClassName="text-sm text-white"
          />
        ) : (
          <span />
        )}
        <button
          ref={opener}
          type="button"
          onKeyDown={onKeyDown}
          className="gallery-button"
          aria-label={matePhotoMessages.openFullScreen}
          aria-haspopup="dialog"
          onPointerEnter={() => void loadFullScreen().catch(() => undefined)}
          onFocus={() => void loadFullScreen().catch(() => undefined)}
          onClick={() => setFullScreen(true)}
        >
          <Expand aria-hidden="true" className="h-5 w-5 shrink-0" />
        </button>
      </div>
      {fullScreen && (
        <Suspense fallback={null}>
          <GalleryFullScreen
            photos={photos}
            name={name}
            index={index}
            onIndexChange={setIndex}
            onClose={() => setFullScreen(false)}
            returnFocusTo={opener}
          />
        </Suspense>
      )}
    </section>
  );
}
