/**
 * The demo accounts: they sign in with one click on the development identity provider's page. Hosts are
 * the ones with demo mates (publishing makes them Anfitriones).
 */
/** Every demo account's address ends here (a domain of ours, so no real person has it). */
export const DEMO_EMAIL_DOMAIN = '@demo.ronda.app';

export const isDemoEmail = (email: string) => email.toLowerCase().endsWith(DEMO_EMAIL_DOMAIN);

export interface DemoPerson {
  email: string;
  name: string;
  publicName: string;
  city: string;
  bio: string;
  /** How long ago they joined: "Miembro desde" spreads over the last two years. */
  memberForDays: number;
  /** The demo operator: signs in to the console (/admin). */
  isAdmin?: boolean;
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    email: 'lucia@demo.ronda.app',
    name: 'Lucía Fernández',
    publicName: 'Lucía',
    city: 'Madrid',
    bio: 'Porteña en Madrid hace seis años. Presto mi equipo a quien extrañe la ronda de los domingos.',
    memberForDays: 690,
  },
  {
    email: 'martin@demo.ronda.app',
    name: 'Martín Gómez',
    publicName: 'Martín_BCN',
    city: 'Barcelona',
    bio: 'Cebador profesional de mates amargos. Tengo termo Stanley y yerba de sobra.',
    memberForDays: 610,
  },
  {
    email: 'sofia@demo.ronda.app',
    name: 'Sofía Ruiz',
    publicName: 'Sofi.Valencia',
    city: 'Valencia',
    bio: 'Rosarina en Valencia. Mates de calabaza curados con cariño.',
    memberForDays: 540,
  },
  {
    email: 'diego@demo.ronda.app',
    name: 'Diego Pereyra',
    publicName: 'Diego-Sur',
    city: 'Sevilla',
    bio: 'Entre Sevilla y Buenos Aires. Siempre hay un mate listo para compartir.',
    memberForDays: 450,
  },
  {
    email: 'camila@demo.ronda.app',
    name: 'Camila Torres',
    publicName: 'Cami Viajera',
    city: 'Bilbao',
    bio: 'Viajo por España con la mochila y sin termo. Gracias a Ronda nunca me falta un mate.',
    memberForDays: 330,
  },
  {
    email: 'joaquin@demo.ronda.app',
    name: 'Joaquín Álvarez',
    publicName: 'Joaco',
    city: 'Málaga',
    bio: 'Mochilero cordobés recorriendo Andalucía.',
    memberForDays: 210,
  },
  {
    email: 'equipo@demo.ronda.app',
    name: 'Equipo Ronda',
    publicName: 'Equipo Ronda',
    city: 'Madrid',
    bio: 'Cuidamos la comunidad: revisamos reportes y respondemos consultas.',
    memberForDays: 720,
    isAdmin: true,
  },
];
