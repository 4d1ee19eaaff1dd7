import { IMAGE_MAX_BYTES } from '../../shared/constants';
import { imageMessages } from '../../shared/messages/images';

/** Spec §5: a photo must be an image of at most 5 MB. Checked here to answer at once; the server checks the bytes. */
export function imageProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return imageMessages.invalidImage;
  if (file.size > IMAGE_MAX_BYTES) return imageMessages.tooLarge;
  return null;
}
