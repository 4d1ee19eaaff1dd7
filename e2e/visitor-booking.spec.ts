import type { Page } from '@playwright/test';
import {
  DEMO,
  expect,
  expectAccessible,
  signInThroughModal,
  spainDay,
  test,
  uniqueEmail,
  userMenu,
} from './fixtures';

// The demo's "Mate torpedo de cuero" (€5 a day) is rented from two days ago to four days ahead.
const MATE = 'Mate torpedo de cuero';
const FROM = spainDay(10);
const TO = spainDay(12);

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };

async function mateId(page: Page) {
  const query = new URLSearchParams({ q: MATE, from: FROM, to: TO });
  const list = await (await page.request.get(`/api/mates?${query}`)).json();
  return (list.mates as Array<{ id: string; name: string }>).find((mate) => mate.name === MATE)!.id;
}

const calendarDay = (page: Page, date: string) => page.locator(`[data-day="${date}"]`);
const panel = (page: Page) => page.getByRole('region', { name: 'Precio y reserva' });

/** Chooses "Desde" in its input and "Hasta" on the calendar, as a visitor would. */
async function chooseDays(page: Page) {
  await panel(page).getByLabel('Desde', { exact: true }).fill(FROM);
  await calendarDay(page, TO).getByRole('button').click();
  await expect(panel(page).getByLabel('Hasta', { exact: true })).toHaveValue(TO);
}

/** The days and their total, as the panel shows them. */
async function expectChosenDays(page: Page) {
  await expect(panel(page).getByLabel('Desde', { exact: true })).toHaveValue(FROM);
  await expect(panel(page).getByLabel('Hasta', { exact: true })).toHaveValue(TO);
  await expect(panel(page).getByText('3 días × €5.00/día')).toBeVisible();
  await expect(panel(page).getByText('Total: €15.00')).toBeVisible();
}

/** From the panel's button: the login modal, then the development identity provider (as Google). */
async function signInFromPanel(page: Page, who: { demo: string } | { email: string; name: string }) {
  await signInThroughModal(
    page,
    who,
    panel(page).getByRole('button', { name: 'Iniciar sesión para reservar' }),
  );
  await page.waitForURL((url) => url.pathname.startsWith('/mates/'));
}

for (const [device, options] of [
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
] as const) {
  test.describe(`on ${device}`, () => {
    test.use(options);

    test('a visitor sees the days, the taken ones struck through, and the total before signing in', async ({
      page,
    }) => {
      const id = await mateId(page);
      await page.goto(`/mates/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: MATE })).toBeVisible();
      await expect(panel(page).getByLabel('Desde', { exact: true })).toBeVisible();
      await expect(panel(page).getByLabel('Hasta', { exact: true })).toBeVisible();
      await expect(
        panel(page).getByText('Elegí los días en el calendario o en las fechas de arriba.'),
      ).toBeVisible();

      // The calendar shows once its box is in view; today is rented, so taken and struck through.
      await panel(page).getByText('Días ocupados').scrollIntoViewIfNeeded();
      const today = calendarDay(page, spainDay(0));
      await expect(today.getByRole('button')).toBeDisabled();
      await expect(today).toHaveCSS('text-decoration-line', 'line-through');

      await chooseDays(page);
      await expectChosenDays(page);
      // The days are in the address, so signing in (and registering) can bring them back.
      await expect(page).toHaveURL(new RegExp(`/mates/${id}\\?desde=${FROM}&hasta=${TO}$`));
      await expect(panel(page).getByRole('button', { name: 'Reservar este mate' })).toHaveCount(0);
      await expectAccessible(page);

      await panel(page).getByRole('button', { name: 'Iniciar sesión para reservar' }).click();
      await expect(page.getByRole('dialog', { name: 'Unite a la comunidad' })).toBeVisible();
    });

    test('a new person who signs in from the panel and registers comes back to the same days, ready to book', async ({
      page,
    }) => {
      test.slow(); // Signing in and registering: several page loads.
      const name = `Viajera V ${Date.now().toString(36)}`;
      const id = await mateId(page);
      await page.goto(`/mates/${id}`);
      await chooseDays(page);
      await signInFromPanel(page, { email: uniqueEmail(), name });

      // Back on the mate's page with the days: registering is the one step left.
      await expect(page).toHaveURL(new RegExp(`/mates/${id}\\?desde=${FROM}&hasta=${TO}$`));
      await expectChosenDays(page);
      await expect(panel(page).getByText('Completá tu registro para reservar este mate')).toBeVisible();
      await panel(page).getByRole('link', { name: 'Completar registro' }).click();
      await page.getByLabel('Nombre público').fill(name);
      await page.getByLabel('Acepto los Términos de Servicio y la Política de Privacidad').check();
      await page.getByRole('button', { name: 'Completar registro' }).click();

      await expect(page).toHaveURL(new RegExp(`/mates/${id}\\?desde=${FROM}&hasta=${TO}$`));
      await expect(userMenu(page)).toHaveAccessibleName(`Menú de usuario: ${name}, Viajero`);
      await expectChosenDays(page);
      await expect(panel(page).getByRole('button', { name: 'Reservar este mate' })).toBeVisible();
      await expectAccessible(page);
    });

    test('a registered person who signs in from the panel comes back to the same days, ready to book', async ({
      page,
    }) => {
      const id = await mateId(page);
      await page.goto(`/mates/${id}`);
      await chooseDays(page);
      await signInFromPanel(page, { demo: DEMO.sofia });
      await expect(page).toHaveURL(new RegExp(`/mates/${id}\\?desde=${FROM}&hasta=${TO}$`));
      await expectChosenDays(page);
      await expect(panel(page).getByRole('button', { name: 'Reservar este mate' })).toBeVisible();
      await expect(panel(page).getByRole('button', { name: 'Iniciar sesión para reservar' })).toHaveCount(0);
    });
  });
}
