import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fill } from '../../../../shared/format';
import { errorMessages } from '../../../../shared/messages/common';
import { matePhotoMessages } from '../../../../shared/messages/mate-photos';
import type { OwnMate } from '../../../../shared/schemas/mates';
import { errorMessage } from '../../../lib/api';
import { moved, type PhotoItem } from './photo-items';
import { sendPhoto, useMatePhotoChange, type NotSentPhoto } from './photo-api';
import { PhotosField } from './PhotosField';

interface Pending extends PhotoItem {
  file: File;
}

let sent = 0;

/**
 * The edit page's photos: each change is saved at once (added photos are sent one at a time, each with
 * its progress). Photos still on their way come last and cannot be moved until they arrive. Photos the
 * publish page could not send arrive in the history entry: they are named, with why, and can be resent.
 */
export function EditMatePhotos({ mate }: { mate: OwnMate }) {
  const location = useLocation();
  const navigate = useNavigate();
  const notSent = (location.state as { notSent?: NotSentPhoto[] } | null)?.notSent ?? [];
  const change = useMatePhotoChange(mate.id);
  const [pending, setPending] = useState<Pending[]>([]);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const saved = mate.photos;
  const uploading = pending.some((item) => item.error === null);
  const items: PhotoItem[] = [
    ...saved.map((photo) => ({ key: photo.id, src: photo.thumbnailUrl, progress: null, error: null })),
    ...pending,
  ];

  const run = async (action: () => Promise<unknown>, said: string) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      setAnnouncement(said);
    } catch (error) {
      setProblem(errorMessage(error, errorMessages.generic));
    } finally {
      setBusy(false);
    }
  };

  const update = (key: string, state: Partial<Pending>) =>
    setPending((before) => before.map((item) => (item.key === key ? { ...item, ...state } : item)));
  const drop = (key: string) =>
    setPending((before) => {
      const item = before.find((each) => each.key === key);
      if (item) URL.revokeObjectURL(item.src);
      return before.filter((each) => each.key !== key);
    });

  const add = async (files: File[]) => {
    const added = files.map((file) => ({
      key: `upload-${++sent}`,
      file,
      src: URL.createObjectURL(file),
      progress: 0,
      error: null,
    }));
    setPending((before) => [...before, ...added]);
    for (const item of added) {
      const result = await sendPhoto(mate.id, item.file, (progress) => update(item.key, { progress }));
      if (result.error !== undefined) update(item.key, { progress: null, error: result.error });
      else {
        change.keep(result.mate);
        drop(item.key);
      }
    }
  };

  const resend = () => {
    // Forgotten from the history entry first, so going back or reloading does not list them again.
    void navigate(location.pathname, { replace: true, state: null });
    void add(notSent.map((photo) => photo.file));
    // The resend button goes with the list: the focus stays in the photos, on "Agregar fotos".
    addButton.current?.focus();
  };

  return (
    // Named by its field's label ("Fotos"), which also names the file input.
    <div className="card p-6 sm:p-8">
      {notSent.length > 0 && (
        <div
          role="alert"
          className="mb-4 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
        >
          <p className="font-semibold">{matePhotoMessages.notSentTitle}</p>
          <ul className="mt-1 list-disc pl-5">
            {notSent.map((photo, i) => (
              <li key={i}>
                {fill(matePhotoMessages.notSent, { name: photo.file.name, reason: photo.reason })}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn-secondary mt-3"
            aria-disabled={busy || uploading || undefined}
            onClick={() => {
              if (!busy && !uploading) resend();
            }}
          >
            {matePhotoMessages.retryNotSent}
          </button>
        </div>
      )}
      <PhotosField
        items={items}
        addButton={addButton}
        onAdd={(files) => void add(files)}
        locked={busy || uploading}
        announcement={announcement}
        onMove={(from, to) => {
          // Only photos already saved have a place to move to.
          if (from >= saved.length || to >= saved.length) return;
          const ids = moved(
            saved.map((photo) => photo.id),
            from,
            to,
          );
          void run(
            () => change.order(ids),
            to === 0
              ? fill(matePhotoMessages.coverChosen, { n: from + 1 })
              : fill(matePhotoMessages.movedTo, { n: to + 1, total: saved.length }),
          );
        }}
        onRemove={(index) => {
          const photo = saved[index];
          if (!photo) return drop(items[index]!.key);
          void run(() => change.remove(photo.id), matePhotoMessages.photoRemoved);
        }}
      />
      {problem && (
        <p role="alert" className="mt-3 text-sm font-semibold text-red-800">
          {problem}
        </p>
      )}
    </div>
  );
}
