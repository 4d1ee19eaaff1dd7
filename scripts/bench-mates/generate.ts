// Generated hosts and mates, spread over real cities in proportion to their people.
import { randomUUID } from 'node:crypto';
import type { GazetteerPlace } from '../../src/server/geo/gazetteer.js';
import { approximatePoint } from '../../src/server/mates/approximate-location.js';
import type { MatePlace } from '../../src/server/mates/mates.repo.js';
import { foldText } from '../../src/shared/text.js';
import { gaussian, pick, weightedPicker, type Random } from './random.js';
import { EXTRAS, FINISHES, FIRST_NAMES, MATE_KINDS, STREETS, SURNAMES } from './vocabulary.js';

const KM_PER_DEGREE = 111.32;

/**
 * A point around a city. The spread grows with the square root of the population (a city's area
 * grows with its people), so Madrid's mates reach its suburbs while a small town's stay close.
 */
function scatterAround(place: GazetteerPlace, random: Random) {
  const sigmaKm = Math.min(25, Math.max(1, 2 * Math.sqrt(place.population / 100_000)));
  const northKm = gaussian(random) * sigmaKm;
  const eastKm = gaussian(random) * sigmaKm;
  const latitude = place.latitude + northKm / KM_PER_DEGREE;
  const longitude = place.longitude + eastKm / (KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180));
  return { latitude, longitude };
}

export interface HostSeed {
  id: string;
  name: string;
  email: string;
  publicName: string;
  home: GazetteerPlace;
}

export function generateHosts(count: number, cities: readonly GazetteerPlace[], random: Random): HostSeed[] {
  // Hosts follow population, flattened (exponent 0.6) so the capitals do not swallow everyone.
  const pickCity = weightedPicker(cities, (city) => city.population ** 0.6);
  return Array.from({ length: count }, (_, index) => {
    const first = pick(FIRST_NAMES, random);
    const surname = pick(SURNAMES, random);
    const number = String(index + 1).padStart(4, '0');
    return {
      id: `bench-host-${number}`,
      name: `${first} ${surname}`,
      email: `anfitrion${number}@bench.ronda.local`,
      publicName: `${foldText(first)}${foldText(surname)}${number}`.slice(0, 30),
      home: pickCity(random),
    };
  });
}

export interface MateSeed extends MatePlace {
  id: string;
  hostId: string;
  name: string;
  description: string;
  price: number | null;
  imageKey: string | null;
  available: boolean;
  status: 'available' | 'inactive' | 'deleted';
  createdAt: string;
}

const DAY_MS = 86_400_000;

export function generateMate(host: HostSeed, now: number, random: Random): MateSeed {
  const id = randomUUID();
  const city = host.home.name;
  const point = scatterAround(host.home, random);
  const approx = approximatePoint(point.latitude, point.longitude);
  const roll = random();
  const status = roll < 0.94 ? 'available' : roll < 0.98 ? 'inactive' : 'deleted';
  const extras = [pick(EXTRAS, random), pick(EXTRAS, random)];
  return {
    id,
    hostId: host.id,
    name: `${pick(MATE_KINDS, random)} ${pick(FINISHES, random)}`,
    description: `${extras.join(' ')} Lo retirás cerca del centro de ${city}.`,
    price: random() < 0.15 ? null : Math.round(1 + random() * 11) + (random() < 0.5 ? 0.5 : 0),
    imageKey: random() < 0.7 ? `mates/${id}/${randomUUID()}` : null,
    available: status === 'available',
    status,
    location: `${pick(STREETS, random)} ${1 + Math.floor(random() * 120)}, ${city}`,
    city,
    latitude: point.latitude,
    longitude: point.longitude,
    approxLatitude: approx.latitude,
    approxLongitude: approx.longitude,
    createdAt: new Date(now - random() * 365 * DAY_MS).toISOString(),
  };
}
