import { PLACE_QUERY_MIN_LENGTH, PLACE_SUGGESTIONS, POPULAR_PLACES } from '../../shared/constants.js';
import { messages } from '../messages/catalogue.js';
import type { PlaceSuggestion, ReverseGeocode } from '../../shared/schemas/places.js';
import { countryName, type Gazetteer, type GazetteerPlace } from './gazetteer.js';
import type { AddressLookup } from './geocoder.js';

function toSuggestion(place: GazetteerPlace): PlaceSuggestion {
  const country = countryName(place.country);
  return {
    id: place.id,
    label: `${place.name}, ${country}`,
    city: place.name,
    country,
    latitude: place.latitude,
    longitude: place.longitude,
    type: 'city',
    fullAddress: `${place.name}, ${country}`,
    lastKnownCity: place.name,
  };
}

export function createGeoService({
  gazetteer,
  lookupAddress,
  log,
}: {
  gazetteer: Gazetteer;
  lookupAddress?: AddressLookup;
  log: { warn(obj: object, msg: string): void };
}) {
  return {
    /** Spec §9: from 2 characters, 5 suggestions; below that, the first 8 popular cities. */
    async suggest(text: string, type: 'city' | 'address'): Promise<PlaceSuggestion[]> {
      if (text.trim().length < PLACE_QUERY_MIN_LENGTH) {
        return gazetteer.popularCities(POPULAR_PLACES).map(toSuggestion);
      }
      if (type === 'address' && lookupAddress) {
        try {
          const found = await lookupAddress(text, PLACE_SUGGESTIONS);
          if (found.length > 0) return found;
        } catch (error) {
          // Offline or failing geocoder: the embedded gazetteer still answers.
          log.warn({ err: error }, 'geocoder failed');
        }
      }
      return gazetteer.search(text, PLACE_SUGGESTIONS).map(toSuggestion);
    },

    reverse(latitude: number, longitude: number): ReverseGeocode {
      const place = gazetteer.nearest(latitude, longitude);
      return place
        ? { city: place.name, country: countryName(place.country), latitude, longitude }
        : { city: messages.geo.unknownCity, country: messages.geo.unknownCountry, latitude, longitude };
    },
  };
}

export type GeoService = ReturnType<typeof createGeoService>;
