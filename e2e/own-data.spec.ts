import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, signInAsNewTraveller, test, userMenu } from './fixtures';

test('a person downloads their data and then deletes their account', async ({ page }) => {
  const publicName = `Borrable ${Date.now().toString(36)}`;
  await signInAsNewTraveller(page, publicName);
  await page.goto('/perfil');
  // The lists above load first: scrolling down to "Tus datos" before they settle would see them move.
  await expect(page.getByText('No tienes reservas')).toBeVisible();
  await expect(page.getByText('No hay reservas recibidas')).toBeVisible();
  const section = page.getByRole('region', { name: 'Tus datos' });

  // "Descargar mis datos": a dated JSON file of everything about them.
  const downloading = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Descargar mis datos' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ronda-mis-datos-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.profile).toMatchObject({ public_name: publicName, role: 'traveller' });
  expect(data.sessions).toEqual([expect.objectContaining({ user_agent: expect.any(String) })]);
  for (const name of ['mates', 'bookings', 'messages', 'reviewsWritten', 'reports', 'notifications'])
    expect(Array.isArray(data[name]), name).toBe(true);

  // "Eliminar mi cuenta": the button waits for the public name.
  await section.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Eliminar definitivamente' });
  await expect(confirm).toBeDisabled();
  await expectAccessible(page);
  const field = dialog.getByLabel(`Escribí tu nombre público (${publicName}) para confirmar`);
  await field.fill('otro nombre');
  await expect(confirm).toBeDisabled();
  await field.fill(publicName);
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(page).toHaveURL('/');
  await expect(
    page.getByText('Tu cuenta fue eliminada. Gracias por haber sido parte de Ronda.'),
  ).toBeVisible();
  await expect(userMenu(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Iniciar Sesión' }).first()).toBeVisible();

  // Signed out for good: the profile asks to sign in, and the public profile is gone.
  await page.goto('/perfil');
  await expect(page.getByRole('heading', { name: 'Acceso Requerido' })).toBeVisible();
  const profile = await page.request.get(`/api/users/${encodeURIComponent(publicName)}`);
  expect(profile.status()).toBe(404);
});
