/** Place names the server falls back to. */
export const geoServerMessages = {
  unknownCity: 'Ciudad desconocida',
  unknownCountry: 'País desconocido',
} as const;
