import type { Page } from '@playwright/test';
import { addDays, formatRentalDates, rentalToday } from '../src/shared/rental-dates';
import {
  DEMO,
  expect,
  expectAccessible,
  publishMateByApi,
  signIn,
  signInAsNewTraveller,
  test,
} from './fixtures';

/**
 * A host of its own with a mate confirmed for days 14–17 from today and closed for 24–30 ("Vacaciones"):
 * the days this test closes, changes and removes are no one else's.
 */
async function hostWithRentedMate(page: Page, guest: Page, day: (offset: number) => string) {
  const stamp = Date.now().toString(36);
  const mate = `Mate con días cerrados ${stamp}`;
  await signInAsNewTraveller(page, `Anfitriona B ${stamp}`);
  const mateId = await publishMateByApi(page, mate);
  await signInAsNewTraveller(guest, `Viajero B ${stamp}`);
  const booked = await guest.request.post(`/api/mates/${mateId}/bookings`, {
    data: { startDate: day(14), endDate: day(17) },
  });
  expect(booked.status()).toBe(201);
  const { bookingId } = (await booked.json()) as { bookingId: string };
  expect((await page.request.post(`/api/bookings/${bookingId}/confirm`)).status()).toBe(200);
  const closed = await page.request.post(`/api/mates/${mateId}/blocks`, {
    data: { startDate: day(24), endDate: day(30), note: 'Vacaciones' },
  });
  expect(closed.status()).toBe(200);
  return mate;
}

test('a host closes days of a mate, sees them listed, changes them and removes them', async ({
  page,
  openPage,
}) => {
  test.setTimeout(120_000);
  const today = rentalToday(new Date());
  const day = (offset: number) => addDays(today, offset);
  const added = formatRentalDates(day(40), day(42));
  const changed = formatRentalDates(day(44), day(46));
  const mateName = await hostWithRentedMate(page, await openPage(), day);

  await page.goto('/mis-mates');
  const open = page.getByRole('button', { name: `Bloquear fechas: ${mateName}` });
  await open.click();
  const dialog = page.getByRole('dialog', { name: `Bloquear fechas de “${mateName}”` });
  const periods = dialog.getByRole('list', { name: 'Fechas bloqueadas' }).getByRole('listitem');
  await expect(periods.filter({ hasText: 'Vacaciones' })).toContainText(formatRentalDates(day(24), day(30)));
  await expectAccessible(page);

  // Days a confirmed rental already has: the server's reason shows in the form.
  const form = dialog.getByRole('region', { name: 'Bloquear otro período' });
  await form.getByLabel('Desde').fill(day(15));
  await form.getByLabel('Hasta').fill(day(16));
  await form.getByRole('button', { name: 'Bloquear fechas', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Esas fechas se superponen con una reserva confirmada o con otro bloqueo',
  );

  await form.getByLabel('Desde').fill(day(40));
  await form.getByLabel('Hasta').fill(day(42));
  await form.getByLabel('Nota (opcional)').fill('Le cambio la bombilla');
  await form.getByRole('button', { name: 'Bloquear fechas', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(`Bloqueaste ${added}.`);
  await expect(periods.filter({ hasText: 'Le cambio la bombilla' })).toContainText(added);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form.getByLabel('Desde')).toHaveValue('');
  // Saving keeps keyboard focus in the dialog, on the button that saved.
  await expect(form.getByRole('button', { name: 'Bloquear fechas', exact: true })).toBeFocused();

  // The server keeps it, and the dialog shows it again when reopened.
  const mine = (await (await page.request.get('/api/me/mates')).json()) as {
    mates: Array<{
      name: string;
      blocks: Array<{ startDate: string; endDate: string; note: string | null }>;
    }>;
  };
  expect(mine.mates.find((mate) => mate.name === mateName)?.blocks).toContainEqual(
    expect.objectContaining({ startDate: day(40), endDate: day(42), note: 'Le cambio la bombilla' }),
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
  await open.click();
  await expect(periods.filter({ hasText: 'Le cambio la bombilla' })).toContainText(added);

  await dialog.getByRole('button', { name: `Cambiar: ${added}` }).click();
  const edit = dialog.getByRole('form', { name: `Cambiar: ${added}` });
  await expect(edit.getByLabel('Desde')).toBeFocused();
  await expect(edit.getByLabel('Hasta')).toHaveValue(day(42));
  await expect(edit.getByLabel('Nota (opcional)')).toHaveValue('Le cambio la bombilla');
  await expectAccessible(page);
  await edit.getByLabel('Desde').fill(day(44));
  await edit.getByLabel('Hasta').fill(day(46));
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`Listo: ahora el bloqueo va ${changed}.`);
  await expect(edit).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: `Cambiar: ${changed}` })).toBeFocused();
  await expect(periods.filter({ hasText: 'Le cambio la bombilla' })).toContainText(changed);

  // Quitar asks first, with the app's one confirmation: "Dejarlo" keeps the period and gives focus back.
  const remove = dialog.getByRole('button', { name: `Quitar: ${changed}` });
  await remove.click();
  const question = page.getByRole('alertdialog', { name: `¿Quitar el bloqueo ${changed}?` });
  await expect(question).toHaveAccessibleDescription('Esos días vuelven a estar disponibles para reservar.');
  await expect(question.getByRole('button', { name: 'Dejarlo' })).toBeFocused();
  await question.getByRole('button', { name: 'Dejarlo' }).click();
  await expect(question).toHaveCount(0);
  await expect(remove).toBeFocused();
  // Escape answers the question like "Dejarlo": the dialog behind it stays open.
  await remove.click();
  await expect(question.getByRole('button', { name: 'Dejarlo' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(remove).toBeFocused();
  await remove.click();
  await question.getByRole('button', { name: 'Sí, quitar' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`Quitaste el bloqueo ${changed}.`);
  await expect(periods.filter({ hasText: 'Le cambio la bombilla' })).toHaveCount(0);
  await expect(periods.filter({ hasText: 'Vacaciones' })).toHaveCount(1);
  await expect(dialog.getByRole('heading', { name: 'Fechas bloqueadas' })).toBeFocused();

  // Closing gives focus back to the card's button.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
});

test('before closing days, the host reads which pending requests the days would reject', async ({ page }) => {
  const today = rentalToday(new Date());
  const day = (offset: number) => addDays(today, offset);
  await signIn(page, { demo: DEMO.lucia });
  await page.goto('/mis-mates');
  // Camila asked for days 4–6 of this mate and Diego for 5–8 (demo data); nothing is sent here.
  await page.getByRole('button', { name: 'Bloquear fechas: Mate imperial de calabaza' }).click();
  const form = page.getByRole('region', { name: 'Bloquear otro período' });
  await form.getByLabel('Desde').fill(day(5));
  await form.getByLabel('Hasta').fill(day(5));
  await expect(form.getByText('Se van a rechazar estas solicitudes pendientes:')).toContainText(
    formatRentalDates(day(4), day(6)),
  );
  await expect(form.getByText('Se van a rechazar')).toContainText('Diego');
  await expectAccessible(page);
  await form.getByLabel('Desde').fill(day(7));
  await form.getByLabel('Hasta').fill(day(9));
  await expect(form.getByText('Se va a rechazar la solicitud pendiente de')).toContainText(
    formatRentalDates(day(5), day(8)),
  );
  await form.getByLabel('Desde').fill(day(12));
  await expect(form.getByText(/Se van? a rechazar/)).toHaveCount(0);
});
