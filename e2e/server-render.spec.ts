import type { Page } from '@playwright/test';
import {
  DEMO,
  demoMate,
  expect,
  expectAccessible,
  publishMateThroughForm,
  signIn,
  signInAsNewTraveller,
  signInLink,
  test,
} from './fixtures';

interface Listed {
  mates: Array<{ id: string; name: string; host: { publicName: string | null } }>;
}

/** API reads the page makes after it arrives (the server already sent their answers). */
function countApiReads(page: Page) {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/') && url.pathname !== '/api/events')
      reads.push(url.pathname + url.search);
  });
  return reads;
}

/** Content Security Policy violations the page reports (an eval probe, an inline script). */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the public pages arrive drawn, with their data, head and status', async ({ page, request }) => {
    const { mates } = (await (await request.get('/api/mates?pageSize=3')).json()) as Listed;
    const mate = mates[0]!;
    const host = mate.host.publicName!;

    const home = await page.goto('/');
    expect(home?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const listed of mates) await expect(page.getByRole('heading', { name: listed.name })).toBeVisible();

    const list = await page.goto('/mates?q=mate');
    expect(list?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Mates disponibles para alquilar' }),
    ).toBeVisible();
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/mates$/);
    await expect(page.locator('meta[name=description]')).toHaveAttribute(
      'content',
      /^Encontrá un equipo de mate/,
    );

    const detail = await page.goto(`/mates/${mate.id}`);
    expect(detail?.status()).toBe(200);
    expect(detail?.headers()['cache-control']).toContain('s-maxage');
    await expect(page.getByRole('heading', { level: 1, name: mate.name })).toBeVisible();
    await expect(page).toHaveTitle(`${mate.name} · Ronda`);
    await expect(page.locator('meta[name=description]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `${mate.name} · Ronda`,
    );
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
      'href',
      new RegExp(`/mates/${mate.id}$`),
    );
    const product = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { '@type': string; name: string; offers: { '@type': string; priceCurrency: string } };
    expect(product).toMatchObject({ '@type': 'Product', name: mate.name });
    expect(product.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR' });

    const profile = await page.goto(`/u/${encodeURIComponent(host)}`);
    expect(profile?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(host);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'profile');

    const faq = await page.goto('/faq');
    expect(faq?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Preguntas Frecuentes' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-AR');
    await expect(page.locator('meta[name=description]')).toHaveAttribute(
      'content',
      /^Todo lo que necesitás saber/,
    );
    // The answers are in the HTML, closed: a search engine reads them, the page shows the questions.
    const answer = page.getByText('Usar Ronda es gratis', { exact: false });
    await expect(answer).toBeAttached();
    await expect(answer).toBeHidden();
  });

  test('unknown mates, people and pages answer 404 with their own words', async ({ page }) => {
    const mate = await page.goto('/mates/00000000-0000-4000-8000-000000000000');
    expect(mate?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Mate no encontrado' })).toBeVisible();
    expect((await page.goto('/mates/no-es-un-id'))?.status()).toBe(404);
    const person = await page.goto('/u/nadie-con-este-nombre');
    expect(person?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Usuario no encontrado' })).toBeVisible();
    const other = await page.goto('/no-existe');
    expect(other?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeVisible();
    // Search engines leave out what is not there; real pages name their canonical address instead.
    for (const path of [
      '/mates/00000000-0000-4000-8000-000000000000',
      '/u/nadie-con-este-nombre',
      '/no-existe',
    ]) {
      await page.goto(path);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    }
    await page.goto('/faq');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/faq$/);
  });
});

test('a public page hydrates without asking for its data again, within the CSP', async ({
  page,
  request,
}) => {
  const mate = await demoMate(request);
  const violations = await watchCsp(page);
  const reads = countApiReads(page);

  for (const path of [
    '/',
    '/mates',
    `/mates/${mate.id}`,
    `/u/${encodeURIComponent(mate.host.publicName!)}`,
    '/faq',
  ]) {
    reads.length = 0;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Hydrated: the page answers clicks (the login modal opens from the top bar).
    await signInLink(page).click();
    await expect(page.getByRole('dialog', { name: 'Unite a la comunidad' })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(reads, `API reads after ${path} arrived`).toEqual([]);
  }
  await expectAccessible(page);
  expect(await violations()).toEqual([]);
});

test('a signed-in person gets their own page, kept out of shared caches', async ({ page }) => {
  await signIn(page, { demo: DEMO.lucia });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const reads = countApiReads(page);
  const answer = await page.goto('/mates');
  expect(answer?.headers()['cache-control']).toBe('private, no-cache');
  expect(await answer?.text()).toContain(DEMO.lucia.split(' ')[0]);
  await page.waitForLoadState('networkidle');
  // The notification bell and the event stream are the signed-in extras; the list and session are not asked again.
  expect(reads.filter((path) => path.startsWith('/api/mates') || path === '/api/session')).toEqual([]);
});

test('a paused mate leaves the sitemap; a deleted one answers 404 to its link', async ({ page, request }) => {
  const name = `Mate pausable ${Date.now().toString(36)}`;
  await signInAsNewTraveller(page, `Pausa ${Date.now().toString(36)}`);
  await publishMateThroughForm(page, name, false);
  const { mates } = (await (await page.request.get('/api/me/mates')).json()) as Listed;
  const id = mates.find((mate) => mate.name === name)!.id;
  expect((await request.get(`/mates/${id}`)).status()).toBe(200);
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/mates/${id}<`);

  expect((await page.request.post(`/api/mates/${id}/pause`)).ok()).toBe(true);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/mates/${id}<`);

  expect((await page.request.delete(`/api/mates/${id}`)).ok()).toBe(true);
  const deleted = await request.get(`/mates/${id}`);
  expect(deleted.status()).toBe(404);
  expect(await deleted.text()).toContain('Mate no encontrado');
});

test('the page paints before the app loads, and a tap made meanwhile is answered once it starts', async ({
  browser,
}) => {
  // A page of its own, outside the fixture (which waits for the app after each load).
  const page = await browser.newPage();
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  const appScripts: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    if (!route.request().url().includes('/assets/boot-')) {
      appScripts.push(route.request().url());
      await appHeld;
    }
    await route.continue();
  });
  await page.goto('/faq', { waitUntil: 'domcontentloaded' });
  // The page is drawn, its stylesheet inside it; the app has not started.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
  await expect.poll(() => appScripts.length).toBeGreaterThan(0);
  expect(await page.locator('html').getAttribute('data-app')).toBeNull();

  // The contact form's button: the browser's own submission would leave the page.
  await page.getByRole('button', { name: 'Enviar consulta' }).click();
  await expect(page.getByText('Campo obligatorio')).toHaveCount(0);
  releaseApp();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  await expect(page.getByText('Campo obligatorio').first()).toBeVisible();
  await expect(page).toHaveURL('/faq');
  await page.close();
});
