import type { Page } from '@playwright/test';
import { expect, expectAccessible, pickPlace, signInAsNewTraveller, spainDay, test } from './fixtures';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const COULD_NOT_LOCATE = 'No pudimos usar tu ubicación. Escribí una ciudad o una dirección.';
const BACKWARDS = 'La fecha "Hasta" tiene que ser igual o posterior a "Desde"';

const count = (page: Page) => page.getByText(/^\d+ mates?$|^Más de \d+ mates$/);
const cards = (page: Page) =>
  page.getByRole('list', { name: 'Mates disponibles para alquilar' }).getByRole('article');

for (const [size, device] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`on a ${size}`, () => {
    test.use(device);

    test('a refused location says so and puts focus on the city field', async ({ page }) => {
      // No permission granted: the browser refuses the position.
      await signInAsNewTraveller(page, `Sin GPS ${Date.now().toString(36)}`);
      await page.goto('/mates');
      let filters = page.getByRole('form', { name: 'Filtrar mates' });
      if (size === 'phone') {
        await page.getByRole('button', { name: 'Filtros' }).click();
        filters = page.getByRole('dialog', { name: 'Filtros' });
      }
      await filters.getByRole('button', { name: 'Cerca de mí' }).click();
      await filters.getByRole('button', { name: 'Aplicar filtros' }).click();
      await expect(filters.getByRole('alert')).toHaveText(COULD_NOT_LOCATE);
      await expect(filters.getByRole('combobox', { name: 'Ciudad' })).toBeFocused();
      await expect(filters.getByRole('button', { name: 'Buscar por ciudad' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page).toHaveURL(/\/mates$/);
      await expectAccessible(page);
      // The way on works from there: a city typed and picked.
      await pickPlace(page, 'Ciudad', 'teruel', 'Teruel, España');
      await filters.getByRole('button', { name: 'Aplicar filtros' }).click();
      await expect(page).toHaveURL(/mode=city&city=Teruel/);
      await expect(page.getByText(COULD_NOT_LOCATE)).toHaveCount(0);
    });

    test('the home search leads to the list with the place and the days applied', async ({ page }) => {
      await page.goto('/');
      const search = page.getByRole('form', { name: 'Buscá un mate' });
      await expect(search.getByRole('combobox', { name: '¿Dónde?' })).toBeVisible();
      await expect(search.getByRole('group', { name: 'Fechas' })).toBeVisible();
      await expectAccessible(page);
      // Days that cannot go together are said there, and nothing is searched.
      await search.getByLabel('Desde', { exact: true }).fill(spainDay(5));
      await search.getByLabel('Hasta', { exact: true }).fill(spainDay(3));
      await search.getByRole('button', { name: 'Buscar mates' }).click();
      await expect(search.getByLabel('Hasta', { exact: true })).toHaveAccessibleDescription(BACKWARDS);
      await expect(search.getByLabel('Hasta', { exact: true })).toBeFocused();
      await expect(page).toHaveURL(/\/$/);

      await pickPlace(page, '¿Dónde?', 'teruel', 'Teruel, España');
      await search.getByLabel('Hasta', { exact: true }).fill(spainDay(6));
      await expect(search.getByText(BACKWARDS)).toHaveCount(0);
      await search.getByRole('button', { name: 'Buscar mates' }).click();
      await expect(page).toHaveURL(
        new RegExp(`/mates\\?mode=city&city=Teruel&desde=${spainDay(5)}&hasta=${spainDay(6)}$`),
      );
      await expect(
        page.getByRole('heading', { level: 1, name: 'Mates disponibles para alquilar' }),
      ).toBeVisible();
      // Teruel's mates free on those days, or the filtered empty state (the demo has none there).
      await expect(
        count(page).or(page.getByRole('heading', { name: 'Ningún mate coincide con tus filtros' })),
      ).toBeVisible();
      if (size === 'desktop') {
        // The list's own filters show what applies.
        const filters = page.getByRole('form', { name: 'Filtrar mates' });
        await expect(filters.getByLabel('Desde', { exact: true })).toHaveValue(spainDay(5));
        await expect(filters.getByLabel('Hasta', { exact: true })).toHaveValue(spainDay(6));
        await expect(filters.getByRole('combobox', { name: 'Ciudad' })).toHaveValue('Teruel');
      }
    });

    test('backwards days in the address are said to be wrong, and none apply', async ({ page }) => {
      await page.goto(`/mates?desde=${spainDay(14)}&hasta=${spainDay(12)}`);
      await expect(count(page)).toBeVisible();
      if (size === 'phone') {
        // The filters wait in their closed panel: what is wrong shows under its button.
        await expect(page.getByRole('alert').filter({ hasText: BACKWARDS })).toBeVisible();
      } else {
        const filters = page.getByRole('form', { name: 'Filtrar mates' });
        await expect(filters.getByText(BACKWARDS)).toBeVisible();
        // As written, to be put right.
        await expect(filters.getByLabel('Desde', { exact: true })).toHaveValue(spainDay(14));
        await expect(filters.getByLabel('Hasta', { exact: true })).toHaveValue(spainDay(12));
      }
      await expect(page.getByText('Sin fechas, ves los mates libres hoy.')).toHaveCount(0);
      // No days apply: the list is today's.
      const today = (await (await page.request.get('/api/mates?pageSize=1')).json()) as { total: number };
      await expect(count(page)).toHaveText(
        today.total === 1 ? '1 mate' : new RegExp(`^(${today.total} mates|Más de \\d+ mates)$`),
      );
      await expectAccessible(page);
    });
  });
}

test.describe('on a desktop', () => {
  test.use(DESKTOP);

  test('days typed backwards are said to be wrong, beside the results of the days applied', async ({
    page,
  }) => {
    await signInAsNewTraveller(page, `Fechas al revés ${Date.now().toString(36)}`);
    await page.goto(`/mates?desde=${spainDay(3)}&hasta=${spainDay(5)}`);
    const filters = page.getByRole('form', { name: 'Filtrar mates' });
    await filters.getByLabel('Hasta', { exact: true }).fill(spainDay(2));
    await expect(filters.getByText(BACKWARDS)).toBeVisible();
    await expect(page.getByText('Sin fechas, ves los mates libres hoy.')).toHaveCount(0);
    await filters.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(page).toHaveURL(new RegExp(`desde=${spainDay(3)}&hasta=${spainDay(5)}$`));
    await expect(filters.getByLabel('Hasta', { exact: true })).toHaveAccessibleDescription(BACKWARDS);
    // Said once, under the field.
    await expect(filters.getByText(BACKWARDS)).toHaveCount(1);
  });

  test.describe('with the location shared once', () => {
    test.use({
      // Madrid, where the demo's mates are.
      geolocation: { latitude: 40.4168, longitude: -3.7038 },
      permissions: ['geolocation'],
    });

    test('a reload and a new search near me use it again without asking', async ({ page, context }) => {
      await signInAsNewTraveller(page, `Con GPS ${Date.now().toString(36)}`);
      await page.goto('/mates');
      const filters = page.getByRole('form', { name: 'Filtrar mates' });
      await filters.getByRole('button', { name: 'Cerca de mí' }).click();
      await filters.getByRole('button', { name: 'Aplicar filtros' }).click();
      await expect(page).toHaveURL(/mode=near&radius=3$/);
      // From now on the browser would refuse: only the position kept for the visit can answer.
      await context.clearPermissions();
      await page.reload();
      await expect(count(page)).toBeVisible();
      await filters.getByLabel('Distancia máxima').selectOption('10');
      await filters.getByRole('button', { name: 'Aplicar filtros' }).click();
      await expect(page).toHaveURL(/mode=near&radius=10$/);
      await expect(count(page)).toBeVisible();
      await expect(page.getByText(COULD_NOT_LOCATE)).toHaveCount(0);
      await expect(page.getByText('Permiso de ubicación denegado')).toHaveCount(0);
    });
  });

  test('"Cargar más mates" loads in place, and the address keeps what was loaded', async ({ page }) => {
    await page.goto('/mates');
    await expect(cards(page)).toHaveCount(12);
    const more = page.getByRole('link', { name: 'Cargar más mates' });
    await expect(more).toHaveAttribute('href', '/mates?pagina=2');
    await more.click();
    await expect(page).toHaveURL(/\/mates\?pagina=2$/);
    // The address changes as the next page is asked for; its cards come after.
    await expect(cards(page).nth(12)).toBeVisible();
    const shown = await cards(page).count();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.reload();
    await expect(cards(page)).toHaveCount(shown);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [size, device] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test.describe(`on a ${size}`, () => {
      test.use(device);

      test('the filters are a plain search that keeps what was typed', async ({ page }) => {
        await page.goto('/mates');
        const filters = page.getByRole('form', { name: 'Filtrar mates' });
        await filters.getByLabel('Buscar', { exact: true }).fill('mate');
        await filters.getByLabel('Desde', { exact: true }).fill(spainDay(4));
        await filters.getByLabel('Hasta', { exact: true }).fill(spainDay(6));
        await filters.getByLabel('Precio máximo por día').fill('6');
        await filters.getByRole('button', { name: 'Aplicar filtros' }).click();
        await expect(page).toHaveURL(/\/mates\?q=mate&/);
        await expect(filters.getByLabel('Buscar', { exact: true })).toHaveValue('mate');
        await expect(filters.getByLabel('Desde', { exact: true })).toHaveValue(spainDay(4));
        await expect(filters.getByLabel('Hasta', { exact: true })).toHaveValue(spainDay(6));
        await expect(filters.getByLabel('Precio máximo por día')).toHaveValue('6');
        const total = (
          (await (
            await page.request.get(
              `/api/mates?pageSize=1&q=mate&from=${spainDay(4)}&to=${spainDay(6)}&maxPrice=6`,
            )
          ).json()) as { total: number }
        ).total;
        await expect(count(page)).toHaveText(total === 1 ? '1 mate' : `${total} mates`);
      });
    });
  }

  test('"Cargar más mates" is a link to the next page', async ({ page }) => {
    await page.goto('/mates');
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole('link', { name: 'Cargar más mates' }).click();
    await expect(page).toHaveURL(/\/mates\?pagina=2$/);
    expect(await cards(page).count()).toBeGreaterThan(12);
  });

  test('the home search reaches the list with the place typed and the days', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('form', { name: 'Buscá un mate' });
    await search.getByRole('combobox', { name: '¿Dónde?' }).fill('Teruel');
    await search.getByLabel('Desde', { exact: true }).fill(spainDay(2));
    await search.getByLabel('Hasta', { exact: true }).fill(spainDay(3));
    await search.getByRole('button', { name: 'Buscar mates' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/mates\\?mode=city&city=Teruel&desde=${spainDay(2)}&hasta=${spainDay(3)}$`),
    );
    const filters = page.getByRole('form', { name: 'Filtrar mates' });
    await expect(filters.getByRole('combobox', { name: 'Ciudad' })).toHaveValue('Teruel');
    await expect(filters.getByLabel('Desde', { exact: true })).toHaveValue(spainDay(2));
  });

  test('the home, the list and the questions share a picture', async ({ page, request }) => {
    for (const path of ['/', '/mates', '/faq']) {
      await page.goto(path);
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(image, path).toMatch(/^https?:\/\/[^/]+\/og-image\.png$/);
      await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
      const answer = await request.get(new URL(image!).pathname);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('image/png');
    }
  });
});
