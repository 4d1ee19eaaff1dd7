import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { appStarted, DEMO, expect, expectAccessible, signIn, signInLink, test, userMenu } from './fixtures';

// The other specs block the service worker (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow' });
// In order, in one worker: one test puts a new version of the worker where the server serves it from.
test.describe.configure({ mode: 'default' });

/** The built worker the test server sends (playwright.config.ts runs the build from the project root). */
const WORKER_FILE = 'dist/web/sw.js';

/** Waits until the worker is active, then loads the page again so that it answers the page's requests. */
async function underWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
}

/** Every URL the worker's caches hold, by path. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

/**
 * A navigation the way a person makes one (typing an address, following a link from elsewhere). The
 * fixture's page.goto waits for the app to start, which the offline page never does.
 */
async function openAddress(page: Page, path: string) {
  await page.evaluate((to) => window.location.assign(to), path);
  await page.waitForURL(path);
}

test('the pages link the manifest, which names Ronda, its colours and icons of every size it lists', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#2f6b3a');

  const response = await page.request.get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    lang: string;
    theme_color: string;
    background_color: string;
    icons: Array<{ src: string; sizes: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({
    name: 'Ronda',
    short_name: 'Ronda',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'es',
    theme_color: '#2f6b3a',
    background_color: '#faf8f2',
  });
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.headers()['content-type']).toBe('image/png');
    const { width, height } = await sharp(await image.body()).metadata();
    expect(`${width}x${height}`).toBe(icon.sizes);
  }
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
});

/**
 * Chromium does not offer to install anything from a private window, which is what a test's context is:
 * this test opens a profile of its own.
 */
test('Chromium finds nothing that stops Ronda from being installed', async ({ launchOptions, baseURL }) => {
  const profile = mkdtempSync(join(tmpdir(), 'ronda-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const devtools = await context.newCDPSession(page);
    const manifest = await devtools.send('Page.getAppManifest');
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the worker is served fresh, registers on the first load, and offline a page says "Sin conexión"', async ({
  page,
}) => {
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');

  await page.goto('/');
  await underWorker(page);
  expect(await cachedPaths(page)).toEqual(expect.arrayContaining(['/offline.html', '/offline.js']));

  await page.context().setOffline(true);
  await openAddress(page, '/mates');
  await expect(page.getByRole('heading', { level: 1, name: 'Sin conexión' })).toBeVisible();
  await expect(page).toHaveTitle('Sin conexión · Ronda');
  const retry = page.getByRole('button', { name: 'Reintentar' });
  await expectAccessible(page);

  // Still offline: the same page again. Back online: the page asked for.
  const reloaded = page.waitForEvent('load');
  await retry.click();
  await reloaded;
  await expect(retry).toBeVisible();
  await page.context().setOffline(false);
  await retry.click();
  await appStarted(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mates disponibles para alquilar' }),
  ).toBeVisible();
});

test('no personal page or API answer is kept, and signing out empties the caches', async ({ page }) => {
  await page.goto('/');
  await signIn(page, { demo: DEMO.lucia });
  await underWorker(page);
  for (const path of ['/perfil', '/conversaciones', '/mates', '/']) {
    await page.goto(path);
    await expect(page.locator('main')).not.toBeEmpty();
  }
  const kept = await cachedPaths(page);
  expect(kept).toContain('/offline.html');
  // Only the offline page, its script and the app's content-hashed start-up scripts.
  for (const path of kept) expect(path).toMatch(/^\/(offline\.html|offline\.js|assets\/[\w-]+\.js)$/);

  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect(signInLink(page)).toBeVisible();
  expect(await page.evaluate(() => caches.keys())).toEqual([]);
});

test('a new version waits for "Actualizar", then takes over with one reload', async ({ page }) => {
  await page.goto('/');
  await underWorker(page);
  const [firstCache] = await page.evaluate(() => caches.keys());
  expect(firstCache).toMatch(/^ronda-shell-/);

  // The next deploy: the same worker with another build id (and so a cache of its own), in its place.
  const deployed = readFileSync(WORKER_FILE, 'utf8');
  writeFileSync(WORKER_FILE, deployed.replace(/"id":"(\w+)"/, '"id":"$1next"'));
  try {
    // The page someone is using: anything in it is lost if it reloads by itself.
    await page.evaluate(() => {
      (window as { inUse?: boolean }).inUse = true;
    });
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const notice = page.getByRole('status').filter({ hasText: 'Hay una versión nueva de Ronda' });
    await expect(notice).toBeVisible();
    expect(await page.evaluate(() => (window as { inUse?: boolean }).inUse)).toBe(true);
    await expectAccessible(page);

    let loads = 0;
    page.on('load', () => loads++);
    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: 'Actualizar' }).click();
    await reloaded;
    await appStarted(page);
    expect(await page.evaluate(() => (window as { inUse?: boolean }).inUse)).toBeUndefined();
    await expect(notice).toBeHidden();
    // The old version's cache is gone; the new one keeps its own.
    expect(await page.evaluate(() => caches.keys())).toEqual([`${firstCache}next`]);
    expect(loads).toBe(1);
  } finally {
    writeFileSync(WORKER_FILE, deployed);
  }
});
