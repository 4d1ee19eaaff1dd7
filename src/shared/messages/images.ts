/** Images: choosing, uploading and showing them. */
export const imageMessages = {
  invalidImage: 'Por favor selecciona un archivo de imagen válido',
  tooLarge: 'La imagen debe ser menor a 5MB',
  uploadFailed: 'Error al subir imagen',
  noImage: 'Sin imagen',
} as const;
