import {
  chooseDays,
  expect,
  expectAccessible,
  publishMateByApi,
  publishMateThroughForm,
  signInAsNewTraveller,
  spainDay,
  test,
} from './fixtures';

test('two people book, confirm and chat live; archiving moves the thread', async ({
  page: host,
  openPage,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const mateName = `Mate en vivo ${stamp}`;
  const hostName = `Anfitrión ${stamp}`;
  const guestName = `Viajera ${stamp}`;

  await signInAsNewTraveller(host, hostName);
  await publishMateThroughForm(host, mateName, false);
  const mateUrl = await host.getByRole('link', { name: `Editar: ${mateName}` }).getAttribute('href');
  const mateId = mateUrl!.split('/').at(-1)!;
  await host.goto('/perfil/reservas');
  await expect(host.getByRole('heading', { name: 'Reservas Recibidas', exact: true })).toBeVisible();
  await expect(host.getByText('No hay reservas recibidas')).toBeVisible();
  const bell = host.getByRole('button', { name: /^Notificaciones/ });
  await expect(bell).toHaveAccessibleName('Notificaciones');

  const guest = await openPage();
  await signInAsNewTraveller(guest, guestName);
  await guest.goto(`/mates/${mateId}`);
  await expect(guest.getByRole('heading', { level: 1, name: mateName })).toBeVisible();
  await expectAccessible(guest);
  await chooseDays(guest, 2, 4);
  await expect(guest.getByText('3 días × €4.50/día')).toBeVisible();
  await expect(guest.getByText('Total: €13.50')).toBeVisible();
  await guest.getByLabel('Mensaje para el anfitrión (opcional)').fill('¿Lo puedo buscar mañana?');
  await guest.getByRole('button', { name: 'Reservar este mate' }).click();
  await expect(
    guest.getByText('¡Reserva realizada! Te redirigimos al chat para coordinar la entrega.'),
  ).toBeVisible();
  await guest.waitForURL(/\/conversations\/[0-9a-f-]+$/);
  await expect(guest.getByRole('log', { name: 'Mensajes' })).toContainText('¿Lo puedo buscar mañana?');
  await expect(guest.getByRole('region', { name: 'Reserva' })).toContainText('Pendiente');
  await expectAccessible(guest);

  // The host sees the bell badge and the booking appear without reloading.
  await expect(bell).toHaveAccessibleName('Notificaciones: 1 sin leer');
  const row = host
    .getByRole('list', { name: 'Reservas Recibidas' })
    .getByRole('listitem')
    .filter({ hasText: mateName });
  await expect(row).toContainText(guestName);
  await expect(row).toContainText('Pendiente');
  await expectAccessible(host);

  await bell.click();
  const dropdown = host.getByRole('dialog', { name: 'Notificaciones' });
  await expect(dropdown).toContainText(`${guestName} reservó tu mate "${mateName}"`);
  await expect(dropdown.getByRole('button', { name: 'Marcar todas como leídas' })).toBeVisible();
  await expectAccessible(host);
  await host.keyboard.press('Escape');

  await row.getByRole('button', { name: `Confirmar: ${mateName}` }).click();
  await expect(host.getByText(`Reserva confirmada exitosamente para ${mateName}`)).toBeVisible();
  await expect(row).toContainText('Confirmada');

  // The guest's chat shows the confirmation live; the detail says so too.
  await expect(guest.getByRole('region', { name: 'Reserva' })).toContainText('Confirmada');
  const chatUrl = guest.url();
  await guest.goto(`/mates/${mateId}`);
  await expect(guest.getByText('Reserva confirmada')).toBeVisible();
  await guest.getByRole('link', { name: 'Coordinar entrega' }).click();
  await expect(guest).toHaveURL(chatUrl);

  // Messages appear live on both sides; markup is shown as text.
  await row.getByRole('link', { name: 'Coordinar entrega' }).click();
  await expect(host).toHaveURL(chatUrl.replace(/^https?:\/\/[^/]+/, ''));
  const script = '<script>alert("hola")</script> ¿A las 18?';
  await guest.getByLabel('Escribí un mensaje').fill(script);
  await guest.getByLabel('Escribí un mensaje').press('Enter');
  await expect(host.getByRole('log', { name: 'Mensajes' })).toContainText(script);
  await host.getByLabel('Escribí un mensaje').fill('Dale, te espero.');
  await host.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(guest.getByRole('log', { name: 'Mensajes' })).toContainText('Dale, te espero.');
  await expectAccessible(host);

  // Archiving moves the thread to Archivadas.
  await guest.goto('/conversations');
  await expect(guest.getByRole('tab', { name: 'Todas (1)' })).toBeVisible();
  await expectAccessible(guest);
  await guest.getByRole('button', { name: `Archivar: ${hostName}, ${mateName}` }).click();
  await expect(guest.getByRole('tab', { name: 'Archivadas (1)' })).toBeVisible();
  await guest.getByRole('tab', { name: 'Archivadas (1)' }).click();
  await expect(guest.getByRole('tabpanel')).toContainText(mateName);
  await expect(guest.getByRole('tab', { name: 'Todas (0)' })).toBeVisible();
});

test('a host sees a demo booking to decide, a guest can withdraw their request', async ({
  page,
  openPage,
}) => {
  const stamp = Date.now().toString(36);
  const mateName = `Mate retirable ${stamp}`;
  await signInAsNewTraveller(page, `Anfi R ${stamp}`);
  // Publishing through the form is mates.spec.ts's; here the mate only needs to exist.
  const mateId = await publishMateByApi(page, mateName);

  const guest = await openPage();
  await signInAsNewTraveller(guest, `Viajero R ${stamp}`);
  await guest.goto(`/mates/${mateId}`);
  await chooseDays(guest, 5, 5);
  await guest.getByRole('button', { name: 'Reservar este mate' }).click();
  await guest.waitForURL(/\/conversations\//);
  await guest.goto('/perfil/reservas');
  const row = guest
    .getByRole('list', { name: 'Mis Reservas' })
    .getByRole('listitem')
    .filter({ hasText: mateName });
  await expect(row).toContainText('Pendiente');
  await row.getByRole('button', { name: 'Cancelar solicitud' }).click();
  // Final, so it asks first.
  await guest
    .getByRole('alertdialog', { name: `¿Cancelar tu solicitud de “${mateName}”?` })
    .getByRole('button', { name: 'Sí, cancelar solicitud' })
    .click();
  await expect(row).toContainText('Cancelada');
  await expectAccessible(guest);

  await page.goto('/perfil/reservas');
  await expect(
    page
      .getByRole('list', { name: 'Reservas Recibidas' })
      .getByRole('listitem')
      .filter({ hasText: mateName }),
  ).toContainText('Cancelada');
});

test('the notification dropdown marks read, deletes, and takes you to the link', async ({
  page,
  openPage,
}) => {
  // A host of its own with two booking requests: reading and deleting touch no one another test reads.
  const stamp = Date.now().toString(36);
  await signInAsNewTraveller(page, `Anfitriona N ${stamp}`);
  const mates = [
    await publishMateByApi(page, `Mate avisado ${stamp}`),
    await publishMateByApi(page, `Termo avisado ${stamp}`),
  ];
  const guest = await openPage();
  await signInAsNewTraveller(guest, `Viajero N ${stamp}`);
  for (const mateId of mates) {
    const booked = await guest.request.post(`/api/mates/${mateId}/bookings`, {
      data: { startDate: spainDay(3), endDate: spainDay(4) },
    });
    expect(booked.status()).toBe(201);
  }
  await page.goto('/');
  const bell = page.getByRole('button', { name: /^Notificaciones/ });
  await expect(bell).toHaveAccessibleName('Notificaciones: 2 sin leer');
  await bell.click();
  const dropdown = page.getByRole('dialog', { name: 'Notificaciones' });
  const items = dropdown.getByRole('listitem');
  await expect(items.first()).toBeVisible();
  // A click on an item reads it, closes the dropdown and goes to its link.
  // A booking request's notice links to its chat.
  await items.filter({ hasText: 'reservó tu mate' }).first().getByRole('button').first().click();
  await expect(dropdown).toBeHidden();
  await expect(page).toHaveURL(/\/conversations\/[0-9a-f-]+$/);
  await bell.click();
  await expect(items.first()).toBeVisible();
  // The dropdown shows the newest ones only: an older one may slide in, so the deleted one is counted.
  const remove = dropdown.getByRole('button', { name: /^Eliminar notificación: / }).first();
  const name = (await remove.getAttribute('aria-label'))!;
  const same = dropdown.getByRole('button', { name, exact: true });
  const before = await same.count();
  expect(before).toBeGreaterThan(0);
  await remove.click();
  await expect(same).toHaveCount(before - 1);
  await dropdown.getByRole('button', { name: 'Marcar todas como leídas' }).click();
  await expect(dropdown.getByRole('button', { name: 'Marcar todas como leídas' })).toHaveCount(0);
  await expect(dropdown.getByText('Sin leer')).toHaveCount(0);
  await dropdown.getByRole('link', { name: 'Ver todas las conversaciones' }).click();
  await expect(page).toHaveURL('/conversations');
  await expect(dropdown).toBeHidden();
  await expect(bell).toHaveAccessibleName('Notificaciones');
});

test("a conversation's messages make one notification that counts them; the count is announced", async ({
  page: host,
  openPage,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const mateName = `Mate charlado ${stamp}`;
  const guestName = `Charlista ${stamp}`;
  await signInAsNewTraveller(host, `Anfitriona C ${stamp}`);
  await publishMateThroughForm(host, mateName, false);
  const mateId = (await host.getByRole('link', { name: `Editar: ${mateName}` }).getAttribute('href'))!
    .split('/')
    .at(-1)!;
  const bell = host.getByRole('button', { name: /^Notificaciones/ });
  await expect(bell).toHaveAccessibleName('Notificaciones');
  const announced = (text: string) => host.getByRole('status').filter({ hasText: text });

  const guest = await openPage();
  await signInAsNewTraveller(guest, guestName);
  await guest.goto(`/mates/${mateId}`);
  await guest.getByRole('button', { name: 'Escribile al anfitrión' }).click();
  await guest.getByLabel('Tu mensaje').fill('Mensaje 1');
  await guest.getByRole('button', { name: 'Enviar mensaje' }).click();
  await guest.getByRole('link', { name: 'Ir a la conversación' }).click();
  await expect(guest).toHaveURL(/\/conversations\//);

  // The count changed after the page loaded: the live region says so, besides the bell's label.
  await expect(bell).toHaveAccessibleName('Notificaciones: 1 sin leer');
  await expect(announced('Tenés 1 notificación sin leer')).toHaveCount(1);
  await bell.click();
  const dropdown = host.getByRole('dialog', { name: 'Notificaciones' });
  await expect(dropdown.getByRole('listitem')).toHaveCount(1);
  await expect(dropdown).toContainText(`${guestName} te envió un mensaje`);

  // Two more while it is unread: the same notification counts them, in place, live.
  const box = guest.getByLabel('Escribí un mensaje');
  for (const content of ['Mensaje 2', 'Mensaje 3']) {
    await box.fill(content);
    await box.press('Enter');
    await expect(guest.getByRole('log', { name: 'Mensajes' })).toContainText(content);
  }
  await expect(dropdown.getByRole('listitem')).toHaveCount(1);
  await expect(dropdown.getByRole('listitem')).toContainText(`3 mensajes nuevos de ${guestName}`);
  await expect(dropdown.getByRole('listitem')).toContainText('Mensaje 3');
  await expect(dropdown.getByText('Sin leer')).toHaveCount(1);
  await expectAccessible(host);

  // Once read, the next message starts a new one.
  await dropdown.getByRole('button', { name: 'Marcar todas como leídas' }).click();
  await expect(announced('No tenés notificaciones sin leer')).toHaveCount(1);
  await box.fill('Mensaje 4');
  await box.press('Enter');
  await expect(dropdown.getByRole('listitem')).toHaveCount(2);
  await expect(dropdown.getByRole('listitem').first()).toContainText(`${guestName} te envió un mensaje`);
  await expect(announced('Tenés 1 notificación sin leer')).toHaveCount(1);

  // A fresh page announces nothing: its bell's label gives the count.
  await host.reload();
  await expect(bell).toHaveAccessibleName('Notificaciones: 1 sin leer');
  await expect(host.getByRole('status').filter({ hasText: /notificaci/ })).toHaveCount(0);
});
