/**
 * The demo mates: 30 kits over ten cities (nine in Spain and Buenos Aires), each with a drawn photo; a
 * few have several, so the gallery ("2 de 4", arrows, swipe, full screen) can be tried in the demo.
 */
export interface DemoMate {
  host: string; // a DemoPerson's e-mail
  city: string;
  name: string;
  description: string;
  price: number | null;
  /** How many drawn photos it has; one when left out. */
  photos?: number;
}

const LUCIA = 'lucia@demo.ronda.app';
const MARTIN = 'martin@demo.ronda.app';
const SOFIA = 'sofia@demo.ronda.app';
const DIEGO = 'diego@demo.ronda.app';

export const DEMO_MATES: readonly DemoMate[] = [
  {
    host: LUCIA,
    city: 'Madrid',
    name: 'Mate imperial de calabaza',
    description: 'Calabaza curada, virola de alpaca y bombilla pico de loro. Incluye termo de un litro.',
    price: 6,
  },
  {
    host: LUCIA,
    city: 'Madrid',
    name: 'Kit completo para la oficina',
    description: 'Mate de cerámica, bombilla de acero y termo con pico cebador. Ideal para jornadas largas.',
    price: 4.5,
  },
  {
    host: LUCIA,
    city: 'Madrid',
    name: 'Mate de madera de algarrobo',
    description: 'Liviano y resistente, perfecto para el Retiro. Te dejo también medio kilo de yerba.',
    price: null,
  },
  {
    host: LUCIA,
    city: 'Madrid',
    name: 'Mate camionero con termo Stanley',
    description:
      'El clásico: calabaza grande, bombilla gruesa y termo que mantiene el agua caliente todo el día.',
    price: 9,
  },
  {
    host: MARTIN,
    city: 'Barcelona',
    name: 'Mate torpedo de cuero',
    description:
      'Forrado en cuero, con bombilla de alpaca. Lo presto con yerba suave para quienes recién empiezan.',
    price: 5,
  },
  {
    host: MARTIN,
    city: 'Barcelona',
    name: 'Equipo playero',
    description: 'Mate de silicona irrompible, termo y matera. Para la Barceloneta sin miedo a la arena.',
    price: 3.5,
  },
  {
    host: MARTIN,
    city: 'Barcelona',
    name: 'Mate de vidrio con funda',
    description: 'Fácil de limpiar, sabor neutro. Incluye bombilla desarmable.',
    price: 4,
  },
  {
    host: MARTIN,
    city: 'Barcelona',
    name: 'Mate uruguayo de porongo',
    description: 'Calabaza grande estilo uruguayo, ideal para mates largos y amargos.',
    price: 7,
    photos: 4,
  },
  {
    host: SOFIA,
    city: 'Valencia',
    name: 'Mate de calabaza rosarino',
    description: 'Curado hace años, con bombilla de alpaca. Te lo presto con amor y con instrucciones.',
    price: null,
  },
  {
    host: SOFIA,
    city: 'Valencia',
    name: 'Kit para la Malvarrosa',
    description: 'Termo de 750 ml, mate de acero inoxidable y yerba con hierbas.',
    price: 4,
  },
  {
    host: SOFIA,
    city: 'Valencia',
    name: 'Mate de cerámica artesanal',
    description: 'Hecho a mano por una ceramista de Ruzafa. Para disfrutar despacito.',
    price: 5.5,
    photos: 3,
  },
  {
    host: DIEGO,
    city: 'Sevilla',
    name: 'Mate criollo con virola',
    description: 'Calabaza y virola trabajada. Incluye termo y una bolsa de yerba de Misiones.',
    price: 6.5,
    photos: 5,
  },
  {
    host: DIEGO,
    city: 'Sevilla',
    name: 'Equipo para el Parque de María Luisa',
    description: 'Matera de cuero, termo y mate de algarrobo. Todo listo para la tarde.',
    price: 5,
  },
  {
    host: DIEGO,
    city: 'Sevilla',
    name: 'Mate de acero térmico',
    description: 'No se calienta por fuera. Perfecto para el verano sevillano con agua no tan caliente.',
    price: 3,
  },
  {
    host: LUCIA,
    city: 'Málaga',
    name: 'Mate viajero plegable',
    description: 'Bombilla desarmable y mate de silicona que entra en cualquier mochila.',
    price: 2.5,
  },
  {
    host: DIEGO,
    city: 'Málaga',
    name: 'Kit completo para la playa de la Malagueta',
    description: 'Termo grande, mate camionero y yerba compuesta. Listo para compartir.',
    price: 6,
  },
  {
    host: DIEGO,
    city: 'Málaga',
    name: 'Mate de calabaza forrado',
    description: 'Forrado en cuero repujado, con bombilla de bronce.',
    price: 4.5,
  },
  {
    host: MARTIN,
    city: 'Bilbao',
    name: 'Mate para días de lluvia',
    description: 'Termo que conserva el calor ocho horas y mate de calabaza curado. Para el txirimiri.',
    price: 5,
  },
  {
    host: MARTIN,
    city: 'Bilbao',
    name: 'Mate de madera de palo santo',
    description: 'Aroma suave y bombilla pico de loro. Se presta con yerba despalada.',
    price: null,
  },
  {
    host: SOFIA,
    city: 'Granada',
    name: 'Mate con vista a la Alhambra',
    description: 'Mate de cerámica pintado a mano, termo y bombilla. Para subir al mirador de San Nicolás.',
    price: 4,
    photos: 3,
  },
  {
    host: SOFIA,
    city: 'Granada',
    name: 'Equipo estudiantil',
    description: 'Simple y barato: mate de vidrio, bombilla y termo chico.',
    price: 2,
  },
  {
    host: MARTIN,
    city: 'Zaragoza',
    name: 'Mate del Ebro',
    description: 'Calabaza curada y termo de acero. Ideal para el paseo por la ribera.',
    price: 4,
  },
  {
    host: MARTIN,
    city: 'Zaragoza',
    name: 'Kit de camping',
    description: 'Pava, termo, mate irrompible y yerba para el fin de semana.',
    price: 8,
  },
  {
    host: LUCIA,
    city: 'Palma',
    name: 'Mate isleño',
    description: 'Mate de madera y termo liviano para recorrer la isla.',
    price: 5,
  },
  {
    host: LUCIA,
    city: 'Palma',
    name: 'Equipo para el velero',
    description: 'Mate con base antideslizante y termo con tapa segura. Probado en alta mar.',
    price: 7.5,
  },
  {
    host: DIEGO,
    city: 'Buenos Aires',
    name: 'Mate porteño de calabaza',
    description: 'El de todos los días en Palermo. Con bombilla de alpaca y termo.',
    price: 3,
  },
  {
    host: DIEGO,
    city: 'Buenos Aires',
    name: 'Kit para la costanera',
    description: 'Matera, termo de un litro, mate camionero y bizcochitos de grasa (no incluidos).',
    price: 4,
  },
  {
    host: SOFIA,
    city: 'Buenos Aires',
    name: 'Mate imperial cincelado',
    description: 'Virola de alpaca cincelada a mano. Una joya para ocasiones especiales.',
    price: 12,
  },
  {
    host: SOFIA,
    city: 'Valencia',
    name: 'Mate de calabaza chico',
    description: 'Para mates cortos y amargos. Incluye bombilla de acero.',
    price: 2.5,
  },
  {
    host: LUCIA,
    city: 'Madrid',
    name: 'Mate de cerámica con termo eléctrico',
    description: 'Para quien trabaja desde casa: el termo eléctrico mantiene el agua a 80 grados.',
    price: 10,
  },
];
