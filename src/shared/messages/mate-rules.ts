import { defineMessages } from '../i18n/define-messages.js';

/** The mate schemas' own errors (spec §3 and §4). */
export const mateRuleMessages = defineMessages('mateRule', {
  nameTooLong: 'El nombre no puede tener más de 100 caracteres',
  descriptionTooLong: 'La descripción no puede tener más de 500 caracteres',
  priceInvalid: 'El precio debe ser un número positivo',
  priceDecimals: 'El precio puede tener como mucho dos decimales.',
  priceTooHigh: 'El precio no puede superar los 99999.99 €',
  locationRequired: 'Elegí una ubicación de la lista o usá tu ubicación',
  needLocationForDistance: 'Necesitamos tu ubicación para ordenar por distancia',
  needLocationForNear: 'Necesitamos tu ubicación para buscar mates cerca tuyo',
  cityRequired: 'Elegí una ciudad de la lista',
  areaInvalid: 'La zona del mapa no es válida: mandá oeste, sur, este y norte en grados, separados por comas',
  areaOutOfRange: 'La zona del mapa se sale del mundo: latitudes entre -90 y 90, longitudes entre -180 y 180',
  areaBackwards: 'La zona del mapa está al revés: el sur va antes que el norte y el oeste antes que el este',
});
