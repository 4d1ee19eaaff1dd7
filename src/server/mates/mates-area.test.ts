import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MateDetail, MateList } from '../../shared/schemas/mates.js';
import { createTestApp, registeredUser, type TestApp, type TestUser } from '../testing/harness.js';
import { listMates, PLACES, publishMate } from '../testing/mates-fixtures.js';

/** Madrid and Getafe, not Málaga nor Valencia: west, south, east, north. */
const AROUND_MADRID = '-3.9,40.2,-3.5,40.6';

describe("the list's map: public points and the area in view", () => {
  let t: TestApp;
  let sofia: TestUser & { publicName: string };
  let lucia: TestUser & { publicName: string };
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    sofia = await registeredUser(t.app, 'Sofía Zona');
    lucia = await registeredUser(t.app, 'Lucía Zona');
    ids.madrid = (
      await publishMate(sofia, { name: 'Mate porteño', pricePerDay: '8', location: PLACES.madrid })
    ).id;
    ids.getafe = (
      await publishMate(lucia, { name: 'Mate del sur', pricePerDay: '3', location: PLACES.getafe })
    ).id;
    ids.malaga = (await publishMate(sofia, { name: 'Mate andaluz', location: PLACES.malaga })).id;
    ids.valencia = (await publishMate(lucia, { name: 'Mate levantino', location: PLACES.valencia })).id;
    const paused = await publishMate(sofia, { name: 'Mate pausado', location: PLACES.madrid });
    await sofia.request({ method: 'POST', url: `/api/mates/${paused.id}/pause` });
  });
  afterAll(() => t.close());

  const list = async (query: Record<string, string | number>, viewer?: TestUser) => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const response = viewer
      ? await viewer.request({ method: 'GET', url: `/api/mates?${search}` })
      : await listMates(t.app, query);
    expect(response.statusCode).toBe(200);
    return response.json() as MateList;
  };
  const names = async (query: Record<string, string | number>, viewer?: TestUser) =>
    (await list(query, viewer)).mates.map((mate) => mate.name).sort();

  it("gives each listed mate the detail map's public point, never the exact one", async () => {
    const { mates } = await list({});
    const { rows } = await t.db.pool.query<{ id: string; latitude: number; longitude: number }>(
      'SELECT id, latitude, longitude FROM mates',
    );
    for (const mate of mates) {
      const detail = (
        await t.app.inject({ method: 'GET', url: `/api/mates/${mate.id}` })
      ).json() as MateDetail;
      expect(mate.point).toEqual({ latitude: detail.area.latitude, longitude: detail.area.longitude });
      const exact = rows.find((row) => row.id === mate.id)!;
      expect(mate.point).not.toEqual({ latitude: exact.latitude, longitude: exact.longitude });
    }
    expect(mates).toHaveLength(4);
  });

  it('lists only the mates whose public point is inside the area, with their count', async () => {
    const inside = await list({ bbox: AROUND_MADRID });
    expect(inside.mates.map((mate) => mate.name).sort()).toEqual(['Mate del sur', 'Mate porteño']);
    expect(inside.total).toBe(2);
    for (const { point } of inside.mates) {
      expect(point.latitude).toBeGreaterThanOrEqual(40.2);
      expect(point.latitude).toBeLessThanOrEqual(40.6);
      expect(point.longitude).toBeGreaterThanOrEqual(-3.9);
      expect(point.longitude).toBeLessThanOrEqual(-3.5);
    }
    // The Atlantic off Portugal: nothing there.
    expect(await names({ bbox: '-12,38,-10,40' })).toEqual([]);
    // An empty value is no area at all.
    expect(await names({ bbox: '' })).toHaveLength(4);
  });

  it("keeps the page's other filters inside the area", async () => {
    expect(await names({ bbox: AROUND_MADRID, maxPrice: 5 })).toEqual(['Mate del sur']);
    expect(await names({ bbox: AROUND_MADRID, q: 'porteño' })).toEqual(['Mate porteño']);
    expect(await names({ bbox: AROUND_MADRID, mode: 'city', city: 'Málaga' })).toEqual([]);
    const nearSol = { lat: 40.4168, lng: -3.7038, mode: 'near', radius: 3 };
    expect(await names({ ...nearSol, bbox: AROUND_MADRID })).toEqual(['Mate porteño']);
  });

  it('decides by the public point, not the exact one', async () => {
    const { rows } = await t.db.pool.query<{ approx_latitude: number }>(
      'SELECT approx_latitude FROM mates WHERE id = $1',
      [ids.getafe],
    );
    const publicLatitude = rows[0]!.approx_latitude;
    // A thin strip around the public point's latitude holds Getafe; one just beside it does not.
    const strip = (south: number, north: number) => `-3.9,${south},-3.5,${north}`;
    expect(await names({ bbox: strip(publicLatitude - 0.0001, publicLatitude + 0.0001) })).toEqual([
      'Mate del sur',
    ]);
    expect(await names({ bbox: strip(publicLatitude + 0.0001, publicLatitude + 0.001) })).toEqual([]);
  });

  it('refuses a malformed area with a message in Spanish', async () => {
    const cases: Array<[string, RegExp]> = [
      ['madrid', /no es válida/],
      ['-3.9,40.2,-3.5', /no es válida/],
      ['-3.9,40.2,-3.5,40.6,1', /no es válida/],
      ['-3.9,40.2,-3.5,norte', /no es válida/],
      ['-3.9,40.2,,40.6', /no es válida/],
      ['1e2,40.2,-3.5,40.6', /no es válida/],
      ['-3.9,-95,-3.5,40.6', /se sale del mundo/],
      ['-190,40.2,-3.5,40.6', /se sale del mundo/],
      ['-3.9,40.6,-3.5,40.2', /al revés/],
      ['-3.5,40.2,-3.9,40.6', /al revés/],
      ['-3.5,40.2,-3.5,40.6', /al revés/],
    ];
    for (const [bbox, message] of cases) {
      const response = await listMates(t.app, { bbox });
      expect([bbox, response.statusCode]).toEqual([bbox, 400]);
      expect(response.json().fields.bbox).toMatch(message);
    }
    const repeated = await t.app.inject({
      method: 'GET',
      url: `/api/mates?bbox=${AROUND_MADRID}&bbox=1,2,3,4`,
    });
    expect(repeated.statusCode).toBe(400);
  });

  it('hides inside the area whatever the list hides: paused mates and hosts the viewer blocked', async () => {
    const viewer = await registeredUser(t.app, 'Bloqueadora Zona');
    const blocked = await viewer.request({
      method: 'POST',
      url: '/api/blocks',
      payload: { publicName: lucia.publicName },
    });
    expect(blocked.statusCode).toBeLessThan(300);
    expect(await names({ bbox: AROUND_MADRID }, viewer)).toEqual(['Mate porteño']);
    // Anyone else still sees both; nobody sees the paused one.
    expect(await names({ bbox: AROUND_MADRID })).toEqual(['Mate del sur', 'Mate porteño']);
  });
});
