import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeSchema } from '../../shared/schemas/common.js';
import { freePort } from '../testing/harness.js';
import { createGeocoder } from './geocoder.js';

/** A Nominatim-compatible service on localhost that counts its requests. */
async function startNominatim(results: unknown[]) {
  const port = await freePort();
  const requests: URL[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(new URL(request.url!, `http://127.0.0.1:${port}`));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(results));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((r) => server.close(r)) };
}

const longAddress = `Calle de ${'Nuestra Señora del Buen Consejo '.repeat(8)}, 12, Madrid, España`;

describe('optional street-address geocoder', () => {
  let nominatim: Awaited<ReturnType<typeof startNominatim>>;
  beforeAll(async () => {
    nominatim = await startNominatim([
      {
        place_id: 7,
        lat: '40.4169',
        lon: '-3.7035',
        display_name: 'Calle Mayor, 1, Centro, Madrid, 28013, España',
        address: { city: 'Madrid', country: 'España' },
      },
      { place_id: 8, lat: '40.42', lon: '-3.70', display_name: longAddress, address: { town: 'Madrid' } },
    ]);
  });
  afterAll(() => nominatim.close());

  it('turns answers into suggestions a form can save, and asks once per text', async () => {
    const lookup = createGeocoder(nominatim.url);
    const places = await lookup('Calle Mayor', 5);
    expect(places[0]).toMatchObject({
      id: 'geocoder:7',
      label: 'Calle Mayor, 1, Centro, Madrid, 28013, España',
      city: 'Madrid',
      latitude: 40.4169,
      longitude: -3.7035,
      type: 'address',
    });
    // A very long address is cut so that picking it never fails validation.
    expect(longAddress.length).toBeGreaterThan(200);
    for (const place of places) expect(placeSchema.safeParse(place).success).toBe(true);

    await lookup('calle mayor', 5);
    expect(nominatim.requests).toHaveLength(1);
    expect(nominatim.requests[0]!.searchParams.get('countrycodes')).toBe('es,ar');
  });
});
