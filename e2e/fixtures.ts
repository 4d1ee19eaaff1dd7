import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';
import { addDays, rentalToday } from '../src/shared/rental-dates';
import type { MateList } from '../src/shared/schemas/mates';
import { trackLayoutShifts } from './layout-shift';

/** A 1×1 PNG for map tiles: the tests stand in for the tile server, which is not ours. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Pages drawn by the server show before the app starts (src/web/boot.ts), and their buttons answer only
 * once it has: every page load waits for the app's mark (src/web/main.tsx) when the answer is a page.
 */
function waitForAppOnLoad(page: Page) {
  const started = async (response: Response | null) => {
    if (response?.headers()['content-type']?.startsWith('text/html')) await appStarted(page);
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => started(await goto(url, options));
  page.reload = async (options) => started(await reload(options));
}

/** Waits until the app has taken over the page (src/web/main.tsx marks it). */
export async function appStarted(page: Page) {
  await page.locator('html[data-app="started"]').waitFor({ state: 'attached' });
}

/**
 * Collects page errors, measures layout shifts per route and answers map tiles, for the fixture page and
 * any extra page a test opens; with JavaScript on, each page load waits for the app to start.
 */
async function prepare(page: Page, javaScriptEnabled = true) {
  if (javaScriptEnabled) waitForAppOnLoad(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
      errors.push(`console: ${message.text()}`);
  });
  await page.route('https://tiles.example.test/**', (route) =>
    route.fulfill({ body: TILE, contentType: 'image/png' }),
  );
  const { expectStableLayout } = await trackLayoutShifts(page);
  return { errors, expectStableLayout };
}

export const test = base.extend<{ page: Page; openPage: (options?: BrowserContextOptions) => Promise<Page> }>(
  {
    page: async ({ page, javaScriptEnabled }, use) => {
      const { errors, expectStableLayout } = await prepare(page, javaScriptEnabled);
      await use(page);
      await expectStableLayout();
      expect(errors, 'unexpected errors in the page').toEqual([]);
    },
    /** A second person: a page in its own browser context (own cookies, own geolocation). */
    openPage: async ({ browser }, use) => {
      const opened: Array<{ page: Page } & Awaited<ReturnType<typeof prepare>>> = [];
      await use(async (options) => {
        const context = await browser.newContext(options);
        const page = await context.newPage();
        opened.push({ page, ...(await prepare(page, options?.javaScriptEnabled)) });
        return page;
      });
      for (const { page, errors, expectStableLayout } of opened) {
        await expectStableLayout('the second page');
        await page.context().close();
        expect(errors, 'unexpected errors in the second page').toEqual([]);
      }
    },
  },
);

export { expect };

/** axe-core on the current page: no serious or critical violations. */
export async function expectAccessible(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious, 'axe: serious or critical violations').toEqual([]);
}

let counter = 0;
export const uniqueEmail = (prefix = 'e2e') =>
  `${prefix}.${Date.now().toString(36)}${++counter}${Math.random().toString(36).slice(2, 6)}@ejemplo.com`;

export const DEMO = {
  lucia: 'Lucía Fernández',
  martin: 'Martín Gómez',
  sofia: 'Sofía Ruiz',
  camila: 'Camila Torres',
  joaquin: 'Joaquín Álvarez',
} as const;

/** "Iniciar Sesión" in the top bar: a link to /auth that opens the login modal once the app runs. */
export const signInLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Iniciar Sesión' });

/**
 * Signs in through the login modal and the development identity provider (the same redirects as
 * Google): with a demo account's one-click button, or with any e-mail and an optional name. The modal
 * opens from the top bar's "Iniciar Sesión", or from `opener` (a page's own sign-in button). For the
 * tests about signing in; the others use signIn().
 */
export async function signInThroughModal(
  page: Page,
  who: { demo: string } | { email: string; name?: string },
  opener: Locator = signInLink(page),
) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Unite a la comunidad' });
  await dialog.getByRole('button', { name: 'Continuar con Google' }).click();
  await page.waitForURL(/\/oidc\/interaction\//);
  if ('demo' in who) {
    await page.getByRole('button', { name: who.demo }).click();
  } else {
    await page.getByLabel('Correo electrónico').fill(who.email);
    if (who.name) await page.getByLabel('Nombre', { exact: true }).fill(who.name);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  }
  await page.waitForURL(
    (url) =>
      !url.pathname.startsWith('/oidc') &&
      !url.pathname.startsWith('/api') &&
      url.pathname !== '/auth/callback',
  );
}

/**
 * Signs in over HTTP in the page's own browser context (page.request shares its cookies): the same
 * redirects, code exchange and callback as signInThroughModal, without loading the modal and the
 * provider's pages. A page already showing something is reloaded to show the person signed in; a
 * blank page stays blank, for the test's own first page load.
 */
export async function signIn(page: Page, who: { demo: string } | { email: string; name?: string }) {
  const origin = test.info().project.use.baseURL!;
  const started = await page.request.post('/api/auth/sign-in/oauth2', {
    headers: { origin },
    data: { providerId: 'google', callbackURL: '/auth/callback', errorCallbackURL: '/auth/callback' },
  });
  expect(started.status(), 'starting the sign-in').toBe(200);
  const { url } = (await started.json()) as { url: string };
  // Follows the provider's redirects to its interaction page, /oidc/interaction/:uid.
  const interaction = await page.request.get(url);
  const interactionPath = new URL(interaction.url()).pathname;
  expect(interactionPath).toMatch(/^\/oidc\/interaction\/[^/]+$/);
  const form =
    'demo' in who
      ? { email: demoEmail(await interaction.text(), who.demo) }
      : { email: who.email, ...(who.name ? { name: who.name } : {}) };
  // Through the provider's redirects and the callback, which sets the session cookie.
  const finished = await page.request.post(`${interactionPath}/login`, { form });
  expect(new URL(finished.url()).pathname, 'the sign-in ends on the callback').toBe('/auth/callback');
  const { user } = (await (await page.request.get('/api/session')).json()) as {
    user: { email: string } | null;
  };
  expect(user, 'signed in').not.toBeNull();
  if (page.url() !== 'about:blank') await page.reload();
}

