import { defineMessages } from '../../i18n/define-messages.js';

/** Place names the server falls back to. */
export const geoServerMessages = defineMessages('geoServer', {
  unknownCity: 'Ciudad desconocida',
  unknownCountry: 'País desconocido',
});
