import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness.js';

describe('places without network', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const suggest = async (q: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/places?q=${encodeURIComponent(q)}` })).json()
      .places as Array<{
      city: string;
      country: string;
      label: string;
    }>;

  it('suggests the 8 popular cities below 2 characters', async () => {
    const places = await suggest('m');
    expect(places.map((p) => p.city)).toEqual([
      'Madrid',
      'Barcelona',
      'Valencia',
      'Sevilla',
      'Málaga',
      'Bilbao',
      'Granada',
      'Zaragoza',
    ]);
  });

  it('finds 5 places accent- and case-insensitively, most populated first', async () => {
    expect(await suggest('mal')).toHaveLength(5);
    const places = await suggest('MALAGA');
    expect(places[0]).toMatchObject({ city: 'Málaga', country: 'España', label: 'Málaga, España' });
    expect((await suggest('cordoba')).map((p) => p.label)).toEqual(
      expect.arrayContaining(['Córdoba, Argentina', 'Córdoba, España']),
    );
    expect((await suggest('buenos'))[0]!.city).toBe('Buenos Aires');
  });

  it('reverse-geocodes to the nearest place, or says it does not know', async () => {
    const valencia = await t.app.inject({
      method: 'GET',
      url: '/api/places/reverse?lat=39.4699&lng=-0.3763',
    });
    expect(valencia.json()).toMatchObject({ city: 'Valencia', country: 'España' });
    const atlantic = await t.app.inject({ method: 'GET', url: '/api/places/reverse?lat=40&lng=-30' });
    expect(atlantic.json()).toMatchObject({ city: 'Ciudad desconocida', country: 'País desconocido' });
  });

  it('keeps the popular list to Spanish cities and Buenos Aires', () => {
    const popular = t.app.services.gazetteer.popularCities(100);
    expect(popular.find((place) => place.name === 'Córdoba')?.country).toBe('ES');
    expect(popular.filter((place) => place.country !== 'ES').map((place) => place.name)).toEqual([
      'Buenos Aires',
    ]);
  });
});
