import { IMAGE_MAX_BYTES } from '../../shared/constants';
import { messages } from '../../shared/messages';

/** Spec §5: a photo must be an image of at most 5 MB. Checked here to answer at once; the server checks the bytes. */
export function imageProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return messages.images.invalidImage;
  if (file.size > IMAGE_MAX_BYTES) return messages.images.tooLarge;
  return null;
}
