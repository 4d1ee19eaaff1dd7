import { useEffect, useRef, useState } from 'react';
import { fill } from '../../../../shared/format';
import { matePhotoMessages } from '../../../../shared/messages/mate-photos';
import { moved, type PhotoItem } from './photo-items';

export interface PickedPhoto extends PhotoItem {
  file: File;
}

/** How one photo's upload is going, as the page that sends it reports it. */
export type UploadState = { progress: number; error: null } | { progress: null; error: string };
export type UploadReport = (index: number, state: UploadState) => void;

let picked = 0;

/** The photos picked in the publish form, in the host's order, with a preview and an upload state each. */
export function usePickedPhotos() {
  const [items, setItems] = useState<PickedPhoto[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const current = useRef(items);
  useEffect(() => {
    current.current = items;
  }, [items]);
  // The previews' object URLs go with the form.
  useEffect(() => () => current.current.forEach((item) => URL.revokeObjectURL(item.src)), []);

  return {
    items,
    announcement,
    add(files: File[]) {
      setItems((before) => [
        ...before,
        ...files.map((file) => ({
          key: `picked-${++picked}`,
          file,
          src: URL.createObjectURL(file),
          progress: null,
          error: null,
        })),
      ]);
    },
    move(from: number, to: number) {
      setItems((before) => moved(before, from, to));
      setAnnouncement(
        to === 0
          ? fill(matePhotoMessages.coverChosen, { n: from + 1 })
          : fill(matePhotoMessages.movedTo, { n: to + 1, total: items.length }),
      );
    },
    remove(index: number) {
      const item = items[index];
      if (item) URL.revokeObjectURL(item.src);
      setItems((before) => before.filter((_, i) => i !== index));
      setAnnouncement(matePhotoMessages.photoRemoved);
    },
    report: ((index, state) =>
      setItems((before) =>
        before.map((item, i) => (i === index ? { ...item, ...state } : item)),
      )) as UploadReport,
  };
}
