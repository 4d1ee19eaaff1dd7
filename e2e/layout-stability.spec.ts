import type { Locator, Page, Request } from '@playwright/test';
import {
  appStarted,
  DEMO,
  DEMO_AREA,
  expect,
  expectAccessible,
  signIn,
  signInAsNewTraveller,
  test,
} from './fixtures';
import { LAYOUT_SHIFT_LIMIT, routeShift, trackLayoutShifts } from './layout-shift';

// Every test here also passes through the fixture's layout-shift check (LAYOUT_SHIFT_LIMIT per route):
// with the API held back, each page paints its loading state and would shift if that state were off.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

/**
 * Holds the API's answers back: from `hold` until `release` (the test has seen the loading state), and
 * each a while longer after that, so every later loading step is painted too.
 */
async function slowApi(page: Page) {
  let open = () => {};
  let gate = Promise.resolve();
  await page.route('**/api/**', async (route) => {
    await gate;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue().catch(() => undefined);
  });
  return {
    hold: () => void (gate = new Promise((resolve) => (open = resolve))),
    release: () => open(),
  };
}

/** Opens a route with its data held back: its loading state shows, then `ready` (the loaded page). */
async function openWhileLoading(
  page: Page,
  api: Awaited<ReturnType<typeof slowApi>>,
  path: string,
  ready: Locator,
) {
  api.hold();
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('main [aria-busy="true"]').first()).toBeAttached();
  api.release();
  await expect(ready).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/**
 * Opens a page the server draws: it arrives complete, with no loading state, even while every API
 * answer is held back (the browser asks for nothing to show it).
 */
async function openDrawnOnServer(
  page: Page,
  api: Awaited<ReturnType<typeof slowApi>>,
  path: string,
  ready: Locator,
) {
  api.hold();
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(ready).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  api.release();
}

const mateOf = async (page: Page, publicName: string) =>
  (await (await page.request.get(`/api/users/${encodeURIComponent(publicName)}`)).json()).mates[0] as {
    id: string;
    name: string;
  };

for (const [device, options] of [
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
] as const) {
  test.describe(`on ${device}`, () => {
    test.use(options);

    test('public pages keep their layout while their data loads', async ({ page }) => {
      test.slow(); // Every answer is held back on purpose.
      const mate = await mateOf(page, 'Lucía');
      const api = await slowApi(page);
      await openDrawnOnServer(page, api, '/', page.getByRole('list', { name: 'Últimos mates publicados' }));
      await openDrawnOnServer(page, api, '/mates', page.getByRole('article').first());
      await openDrawnOnServer(
        page,
        api,
        `/mates/${mate.id}`,
        page.getByRole('heading', { level: 1, name: mate.name }),
      );
      await openDrawnOnServer(page, api, '/u/Lucía', page.getByRole('heading', { level: 1, name: 'Lucía' }));
      await openWhileLoading(page, api, '/perfil', page.getByRole('heading', { name: 'Acceso Requerido' }));
    });

    test("a signed-in person's pages keep their layout while their data loads", async ({ page }) => {
      test.slow();
      await signIn(page, { demo: DEMO.martin });
      const mate = await mateOf(page, 'Lucía');
      const inbox = await (await page.request.get('/api/conversations')).json();
      const conversation = (inbox.conversations ?? inbox)[0] as { id: string };
      const api = await slowApi(page);
      await openWhileLoading(
        page,
        api,
        '/perfil',
        page.getByRole('heading', { level: 1, name: 'Martín_BCN' }),
      );
      await openWhileLoading(page, api, '/mis-mates', page.getByRole('list', { name: 'Mis mates' }));
      await openWhileLoading(page, api, '/conversations', page.getByRole('tablist'));
      await openWhileLoading(page, api, `/conversations/${conversation.id}`, page.getByRole('log'));
      await openDrawnOnServer(
        page,
        api,
        `/mates/${mate.id}`,
        page.getByRole('heading', { level: 1, name: mate.name }),
      );
      // What depends on who is looking came with the page, not after it.
      await expect(page.getByRole('button', { name: 'Escribile al anfitrión' })).toBeVisible();
      await expectAccessible(page);
    });

    test("a new person's /perfil sections stay put when they scroll down before their lists arrive", async ({
      page,
    }) => {
      test.slow();
      await signInAsNewTraveller(page, `Recién ${Date.now().toString(36)}`);
      for (const [path, empties] of [
        ['/perfil/reservas', ['No tienes reservas', 'No hay reservas recibidas']],
        ['/perfil/datos', ['No bloqueaste a nadie']],
      ] as const) {
        // The profile itself arrives; the section's lists (bookings, blocked people) are held back.
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        const lists = /\/api\/(bookings\/(mine|received)|blocks)(\?|$)/;
        await page.route(lists, async (route) => {
          await held;
          await route.continue().catch(() => undefined);
        });
        await page.goto(path);
        await expect(page.getByRole('navigation', { name: 'Secciones de tu perfil' })).toBeVisible();
        await expect(page.locator('main [aria-busy="true"]').first()).toBeAttached();
        await page.mouse.wheel(0, 5000);
        await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
        release();
        for (const empty of empties) await expect(page.getByText(empty)).toBeVisible();
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        await page.mouse.wheel(0, -2500);
        expect(await routeShift(page, path)).toBeLessThan(0.1);
        await page.unroute(lists);
      }
    });
  });
}

