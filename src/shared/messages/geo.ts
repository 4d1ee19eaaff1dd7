import { defineMessages } from '../i18n/define-messages.js';

/** Finding a place: the browser location and the address search. */
export const geoMessages = defineMessages('geo', {
  permissionDenied: 'Permiso de ubicación denegado',
  unavailable: 'Ubicación no disponible',
  timeout: 'Tiempo de espera agotado',
  unknownError: 'Error desconocido',
  unsupported: 'Geolocalización no soportada por este navegador',
  permissionRequestFailed: 'Error al solicitar permisos de geolocalización',
  searching: 'Buscando direcciones...',
  searchFailed: 'Error al buscar direcciones',
  noResults: 'No se encontraron direcciones',
  useMyLocation: 'Usar mi ubicación',
  locating: 'Obteniendo ubicación...',
  /** The browser refused or could not give the position: the way on is a place typed by hand. */
  couldNotLocate: 'No pudimos usar tu ubicación. Escribí una ciudad o una dirección.',
});
