import {
  demoMate,
  expect,
  expectAccessible,
  publishMateThroughForm,
  signInAsNewTraveller,
  test,
} from './fixtures';

test('a traveller reports a mate once and is thanked', async ({ page, request }) => {
  const mate = await demoMate(request);
  await signInAsNewTraveller(page, `Reporta ${Date.now().toString(36)}`);
  await page.goto(`/mates/${mate.id}`);

  await page.getByRole('button', { name: 'Reportar este mate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reportar este mate' });
  await expect(dialog).toBeVisible();
  // One description, shown once and read once when the dialog opens.
  const about = 'Contanos qué pasa. Solo el equipo de Ronda ve tu reporte.';
  await expect(dialog).toHaveAccessibleDescription(about);
  await expect(dialog.getByText(about)).toHaveCount(1);
  await expectAccessible(page);
  // "Motivo" is required: sending without one says so beside it.
  await dialog.getByRole('button', { name: 'Enviar reporte' }).click();
  const reason = dialog.getByRole('combobox', { name: 'Motivo' });
  await expect(reason).toHaveAccessibleDescription('Elegí un motivo');
  await reason.click();
  await expect(page.getByRole('option')).toHaveText([
    'Contenido inapropiado',
    'Fraude o estafa',
    'Spam',
    'Otro',
  ]);
  await page.getByRole('option', { name: 'Fraude o estafa' }).click();
  await expect(reason).toHaveText(/Fraude o estafa/);
  await dialog.getByLabel('Detalles').fill('Pide que le pague por fuera de Ronda.');
  await dialog.getByRole('button', { name: 'Enviar reporte' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Gracias, revisaremos tu reporte.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Listo' }).click();
  await expect(dialog).toHaveCount(0);

  // A second report of the same mate, while the first is open, is refused.
  await page.getByRole('button', { name: 'Reportar este mate' }).click();
  await dialog.getByRole('combobox', { name: 'Motivo' }).click();
  await page.getByRole('option', { name: 'Spam' }).click();
  await dialog.getByRole('button', { name: 'Enviar reporte' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Ya reportaste esto: lo estamos revisando.');
});

test('a host blocks a traveller from the conversation, and unblocks them from the profile', async ({
  page,
  openPage,
}) => {
  // Two people, a publication and a conversation before the block itself.
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const hostName = `Anfitriona ${stamp}`;
  const travellerName = `Insistente ${stamp}`;
  const mateName = `Mate prestable ${stamp}`;
  await signInAsNewTraveller(page, hostName);
  await publishMateThroughForm(page, mateName, false);
  const mine = (await (await page.request.get('/api/me/mates')).json()) as {
    mates: { id: string; name: string }[];
  };
  const mateId = mine.mates.find((mate) => mate.name === mateName)?.id;
  expect(mateId).toBeTruthy();

  const traveller = await openPage();
  await signInAsNewTraveller(traveller, travellerName);
  await traveller.goto(`/mates/${mateId}`);
  await traveller.getByRole('button', { name: 'Escribile al anfitrión' }).click();
  await traveller.getByLabel('Tu mensaje').fill('¿Me lo prestás?');
  await traveller.getByRole('button', { name: 'Enviar mensaje' }).click();
  await traveller.getByRole('link', { name: 'Ir a la conversación' }).click();
  await expect(traveller).toHaveURL(/\/conversations\//);
  const conversationUrl = traveller.url();

  // The host opens it, can report the received message, and blocks its author.
  await page.goto(new URL(conversationUrl).pathname);
  await expect(page.getByText('¿Me lo prestás?')).toBeVisible();
  // Its dialog says whose message it is and quotes it.
  const reportMessage = page.getByRole('button', { name: /^Reportar mensaje/ });
  await expect(reportMessage).toHaveCount(1);
  await reportMessage.click();
  const report = page.getByRole('dialog', { name: `Reportar mensaje de ${travellerName}` });
  await expect(report).toHaveAccessibleDescription('«¿Me lo prestás?»');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(reportMessage).toBeFocused();

  await page.getByRole('button', { name: 'Bloquear usuario' }).click();
  const confirm = page.getByRole('alertdialog', { name: `¿Bloquear a ${travellerName}?` });
  await expect(confirm).toBeVisible();
  await expect(confirm).toHaveAccessibleDescription(/^No va a poder escribirte ni reservar tus mates/);
  await expect(confirm.getByText(/^No va a poder escribirte/)).toHaveCount(1);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Bloquear', exact: true }).click();
  await expect(page.getByText(`Bloqueaste a ${travellerName}`)).toBeVisible();
  // The button and its dialog are gone: keyboard focus is on the one that took their place.
  await expect(page.getByRole('button', { name: `Desbloquear a ${travellerName}` })).toBeFocused();
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  // Nobody writes there now: not the host either, unless unblocking.
  await expect(page.getByText('Bloqueaste a esta persona. Desbloqueala para escribirle.')).toBeVisible();
  await expect(page.getByLabel('Escribí un mensaje')).toHaveCount(0);

  // The traveller writes again: a generic refusal, nothing about a block.
  await traveller.reload();
  const box = traveller.getByLabel('Escribí un mensaje');
  await box.fill('¿Hola?');
  await traveller.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(traveller.getByText('Error al enviar mensaje')).toBeVisible();
  await expect(traveller.getByText(/bloque(ó|ado|aste)/i)).toHaveCount(0);

  // The host no longer sees the conversation; /perfil lists the traveller.
  await page.goto('/conversations');
  await expect(page.getByText(travellerName)).toHaveCount(0);
  await page.goto('/perfil/datos');
  const blocked = page.getByRole('region', { name: 'Usuarios bloqueados' });
  await expect(blocked.getByRole('link', { name: travellerName })).toBeVisible();
  await expectAccessible(page);
  await blocked.getByRole('button', { name: `Desbloquear a ${travellerName}` }).click();
  await expect(blocked.getByText('No bloqueaste a nadie')).toBeVisible();
  // The last row went with its button: focus waits on the list's heading, above the empty state.
  await expect(blocked.getByRole('heading', { name: 'Usuarios bloqueados' })).toBeFocused();
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  await expectAccessible(page);

  await traveller.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(traveller.getByText('¿Hola?').last()).toBeVisible();
  await expect(traveller.getByText('Error al enviar mensaje')).toHaveCount(0);
});