test('the measurement notices content pushed down after the first paint', async ({ browser }) => {
  // A page of its own, outside the fixture: this shift is made on purpose.
  const page = await browser.newPage();
  const { worstShifts } = await trackLayoutShifts(page);
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Once the app has started: hydrating would throw away a banner it did not draw.
  await appStarted(page);
  await page.evaluate(() => {
    const banner = document.createElement('div');
    banner.style.height = '300px';
    document.querySelector('main')!.prepend(banner);
  });
  await expect.poll(async () => (await worstShifts()).get('/faq') ?? 0).toBeGreaterThan(LAYOUT_SHIFT_LIMIT);
  await page.close();
});

test.describe('images', () => {
  test.use(DESKTOP);

  test('the first photo loads at once and first, the rest lazily, each from the rendition that fits', async ({
    page,
  }) => {
    // The demo's mates, each with a photo: mates other tests publish (some without one) are elsewhere.
    await page.goto(`/mates?zona=${DEMO_AREA}`);
    // The cards' <img> elements: a mate's stars are an image to assistive technology too.
    const photos = page.getByRole('list', { name: 'Mates disponibles para alquilar' }).locator('img');
    const first = photos.first();
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('srcset', /-400\.webp 400w, .*-1200\.webp 1200w$/);
    await expect(first).toHaveAttribute('sizes', /.+/);
    await expect(first).toHaveAttribute('width', '1200');
    await expect(first).toHaveAttribute('height', '900');
    const second = photos.nth(1);
    await expect(second).toHaveAttribute('loading', 'lazy');
    await expect(second).not.toHaveAttribute('fetchpriority');
    await expect(second).toHaveAttribute('srcset', /400w, .*1200w$/);

    const mate = await mateOf(page, 'Lucía');
    await page.goto(`/mates/${mate.id}`);
    const photo = page.getByRole('img', { name: mate.name, exact: true });
    await expect(photo).toHaveAttribute('loading', 'eager');
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await expect(photo).toHaveAttribute('srcset', /400w, .*1200w$/);
    // Loaded, it is the large rendition at this width.
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/-1200\.webp$/);
  });
});

test.describe('the map', () => {
  test.use(PHONE);

  test('loads its code only when scrolled near, in a box of its own size', async ({ page }) => {
    const mapCode: string[] = [];
    page.on('request', (request: Request) => {
      if (/\/assets\/MateMap-[^/]+\.js$/.test(request.url())) mapCode.push(request.url());
    });
    const mate = await mateOf(page, 'Lucía');
    await page.goto(`/mates/${mate.id}`);
    await expect(page.getByRole('heading', { level: 1, name: mate.name })).toBeVisible();
    const area = page.getByRole('region', { name: 'Zona aproximada del mate' });
    await expect(area).not.toBeInViewport();
    await page.waitForLoadState('networkidle');
    expect(mapCode, 'the map code before scrolling').toEqual([]);

    await area.scrollIntoViewIfNeeded();
    await expect(area.getByRole('region', { name: /^Mapa de la zona/ })).toBeVisible();
    expect(mapCode).toHaveLength(1);
    await expect(page.locator('.leaflet-interactive')).toHaveCount(1);
  });
});
