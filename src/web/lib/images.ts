import { IMAGE_MAX_BYTES } from '../../shared/constants';
import { fill } from '../../shared/format';
import { imageMessages } from '../../shared/messages/images';
import { fileImageType } from './image-signature';

/**
 * Spec §5: a photo must be an image of at most 5 MB. Checked here to answer at once, by its declared
 * type, its size and then its first bytes, so a renamed file is refused by name before it is sent.
 */
export async function imageProblem(file: File): Promise<string | null> {
  if (!file.type.startsWith('image/')) return imageMessages.invalidImage;
  if (file.size > IMAGE_MAX_BYTES) return imageMessages.tooLarge;
  if ((await fileImageType(file)) === null) return fill(imageMessages.notUsable, { name: file.name });
  return null;
}
