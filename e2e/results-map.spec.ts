import type { Page } from '@playwright/test';
import type { MateList } from '../src/shared/schemas/mates';
import { DEMO_AREA, expect, expectAccessible, signInAsNewTraveller, test } from './fixtures';
import { routeShift } from './layout-shift';

/** An area (west,south,east,north) around Granada, where only two demo mates are. */
const GRANADA = '-3.64,37.14,-3.55,37.22';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };

const resultsMap = (page: Page) => page.getByRole('region', { name: /^Mapa de resultados/ });
/** A single mate's marker (a group of them has no pressed state). */
const mateMarkers = (page: Page) => resultsMap(page).locator('.leaflet-marker-icon[aria-pressed]');
const groupMarkers = (page: Page) => resultsMap(page).locator('.leaflet-marker-icon:not([aria-pressed])');
const count = (page: Page) => page.getByText(/^\d+ mates?$|^Más de \d+ mates$/);
const resultsList = (page: Page) => page.getByRole('list', { name: 'Mates disponibles para alquilar' });
/** The map's code: Leaflet and the results map's own module. */
const isMapCode = (url: string) => /\/assets\/(leaflet|ResultsMap)-[^/]*\.js$/.test(url);

/**
 * The map's zoom once it stands still: the zoom of the tiles on top (their address is /{z}/{x}/{y}.png),
 * or null while a zoom is under way (Leaflet marks its pane until the zoom ends, with its moveend).
 */
async function settledZoom(page: Page) {
  return resultsMap(page).evaluate((map) => {
    if (map.querySelector('.leaflet-map-pane.leaflet-zoom-anim')) return null;
    const levels = [...map.querySelectorAll<HTMLElement>('.leaflet-tile-container')];
    const top = levels.sort((a, b) => Number(b.style.zIndex) - Number(a.style.zIndex))[0];
    const tile = top?.querySelector<HTMLImageElement>('img.leaflet-tile');
    return tile ? Number(new URL(tile.src).pathname.split('/')[1]) : null;
  });
}

/**
 * Opens groups until one mate's marker shows, and gives the one nearest the map's centre (never one at
 * the edge, under the header or clipped) with its name as the marker says it.
 */