/** The e-mail behind a demo account's one-click button on the provider's page. */
function demoEmail(interactionPage: string, name: string) {
  const button = new RegExp(
    `name="email" value="([^"]+)">\\s*<button class="demo" type="submit">${name}</button>`,
  );
  const email = button.exec(interactionPage)?.[1];
  if (!email) throw new Error(`no demo account named ${name} on the sign-in page`);
  return email;
}

/** The user menu's button, named "Menú de usuario: <name>, <role>". */
export const userMenu = (page: Page) => page.getByRole('button', { name: /^Menú de usuario: / });

/**
 * Signs in a brand-new person and registers them as /auth's "Completar registro" does (POST
 * /api/registration): a Viajero. The page is left as it was; the registration journey itself is
 * e2e/platform.spec.ts's.
 */
export async function signInAsNewTraveller(page: Page, publicName: string) {
  await signIn(page, { email: uniqueEmail(), name: publicName });
  const registered = await page.request.post('/api/registration', {
    data: { publicName, city: null, acceptTerms: true },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { user } = (await (await page.request.get('/api/session')).json()) as {
    user: { publicName: string; roleLabel: string } | null;
  };
  expect(user).toMatchObject({ publicName, roleLabel: 'Viajero' });
}

/** Where publishMateThroughForm() puts every mate (the place picker's Teruel); the demo has none there. */
export const TERUEL = { latitude: 40.3456, longitude: -1.10646 };

/**
 * An area (west,south,east,north, as the list's `zona` takes it) over Madrid, Sevilla, Málaga and
 * Granada: thirteen demo mates, each with a photo, and none that a test publishes (those stand in Teruel
 * and around Albacete). A list or map there looks the same however many mates other tests publish.
 */
export const DEMO_AREA = '-7,36,-3.2,41';

/**
 * A listed demo mate (the newest in DEMO_AREA), for a test that only reads one: the newest mate anywhere is
 * another test's, which that test may pause, hide or delete meanwhile.
 */
export async function demoMate(request: APIRequestContext) {
  const response = await request.get(`/api/mates?pageSize=1&bbox=${DEMO_AREA}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as MateList).mates[0]!;
}

/**
 * Where mates published through the API stand: around Albacete, where the demo has no mates and no test
 * searches, so they never crowd Teruel's lists or the map's groups. Each call takes a point of its own,
 * about a kilometre apart (the public point is a 500 m grid cell), a row per worker: no two share one.
 */
const API_MATES_AREA = { latitude: 38.9943, longitude: -1.8585 };
let apiMates = 0;
function apiMatePoint() {
  const row = apiMates++ % 40;
  const column = test.info().workerIndex % 40;
  return {
    latitude: Number((API_MATES_AREA.latitude + 0.01 * row).toFixed(6)),
    longitude: Number((API_MATES_AREA.longitude + 0.013 * column).toFixed(6)),
  };
}

/**
 * Publishes a mate straight through the API, as the signed-in page's person; returns its id. It costs
 * 4 € a day by default: the demo's few mates at 3 € or less stay the only ones at that price, which
 * mates.spec.ts and results-map.spec.ts count.
 */
export async function publishMateByApi(
  page: Page,
  name: string,
  { description = 'Calabaza curada y bombilla de alpaca.', pricePerDay = '4' } = {},
) {
  const response = await page.request.post('/api/mates', {
    multipart: {
      name,
      description,
      pricePerDay,
      location: JSON.stringify({
        label: 'Albacete, España',
        city: 'Albacete',
        country: 'España',
        ...apiMatePoint(),
      }),
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export async function photo() {
  const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c98a4b' } })
    .jpeg()
    .toBuffer();
  return { name: 'mate.jpg', mimeType: 'image/jpeg', buffer };
}

export async function pickPlace(page: Page, label: string, typed: string, option: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(typed);
  await page.getByRole('option', { name: option }).click();
  await expect(input).toHaveValue(option);
}

/** Publishes through /publicar as the signed-in page's person; ends on /mis-mates. */
export async function publishMateThroughForm(page: Page, name: string, withPhoto = true) {
  await page.goto('/publicar');
  await page.getByLabel('Nombre', { exact: true }).fill(name);
  await page.getByLabel('Descripción').fill('Calabaza curada, bombilla de alpaca y termo de un litro.');
  await page.getByLabel('Precio por día (€)').fill('4.5');
  await pickPlace(page, 'Ubicación', 'teruel', 'Teruel, España');
  if (withPhoto) await page.getByLabel('Foto').setInputFiles(await photo());
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(page.getByText('✅ Tu mate fue publicado con éxito.')).toBeVisible();
  await expect(page).toHaveURL('/mis-mates');
}

/** A day counted from today in Spain ("2026-12-03"), as the date inputs take it. */
export const spainDay = (offset: number) => addDays(rentalToday(new Date()), offset);

/** Fills the booking panel's "Desde" and "Hasta" with days counted from today. */
export async function chooseDays(page: Page, from: number, to: number) {
  await page.getByLabel('Desde', { exact: true }).fill(spainDay(from));
  await page.getByLabel('Hasta', { exact: true }).fill(spainDay(to));
}
