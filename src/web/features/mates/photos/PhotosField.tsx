import { Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { preloadable } from '../../../components/preloadable';
import { ImagePlus } from 'lucide-react';
import { MATE_PHOTOS_MAX } from '../../../../shared/constants';
import { fill } from '../../../../shared/format';
import { matePhotoMessages } from '../../../../shared/messages/mate-photos';
import { Field } from '../../../components/Field';
import { imageProblem } from '../../../lib/images';
import type { PhotoItem } from './photo-items';

// The ordering list (with its drag handling) loads when there is a photo to order.
// Loaded once the field is on screen, before any photo is picked: the list then draws with the photos
// it shows, with no placeholder of another height in between.
const PhotoOrderList = preloadable(() => import('./PhotoOrderList').then((m) => m.PhotoOrderList));

interface Props {
  items: PhotoItem[];
  /** Files that passed the quick checks (image by type and first bytes, size), as many as there is room for. */
  onAdd(files: File[]): void;
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
  locked: boolean;
  /** What the last change did, read out to screen readers. */
  announcement: string;
  addButton?: RefObject<HTMLButtonElement | null>;
}

/**
 * The photos of the publish and edit forms: several picked at once, up to eight, each with its progress
 * while it is sent; the first is the cover. A pick that does not fit or is not an image says why.
 */
export function PhotosField({ items, onAdd, onMove, onRemove, locked, announcement, addButton }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const ownButton = useRef<HTMLButtonElement>(null);
  const button = addButton ?? ownButton;
  const [problem, setProblem] = useState<string | undefined>();
  const room = MATE_PHOTOS_MAX - items.length;
  useEffect(() => {
    void PhotoOrderList.preload().catch(() => undefined);
  }, []);

  const pick = async (files: File[]) => {
    // Each file's first bytes are read: a file that is not an image never joins the list.
    const checked = await Promise.all(files.map(imageProblem));
    const problems = checked.filter((p): p is string => p !== null);
    const fine = files.filter((_, i) => checked[i] === null);
    const taken = fine.slice(0, Math.max(0, room));
    const tooMany =
      fine.length > taken.length ? fill(matePhotoMessages.tooMany, { max: MATE_PHOTOS_MAX }) : null;
    setProblem([...new Set(problems), ...(tooMany ? [tooMany] : [])].join(' ') || undefined);
    if (taken.length > 0) onAdd(taken);
  };

  return (
    <div>
      <Field
        label={matePhotoMessages.photosLabel}
        hint={fill(matePhotoMessages.photosHint, { max: MATE_PHOTOS_MAX })}
        error={problem}
      >
        {(control) => (
          // The browser's own file control never shows: the button opens the hidden input.
          <div className="flex flex-wrap items-center gap-3">
            <input
              {...control}
              ref={input}
              type="file"
              accept="image/*"
              multiple
              tabIndex={-1}
              className="sr-only"
              onChange={(event) => {
                void pick([...(event.target.files ?? [])]);
                event.target.value = '';
              }}
            />
            <button
              ref={button}
              type="button"
              className="btn-secondary"
              aria-describedby={control['aria-describedby']}
              aria-disabled={locked || room <= 0 || undefined}
              onClick={() => {
                if (locked) return;
                if (room <= 0) return setProblem(fill(matePhotoMessages.tooMany, { max: MATE_PHOTOS_MAX }));
                input.current?.click();
              }}
            >
              <ImagePlus aria-hidden="true" className="h-4 w-4 shrink-0" />
              {matePhotoMessages.addPhotos}
            </button>
            <span className="text-sm text-stone-700">
              {items.length}/{MATE_PHOTOS_MAX}
            </span>
          </div>
        )}
      </Field>
      {items.length > 0 && (
        <Suspense fallback={<div className="mt-3 h-24 animate-pulse rounded-xl bg-stone-100" />}>
          <PhotoOrderList
            items={items}
            onMove={onMove}
            // The removed photo's buttons go with it: the focus goes back to "Agregar fotos".
            onRemove={(index) => {
              onRemove(index);
              button.current?.focus();
            }}
            locked={locked}
          />
        </Suspense>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