async function firstMateMarker(page: Page) {
  for (let tries = 0; tries < 8 && (await mateMarkers(page).count()) === 0; tries += 1) {
    await groupMarkers(page).first().click();
  }
  const box = (await resultsMap(page).boundingBox())!;
  const titles = await mateMarkers(page).evaluateAll(
    (markers, centre) =>
      markers
        .map((marker) => {
          const { x, y, width, height } = marker.getBoundingClientRect();
          return {
            title: marker.getAttribute('title') ?? '',
            away: Math.hypot(x + width / 2 - centre.x, y + height / 2 - centre.y),
          };
        })
        .sort((a, b) => a.away - b.away)
        .map(({ title }) => title),
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  const title = titles[0]!;
  const marker = resultsMap(page).locator(`.leaflet-marker-icon[title="${title.replaceAll('"', '\\"')}"]`);
  // "Name, €8.00/día" or "Name, Gratis": the name is everything before the last comma.
  return { marker, name: title.slice(0, title.lastIndexOf(', ')) };
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('switches between Lista and Mapa, loading the map only when asked, and keeps the choice', async ({
    page,
  }) => {
    const mapCode: string[] = [];
    page.on('request', (request) => {
      if (isMapCode(request.url())) mapCode.push(request.url());
    });
    await page.goto('/mates');
    const views = page.getByRole('group', { name: 'Ver los resultados como' });
    const list = views.getByRole('button', { name: 'Lista' });
    const map = views.getByRole('button', { name: 'Mapa' });
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(resultsList(page).getByRole('article').first()).toBeVisible();
    await expect(resultsMap(page)).toHaveCount(0);
    // The list alone: no map code was fetched for it.
    expect(mapCode).toEqual([]);
    await expectAccessible(page);

    await map.click();
    await expect(page).toHaveURL(/vista=mapa/);
    await expect(map).toHaveAttribute('aria-pressed', 'true');
    await expect(resultsMap(page)).toBeVisible();
    await expect(resultsList(page)).toBeHidden();
    await expect(mateMarkers(page).or(groupMarkers(page)).first()).toBeVisible();
    expect(mapCode.length).toBeGreaterThan(0);

    // A reload keeps the map; back goes to the list.
    await page.reload();
    await expect(views.getByRole('button', { name: 'Mapa' })).toHaveAttribute('aria-pressed', 'true');
    await expect(resultsMap(page)).toBeVisible();
    await expect(mateMarkers(page).or(groupMarkers(page)).first()).toBeVisible();
    // The map's box was kept from the first paint: nothing moved as it loaded.
    expect(await routeShift(page, '/mates')).toBe(0);
    await page.goBack();
    await expect(page).not.toHaveURL(/vista=mapa/);
    await expect(resultsList(page).getByRole('article').first()).toBeVisible();
  });

  test('choosing a marker shows its card under the map', async ({ page }) => {
    // Granada's area: the demo's two mates there, away from the mates other tests publish.
    await page.goto(`/mates?vista=mapa&zona=${GRANADA}`);
    await expect(page.getByText('Elegí un mate en el mapa para ver su tarjeta.')).toBeVisible();
    await expect(mateMarkers(page).or(groupMarkers(page)).first()).toBeVisible();
    const { marker, name } = await firstMateMarker(page);
    await marker.click();
    await expect(marker).toHaveAttribute('aria-pressed', 'true');
    const chosen = page.getByRole('region', { name: 'Mate elegido en el mapa' });
    await expect(chosen.getByRole('heading', { name })).toBeVisible();
    // The card comes into view under the map, which is most of the screen.
    await expect(chosen.getByRole('link', { name: `Ver Detalles: ${name}` })).toBeInViewport();
    await expect(chosen.getByRole('link', { name: `Ver Detalles: ${name}` })).toBeVisible();
    await expectAccessible(page);
  });

  test('without tiles the map says so, and the list still works', async ({ page }) => {
    await page.route('https://tiles.example.test/**', (route) => route.abort());
    await page.goto('/mates?vista=mapa');
    await expect(page.getByRole('status').filter({ hasText: 'Mapa no disponible' })).toBeVisible();
    await page.getByRole('button', { name: 'Lista' }).click();
    await expect(resultsList(page).getByRole('article').first()).toBeVisible();
    await expect(count(page)).toBeVisible();
  });
});

