import { defineMessages } from '../i18n/define-messages.js';

/** Images: choosing, uploading and showing them. */
export const imageMessages = defineMessages('image', {
  invalidImage: 'Por favor selecciona un archivo de imagen válido',
  notUsable: '«{name}» no es una imagen que podamos usar: elegí un JPG, PNG o WebP.',
  tooLarge: 'La imagen debe ser menor a 5MB',
  uploadFailed: 'Error al subir imagen',
  noImage: 'Sin imagen',
});
