import { defineMessages } from '../i18n/define-messages.js';

/** The list's map (/mates): the Lista/Mapa switch, its markers and "Buscar en esta zona". */
export const mateMapMessages = defineMessages('mateMap', {
  viewLabel: 'Ver los resultados como',
  list: 'Lista',
  map: 'Mapa',
  mapLabel:
    'Mapa de resultados: usá las flechas para moverlo, + o - para acercar o alejar y Tab para llegar a cada mate',
  mateMarker: '{name}, {price}',
  cluster: '{count} mates juntos: elegí para acercar el mapa',
  searchArea: 'Buscar en esta zona',
  areaActive: 'Ves solo los mates de la zona que elegiste en el mapa.',
  clearArea: 'Quitar zona',
  chooseHint: 'Elegí un mate en el mapa para ver su tarjeta.',
  chosen: 'Mate elegido en el mapa',
  emptyArea: 'No hay mates en esta zona del mapa',
  emptyAreaBody: 'Mové o alejá el mapa y buscá de nuevo, o mirá todos los mates.',
});