test.describe('on a desktop', () => {
  test.use(DESKTOP);

  test('shows the map beside the list; a marker and a card choose each other', async ({ page }) => {
    // The demo's mates in four cities: the newest mates anywhere are other tests', crowded in two places.
    await page.goto(`/mates?zona=${DEMO_AREA}`);
    await expect(page.getByRole('group', { name: 'Ver los resultados como' })).toBeHidden();
    await expect(resultsList(page).getByRole('article').first()).toBeVisible();
    await expect(resultsMap(page)).toBeVisible();
    await expect(mateMarkers(page).or(groupMarkers(page)).first()).toBeVisible();
    expect(await routeShift(page, '/mates')).toBe(0);
    await expectAccessible(page);

    // A marker, by keyboard: its card in the list stands out.
    const { marker, name } = await firstMateMarker(page);
    await marker.focus();
    await page.keyboard.press('Enter');
    await expect(marker).toHaveAttribute('aria-pressed', 'true');
    const chosenCard = resultsList(page).locator('li[aria-current="true"]');
    await expect(chosenCard.getByRole('heading', { name })).toBeVisible();

    // Another card, by a click on it: its marker stands out, and the first one no longer does.
    const other = resultsList(page)
      .locator(':scope > li')
      .filter({ hasNot: page.getByRole('heading', { name, exact: true }) })
      .first();
    const otherName = (await other.getByRole('heading', { level: 3 }).textContent())!;
    await other.getByRole('heading', { level: 3 }).click();
    await expect(other).toHaveAttribute('aria-current', 'true');
    const otherMarker = resultsMap(page).locator(
      `.leaflet-marker-icon[aria-pressed="true"][title^="${otherName.replaceAll('"', '\\"')}, "]`,
    );
    await expect(otherMarker).toBeVisible();
    await expect(mateMarkers(page).and(page.locator('[aria-pressed="true"]'))).toHaveCount(1);
    await expectAccessible(page);
  });

  test('"Buscar en esta zona" after moving the map narrows the results to that area', async ({ page }) => {
    await signInAsNewTraveller(page, `Mapa ${Date.now().toString(36)}`);
    // Mates at 3 € a day or less: only the demo's (tests publish at more), so the counts here stay put
    // while other tests publish.
    await page.goto('/mates?precioMax=3');
    await expect(resultsMap(page)).toBeVisible();
    await expect(mateMarkers(page).or(groupMarkers(page)).first()).toBeVisible();
    const before = Number((await count(page).textContent())!.match(/\d+/)![0]);
    const searchHere = page.getByRole('button', { name: 'Buscar en esta zona' });
    // Fitting the results is the map's own move: nothing to search yet.
    await expect(searchHere).toHaveCount(0);

    // Closer in, by the zoom buttons: the view shrinks to a part of what it showed.
    // Each step waits until the map stands still at the next zoom: a zoom still under way when the area
    // is searched ends after it and offers "Buscar en esta zona" again (seen once under load).
    const zoomIn = resultsMap(page).getByRole('button', { name: 'Acercar' });
    for (let step = 0; step < 3; step += 1) {
      await expect.poll(() => settledZoom(page)).not.toBeNull();
      const zoom = (await settledZoom(page))!;
      await zoomIn.click();
      await expect.poll(() => settledZoom(page)).toBe(zoom + 1);
    }
    await expect(searchHere).toBeVisible();
    const answer = page.waitForResponse((response) => /\/api\/mates\?.*bbox=/.test(response.url()));
    await searchHere.click();
    const response = await answer;
    await expect(page).toHaveURL(/zona=/);
    await expect(searchHere).toHaveCount(0);
    const [west, south, east, north] = new URL(response.url()).searchParams
      .get('bbox')!
      .split(',')
      .map(Number) as [number, number, number, number];
    const narrowed = (await response.json()) as MateList;
    for (const { point } of narrowed.mates) {
      expect(point.latitude).toBeGreaterThanOrEqual(south);
      expect(point.latitude).toBeLessThanOrEqual(north);
      expect(point.longitude).toBeGreaterThanOrEqual(west);
      expect(point.longitude).toBeLessThanOrEqual(east);
    }
    expect(narrowed.total).toBeLessThan(before);
    await expect(page.getByText('Ves solo los mates de la zona que elegiste en el mapa.')).toBeVisible();
    await expect(
      count(page).or(page.getByRole('heading', { name: 'No hay mates en esta zona del mapa' })),
    ).toBeVisible();

    // The area survives a reload; "Quitar zona" searches everywhere again.
    await page.reload();
    await expect(page.getByText('Ves solo los mates de la zona que elegiste en el mapa.')).toBeVisible();
    await page.getByRole('button', { name: 'Quitar zona' }).click();
    await expect(page).not.toHaveURL(/zona=/);
    await expect(count(page)).toHaveText(`${before} mates`);
  });

  test('without tiles the map says so beside a list that still works', async ({ page }) => {
    await page.route('https://tiles.example.test/**', (route) => route.abort());
    await page.goto('/mates');
    await expect(page.getByRole('status').filter({ hasText: 'Mapa no disponible' })).toBeVisible();
    await expect(resultsList(page).getByRole('article').first()).toBeVisible();
    await expectAccessible(page);
  });
});
