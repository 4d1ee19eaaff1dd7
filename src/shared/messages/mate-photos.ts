import { defineMessages } from '../i18n/define-messages.js';

/** A mate's photos: choosing and ordering them in the form, the gallery, and what the API refuses. */
export const matePhotoMessages = defineMessages('matePhoto', {
  // The form.
  photosLabel: 'Fotos',
  photosHint:
    'Hasta {max} fotos JPG, PNG o WebP de hasta 5MB cada una. La primera es la portada: ordenalas con los botones o arrastrándolas.',
  addPhotos: 'Agregar fotos',
  photoAlt: 'Foto {n} de {total}',
  cover: 'Portada',
  makeCover: 'Usar como portada',
  moveEarlier: 'Mover antes',
  moveLater: 'Mover después',
  removePhoto: 'Quitar foto',
  dragHandle: 'Arrastrar para ordenar',
  uploading: 'Subiendo {percent}%',
  uploaded: 'Subida',
  uploadFailed: 'No se pudo subir: {reason}',
  movedTo: 'Foto movida al lugar {n} de {total}',
  coverChosen: 'Foto {n} elegida como portada',
  photoRemoved: 'Foto quitada',
  someUploadsFailed:
    'Publicamos tu mate, pero algunas fotos no se subieron: acá te decimos cuáles y por qué.',
  notSentTitle: 'Estas fotos no se subieron:',
  notSent: '«{name}»: {reason}',
  retryNotSent: 'Volver a subirlas',
  // The gallery.
  galleryLabel: 'Fotos de {name}',
  /** What screen readers call the gallery (aria-roledescription). */
  galleryRole: 'carrusel',
  position: '{n} de {total}',
  previous: 'Foto anterior',
  next: 'Foto siguiente',
  openFullScreen: 'Ver en pantalla completa',
  fullScreenTitle: 'Fotos de {name}',
  close: 'Cerrar',
  // What the API refuses.
  tooMany: 'Un mate puede tener hasta {max} fotos: quitá una antes de agregar otra',
  photoNotFound: 'Esa foto no es de este mate',
  orderMismatch: 'El orden tiene que nombrar cada foto de este mate una sola vez',
});
