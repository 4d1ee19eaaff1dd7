import {
  demoMate,
  expect,
  expectAccessible,
  signIn,
  signInAsNewTraveller,
  test,
  uniqueEmail,
} from './fixtures';

const TAKEN = 'Ese nombre público ya está en uso';

test("the server's field messages land on the inputs they name, focused and described", async ({ page }) => {
  await signIn(page, { email: uniqueEmail('formas'), name: 'Formas' });
  await page.goto('/auth');
  const publicName = page.getByLabel('Nombre público');
  // A demo person already holds this name: only the server knows.
  await publicName.fill('Martín_BCN');
  await page.getByLabel('Acepto los Términos de Servicio y la Política de Privacidad').check();
  await page.getByRole('button', { name: 'Completar registro' }).click();
  await expect(publicName).toHaveAttribute('aria-invalid', 'true');
  await expect(publicName).toHaveAccessibleDescription(new RegExp(TAKEN));
  await expect(publicName).toBeFocused();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);

  // Typing a free name clears the message and registering goes through.
  const stamp = Date.now().toString(36);
  await publicName.fill(`Formas ${stamp}`);
  await expect(publicName).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Completar registro' }).click();
  await expect(page.getByRole('button', { name: 'Completar registro' })).toHaveCount(0);

  // The profile form places the same message the same way, with no toast of its own.
  await page.goto('/perfil');
  await page.getByRole('button', { name: 'Editar perfil' }).click();
  const editName = page.getByLabel('Nombre público');
  await editName.fill('Lucía');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(editName).toHaveAccessibleDescription(new RegExp(TAKEN));
  await expect(editName).toBeFocused();
  await expect(page.getByText('Error al actualizar el perfil')).toHaveCount(0);
});

test('a message to the host is checked by the shared rules before it is sent', async ({ page, request }) => {
  const mate = await demoMate(request);
  await signInAsNewTraveller(page, `Escribe ${Date.now().toString(36)}`);
  await page.goto(`/mates/${mate.id}`);
  // A secondary action under the booking panel: a dialog, with focus in its box; the page keeps one box.
  const trigger = page.getByRole('button', { name: 'Escribile al anfitrión' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Escribile al anfitrión' });
  const box = dialog.getByLabel('Tu mensaje');
  await expect(box).toBeFocused();
  await expect(page.getByRole('textbox')).toHaveCount(1);
  await expectAccessible(page);
  await box.fill('   ');
  await box.press('Enter');
  await expect(box).toHaveAccessibleDescription(/Por favor escribí un mensaje/);
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  // Shift+Enter adds a line; closing keeps the draft and gives focus back to the button.
  await box.fill('¿Sigue disponible');
  await box.press('Shift+Enter');
  await box.pressSequentially('el fin de semana?');
  await expect(box).toHaveValue('¿Sigue disponible\nel fin de semana?');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await trigger.click();
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('¿Sigue disponible\nel fin de semana?');
  // Enter sends: the dialog closes, focus is back on the button, and the chat is a link away.
  await box.press('Enter');
  await expect(page.getByText('Tu mensaje fue enviado al anfitrión.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await expect(page.getByRole('link', { name: 'Ir a la conversación' })).toBeVisible();
  await expectAccessible(page);
  await trigger.click();
  await expect(box).toHaveValue('');
});
