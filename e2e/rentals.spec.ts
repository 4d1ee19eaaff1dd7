import type { Page } from '@playwright/test';
import {
  demoMate,
  expect,
  expectAccessible,
  publishMateThroughForm,
  signInAsNewTraveller,
  spainDay,
  test,
} from './fixtures';
import { addMonths, formatRentalDates } from '../src/shared/rental-dates';

/** The n-th day of next month: every day of the story shows on one month of the calendar. */
const day = (n: number) => `${addMonths(spainDay(0), 1).slice(0, 8)}${String(n).padStart(2, '0')}`;

/** A day's button on the booking panel's calendar. */
const calendarDay = (page: Page, n: number) => page.locator(`[data-day="${day(n)}"] button`);

async function chooseDays(page: Page, from: number, to: number) {
  await page.getByLabel('Desde', { exact: true }).fill(day(from));
  await page.getByLabel('Hasta', { exact: true }).fill(day(to));
}

const bookingRow = (page: Page, list: 'Reservas Recibidas' | 'Mis Reservas', text: string) =>
  page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: text });

test('travellers book days, the host confirms, taken days show on the calendar and a cancellation frees them', async ({
  page: host,
  openPage,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const mateName = `Mate por días ${stamp}`;
  await signInAsNewTraveller(host, `Anfitriona D ${stamp}`);
  await publishMateThroughForm(host, mateName, false);
  const mateId = (await host.getByRole('link', { name: `Editar: ${mateName}` }).getAttribute('href'))!
    .split('/')
    .at(-1)!;
  const firstDays = formatRentalDates(day(5), day(9));

  // The first traveller picks "Desde" in its input and "Hasta" on the calendar, and sees the total.
  const first = await openPage({ viewport: { width: 390, height: 844 } });
  await signInAsNewTraveller(first, `Viajera D ${stamp}`);
  await first.goto(`/mates/${mateId}`);
  await expect(first.getByText('Elegí los días en el calendario o en las fechas de arriba.')).toBeVisible();
  // The calendar follows "Desde" to its month.
  await first.getByLabel('Desde', { exact: true }).fill(day(5));
  await expect(calendarDay(first, 9)).toBeEnabled();
  await calendarDay(first, 9).click();
  await expect(first.getByLabel('Hasta', { exact: true })).toHaveValue(day(9));
  await expect(first.getByText('5 días × €4.50/día')).toBeVisible();
  await expect(first.getByText('Total: €22.50')).toBeVisible();
  await expectAccessible(first);
  // Enter in a date input never books.
  await first.getByLabel('Hasta', { exact: true }).press('Enter');
  await expect(first.getByRole('button', { name: 'Reservar este mate' })).toBeVisible();
  expect((await (await first.request.get('/api/bookings/mine')).json()).bookings).toEqual([]);
  await first.getByRole('button', { name: 'Reservar este mate' }).click();
  await first.waitForURL(/\/conversations\/[0-9a-f-]+$/);
  await expect(first.getByRole('region', { name: 'Reserva' })).toContainText(
    `${firstDays} · 5 días · €22.50`,
  );

  // The host reads the dates and the total, and confirms.
  await host.goto('/perfil/reservas');
  const received = bookingRow(host, 'Reservas Recibidas', mateName);
  await expect(received).toContainText(`${firstDays} · 5 días · €22.50`);
  await received.getByRole('button', { name: `Confirmar: ${mateName}` }).click();
  await expect(received).toContainText('Confirmada');
  await expectAccessible(host);
  // Away from the list while the others act: rows arriving live would push it around.
  await host.goto('/mis-mates');

  // A second traveller finds the first days taken, and books others.
  const second = await openPage();
  await signInAsNewTraveller(second, `Viajero D ${stamp}`);
  // The list searched for the first traveller's days leaves the mate out; for other days it is there.
  const search = (from: number, to: number) =>
    `/mates?${new URLSearchParams({ q: mateName, desde: day(from), hasta: day(to) })}`;
  await second.goto(search(6, 7));
  await expect(second.getByText('Ningún mate coincide con tus filtros')).toBeVisible();
  await second.goto(search(11, 12));
  await expect(second.getByText('1 mate', { exact: true })).toBeVisible();
  await expectAccessible(second);
  await second.getByRole('link', { name: `Ver Detalles: ${mateName}` }).click();
  await expect(second.getByText('Total: €9.00')).toBeVisible();
  await chooseDays(second, 7, 11);
  await expect(calendarDay(second, 7)).toBeDisabled();
  await expect(second.getByText('Esas fechas no están disponibles')).toBeVisible();
  await second.getByRole('button', { name: 'Reservar este mate' }).click();
  await expect(second.getByLabel('Desde', { exact: true })).toHaveAccessibleDescription(
    'Esas fechas no están disponibles',
  );
  // Said once, under "Desde": the total's box no longer repeats it.
  await expect(second.getByText('Esas fechas no están disponibles')).toHaveCount(1);
  await chooseDays(second, 11, 12);
  await expect(second.getByText('Total: €9.00')).toBeVisible();
  await expectAccessible(second);
  await second.getByRole('button', { name: 'Reservar este mate' }).click();
  await second.waitForURL(/\/conversations\/[0-9a-f-]+$/);
  await host.goto('/perfil/reservas');
  await bookingRow(host, 'Reservas Recibidas', formatRentalDates(day(11), day(12)))
    .getByRole('button', { name: `Confirmar: ${mateName}` })
    .click();
  await expect(bookingRow(host, 'Reservas Recibidas', formatRentalDates(day(11), day(12)))).toContainText(
    'Confirmada',
  );

  // The first traveller cancels with a reason; the host reads it, and the days are free again.
  await first.goto('/perfil/reservas');
  const mine = bookingRow(first, 'Mis Reservas', mateName);
  await mine.getByRole('button', { name: `Cancelar reserva: ${mateName}` }).click();
  const dialog = first.getByRole('dialog', { name: `Cancelar reserva: ${mateName}` });
  // What cancelling does is the dialog's one description: shown once, read once.
  const consequence = 'La otra parte va a recibir tu motivo y las fechas quedan libres.';
  await expect(dialog).toHaveAccessibleDescription(consequence);
  await expect(dialog.getByText(consequence)).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Cancelar reserva' }).click();
  await expect(dialog.getByLabel('Motivo de la cancelación')).toHaveAccessibleDescription(
    /Contanos por qué cancelás la reserva/,
  );
  await expectAccessible(first);
  // "Volver" closes it like Escape: opened again, it starts afresh, without the draft or the error.
  await dialog.getByLabel('Motivo de la cancelación').fill('Un borrador');
  await dialog.getByRole('button', { name: 'Volver' }).click();
  await expect(dialog).toBeHidden();
  await mine.getByRole('button', { name: `Cancelar reserva: ${mateName}` }).click();
  await expect(dialog.getByLabel('Motivo de la cancelación')).toHaveValue('');
  await expect(dialog.getByText('Contanos por qué cancelás la reserva')).toHaveCount(0);
  await dialog.getByLabel('Motivo de la cancelación').fill('Se me cambió el viaje.');
  await dialog.getByRole('button', { name: 'Cancelar reserva' }).click();
  await expect(dialog).toBeHidden();
  await expect(mine).toContainText('Cancelada');
  await expect(mine).toContainText('Motivo: Se me cambió el viaje.');

  await host.goto('/perfil/reservas');
  await expect(bookingRow(host, 'Reservas Recibidas', firstDays)).toContainText(
    'Motivo: Se me cambió el viaje.',
  );
  const visitor = await openPage();
  await signInAsNewTraveller(visitor, `Otra D ${stamp}`);
  await visitor.goto(`/mates/${mateId}`);
  await visitor.getByLabel('Desde', { exact: true }).fill(day(5));
  await expect(calendarDay(visitor, 7)).toBeEnabled();
  await expect(calendarDay(visitor, 11)).toBeDisabled();
  await expectAccessible(visitor);
});

test('a mate rented today (Reservado) is found and booked for its free days', async ({ page }) => {
  const mateName = 'Mate torpedo de cuero';
  await signInAsNewTraveller(page, `Viajera R ${Date.now().toString(36)}`);
  // The demo rents it from two days ago to four days ahead: days 6 to 8 are free.
  const from = spainDay(6);
  const to = spainDay(8);
  await page.goto(`/mates?${new URLSearchParams({ q: mateName, desde: from, hasta: to })}`);
  const card = page.getByRole('article', { name: mateName });
  await expect(card).toContainText('Disponible');
  await expect(card).not.toContainText('No disponible');
  await card.getByRole('link', { name: `Ver Detalles: ${mateName}` }).click();

  // Its page reads Reservado, and the panel takes the searched days with the running ones taken.
  await expect(page.getByRole('heading', { level: 1, name: mateName })).toBeVisible();
  await expect(page.getByText('Reservado', { exact: true })).toBeVisible();
  await expect(page.getByText('Este mate no está disponible para reservar ahora.')).toHaveCount(0);
  await expect(page.getByText('3 días × €5.00/día')).toBeVisible();
  await page.getByLabel('Desde', { exact: true }).fill(spainDay(1));
  await expect(page.locator(`[data-day="${spainDay(1)}"] button`)).toBeDisabled();
  await expectAccessible(page);
  await page.getByLabel('Desde', { exact: true }).fill(from);
  await expect(page.getByText('Total: €15.00')).toBeVisible();
  await page.getByRole('button', { name: 'Reservar este mate' }).click();
  await page.waitForURL(/\/conversations\/[0-9a-f-]+$/);
});

test('on a wide screen the description follows the photo, however tall the booking panel', async ({
  page,
}) => {
  await signInAsNewTraveller(page, `Viajero L ${Date.now().toString(36)}`);
  const mate = await demoMate(page.request);
  await page.goto(`/mates/${mate.id}`);
  await expect(page.getByRole('button', { name: 'Reservar este mate' })).toBeVisible();
  const photo = (await page.getByRole('article').locator('.card').first().boundingBox())!;
  const description = (await page.getByRole('region', { name: 'Descripción' }).boundingBox())!;
  const panel = (await page.getByRole('region', { name: 'Precio y reserva' }).boundingBox())!;
  // The panel is taller than the photo; the description starts one gap (32 px) under the photo anyway.
  expect(panel.height).toBeGreaterThan(photo.height);
  expect(description.y - (photo.y + photo.height)).toBeLessThanOrEqual(33);
});
