import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import {
  test as base,
  expect,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';
import { addDays, rentalToday } from '../src/shared/rental-dates';
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
 * opens from the top bar's "Iniciar Sesión", or from `opener` (a page's own sign-in button).
 */
export async function signIn(
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

/** The user menu's button, named "Menú de usuario: <name>, <role>". */
export const userMenu = (page: Page) => page.getByRole('button', { name: /^Menú de usuario: / });

/** Signs in a brand-new person and completes /auth registration: a Viajero. */
export async function signInAsNewTraveller(page: Page, publicName: string) {
  await page.goto('/');
  await signIn(page, { email: uniqueEmail(), name: publicName });
  await page.goto('/auth');
  await page.getByLabel('Nombre público').fill(publicName);
  await page.getByLabel('Acepto los Términos de Servicio y la Política de Privacidad').check();
  await page.getByRole('button', { name: 'Completar registro' }).click();
  await expect(userMenu(page)).toHaveAccessibleName(`Menú de usuario: ${publicName}, Viajero`);
}

export const TERUEL = { latitude: 40.3456, longitude: -1.10646 };

/** Publishes a mate straight through the API, as the signed-in page's person; returns its id. */
export async function publishMateByApi(
  page: Page,
  name: string,
  { description = 'Calabaza curada y bombilla de alpaca.', pricePerDay = '3' } = {},
) {
  const response = await page.request.post('/api/mates', {
    multipart: {
      name,
      description,
      pricePerDay,
      location: JSON.stringify({
        label: 'Teruel, España',
        city: 'Teruel',
        country: 'España',
        latitude: TERUEL.latitude,
        longitude: TERUEL.longitude,
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
