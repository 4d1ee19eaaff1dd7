import { readFile } from 'node:fs/promises';
import {
  expect,
  expectAccessible,
  publishMateByApi,
  signInAsNewTraveller,
  signInLink,
  test,
  userMenu,
} from './fixtures';

test('a person downloads their data and then deletes their account', async ({ page, openPage }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const publicName = `Borrable ${stamp}`;
  await signInAsNewTraveller(page, publicName);
  await page.goto('/perfil/datos');
  // The list above loads first: scrolling down to "Tus datos" before it settles would see it move.
  await expect(page.getByText('No bloqueaste a nadie')).toBeVisible();
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

  // Someone writes to them about a mate of theirs: after the deletion that thread stays, closed.
  const mateId = await publishMateByApi(page, `Mate borrable ${stamp}`);
  const writer = await openPage();
  await signInAsNewTraveller(writer, `Escribe ${stamp}`);
  const contacted = await writer.request.post(`/api/mates/${mateId}/messages`, {
    data: { content: '¿Me lo prestás el finde?' },
  });
  expect(contacted.status()).toBe(201);
  const { conversationId } = (await contacted.json()) as { conversationId: string };

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
  await expect(signInLink(page)).toBeVisible();

  // Signed out for good: the profile asks to sign in, and the public profile is gone.
  await page.goto('/perfil');
  await expect(page.getByRole('heading', { name: 'Acceso Requerido' })).toBeVisible();
  const profile = await page.request.get(`/api/users/${encodeURIComponent(publicName)}`);
  expect(profile.status()).toBe(404);

  // The other side still reads the thread, and is told nobody can receive a message there: no box to
  // write one that could only fail.
  await writer.goto(`/conversations/${conversationId}`);
  await expect(writer.getByRole('heading', { level: 1, name: 'Usuario eliminado' })).toBeVisible();
  await expect(writer.getByText('¿Me lo prestás el finde?')).toBeVisible();
  await expect(writer.getByText('Esta persona eliminó su cuenta y ya no recibe mensajes.')).toBeVisible();
  await expect(writer.getByLabel('Escribí un mensaje')).toHaveCount(0);
  await expect(writer.getByRole('button', { name: 'Enviar', exact: true })).toHaveCount(0);
  await expectAccessible(writer);
});
