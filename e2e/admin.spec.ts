import type { Page } from '@playwright/test';
import {
  DEMO,
  expect,
  expectAccessible,
  signIn,
  signInAsNewTraveller,
  signInLink,
  test,
  uniqueEmail,
  userMenu,
} from './fixtures';

const OPERATOR = 'Equipo Ronda';
/** The open report the demo data leaves for the operator (src/server/demo/seed-demo.ts). */
const DEMO_REPORT = 'El anuncio repite el mismo texto que otro mate y no contesta mensajes.';

test('the demo operator opens the console, resolves a report and answers a question', async ({
  page,
  openPage,
}) => {
  // Three people sign in: the traveller, Lucía and the operator.
  test.setTimeout(120_000);
  // A traveller's report of a demo mate reaches the console (our own, so parallel tests never share it).
  const stamp = Date.now().toString(36);
  const reporter = await openPage();
  await signInAsNewTraveller(reporter, `Reporta ${stamp}`);
  const found = (await (await reporter.request.get('/api/mates?q=algarrobo')).json()) as {
    mates: Array<{ id: string; name: string }>;
  };
  const details = `Pide el pago por fuera de Ronda ${stamp}`;
  const reported = await reporter.request.post('/api/reports', {
    data: { targetType: 'mate', targetId: found.mates[0]!.id, reason: 'fraud', details },
  });
  expect(reported.status()).toBe(201);
  // The traveller writes to Lucía about her mate, and she reports the message.
  const written = `Pagame por Bizum y te lo llevo ${stamp}`;
  const lucias = found.mates.find((mate) => mate.name === 'Mate de madera de algarrobo')!;
  const contact = await reporter.request.post(`/api/mates/${lucias.id}/messages`, {
    data: { content: written },
  });
  expect(contact.status()).toBe(201);
  const host = await openPage();
  await signIn(host, { demo: DEMO.lucia });
  const { conversationId } = (await contact.json()) as { conversationId: string };
  const thread = (await (await host.request.get(`/api/conversations/${conversationId}`)).json()) as {
    messages: Array<{ id: string; content: string }>;
  };
  const messageId = thread.messages.find((message) => message.content === written)!.id;
  const messageReport = await host.request.post('/api/reports', {
    data: { targetType: 'message', targetId: messageId, reason: 'fraud' },
  });
  expect(messageReport.status()).toBe(201);

  // A question of our own through the FAQ's contact form API, so parallel tests never share it.
  const asker = `Consulta ${stamp}`;
  const sent = await page.request.post('/api/contact', {
    data: { name: asker, email: uniqueEmail(), comments: '¿Cómo cuido un mate de calabaza?' },
  });
  expect(sent.status()).toBe(201);

  await signIn(page, { demo: OPERATOR });
  await page.goto('/');
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Panel' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Panel de operación' })).toBeVisible();

  // Reportes: the demo's open report is listed; ours is resolved with a note (the demo's stays open for
  // any other test that reads it).
  const tabs = page.getByRole('tablist', { name: 'Secciones del panel' });
  await expect(tabs.getByRole('tab', { name: 'Reportes' })).toHaveAttribute('aria-selected', 'true');
  const report = page.getByRole('listitem').filter({ hasText: DEMO_REPORT });
  await expect(report).toContainText('Spam');
  await expect(report).toContainText('Reportado por Joaco');
  // The traveller's report is listed too, with its reason and who sent it.
  const ours = page.getByRole('listitem').filter({ hasText: details });
  await expect(ours).toContainText('Fraude o estafa');
  await expect(ours).toContainText(`Reportado por Reporta ${stamp}`);
  await expectAccessible(page);
  await ours.getByRole('button', { name: /^Resolver: Mate: / }).click();
  const dialog = page.getByRole('dialog', { name: 'Resolver reporte' });
  await dialog.getByRole('button', { name: 'Resolver' }).click();
  await expect(dialog.getByText('Escribí una nota')).toBeVisible();
  const note = `Le escribimos al anfitrión para que cambie el texto ${stamp}.`;
  await dialog.getByLabel('Nota').fill(note);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Resolver' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Reporte resuelto' })).toBeVisible();
  // Our report stays where it was (nothing moves), says it is resolved, and its buttons are gone...
  await expect(ours).toContainText('Reporte resuelto');
  await expect(ours.getByRole('button')).toHaveCount(0);
  // ...and keyboard focus moves to the next report, not the page.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.matches('li[id^="report-"]') ?? false))
    .toBe(true);
  await expect(ours).not.toBeFocused();
  // Opened again, the console lists only the open reports: the demo's still, ours no more.
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: written })).toBeVisible();
  await expect(report).toBeVisible();
  await expect(page.getByText(details)).toBeHidden();

  // A reported message says who wrote it, with a link to their profile.
  const messageRow = page.getByRole('listitem').filter({ hasText: written });
  await expect(messageRow).toContainText(`Escrito por Reporta ${stamp}`);
  await expect(messageRow.getByRole('link', { name: `Reporta ${stamp}` })).toHaveAttribute(
    'href',
    `/u/${encodeURIComponent(`Reporta ${stamp}`)}`,
  );

  // Consultas: newest first, ours marked as answered.
  await tabs.getByRole('tab', { name: 'Consultas' }).click();
  const question = page.getByRole('listitem').filter({ hasText: `Consulta de ${asker}` });
  await expect(question).toContainText('Sin responder');
  await expectAccessible(page);
  await question.getByRole('button', { name: `Marcar como respondida: Consulta de ${asker}` }).click();
  await expect(question).toContainText('Respondida');
  await expect(question.getByRole('button')).toHaveCount(0);
  await expect(question).toBeFocused();

  await tabs.getByRole('tab', { name: 'Personas' }).click();
  await page
    .getByRole('searchbox', { name: 'Buscar por nombre, nombre público o correo' })
    .fill('equipo@demo');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('heading', { level: 3, name: OPERATOR })).toBeVisible();
  // One's own row: no Suspender.
  const ownRow = page.getByRole('listitem').filter({ hasText: OPERATOR });
  await expect(ownRow).toContainText('Operador');
  await expect(ownRow).toContainText('Tu cuenta');
  await expect(ownRow.getByRole('button')).toHaveCount(0);
  await expectAccessible(page);

  await tabs.getByRole('tab', { name: 'Mates' }).click();
  await expect(page.getByRole('button', { name: /^Ocultar: / }).first()).toBeVisible();
  await expectAccessible(page);

  await tabs.getByRole('tab', { name: 'Resumen' }).click();
  await expect(page.getByRole('heading', { name: 'Últimos 30 días' })).toBeVisible();
  await expect(page.getByText('Personas nuevas')).toBeVisible();
  await expect(page.getByText('Cancelada por el anfitrión')).toBeVisible();
  await expectAccessible(page);

  await tabs.getByRole('tab', { name: 'Registro' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: note })).toContainText(
    /Equipo Ronda resolvió un reporte.*Reporte de Mate: /,
  );
  await expectAccessible(page);
  // The open tab is in the address: a reload keeps it.
  await page.reload();
  await expect(tabs.getByRole('tab', { name: 'Registro' })).toHaveAttribute('aria-selected', 'true');
});

test('a suspended person is signed out and reads why when signing in again', async ({ page, openPage }) => {
  // Four sign-ins: the person, the operator, the refused one and the one after reinstating.
  test.setTimeout(120_000);
  const email = uniqueEmail('suspendida');
  const publicName = `Susp ${Date.now().toString(36).slice(-5)}`;
  const person = await openPage();
  await signIn(person, { email, name: 'Persona Suspendida' });
  await person.goto('/auth');
  await person.getByLabel('Nombre público').fill(publicName);
  await person.getByLabel('Acepto los Términos de Servicio y la Política de Privacidad').check();
  await person.getByRole('button', { name: 'Completar registro' }).click();
  await expect(userMenu(person)).toHaveAccessibleName(`Menú de usuario: ${publicName}, Viajero`);

  await signIn(page, { demo: OPERATOR });
  await page.goto('/admin?seccion=personas');
  await page.getByRole('searchbox', { name: 'Buscar por nombre, nombre público o correo' }).fill(email);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('button', { name: `Suspender: ${publicName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Suspender a ${publicName}` });
  await dialog.getByLabel('Motivo').fill('Publicaciones engañosas');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Suspender' }).click();
  await expect(page.getByText('Cuenta suspendida')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: email });
  await expect(row).toContainText('Motivo: Publicaciones engañosas');
  // Suspender is replaced by Reactivar cuenta: keyboard focus stays on the row.
  await expect(row).toBeFocused();

  // Their public page is gone, as a deleted person's is: the server answers 404.
  const profilePath = `/u/${encodeURIComponent(publicName)}`;
  expect((await person.request.get(profilePath)).status()).toBe(404);

  // Their session has ended, and signing in again says why.
  await person.reload();
  await expect(signInLink(person)).toBeVisible();
  await signInAgain(person, email);
  await expect(person.getByRole('heading', { level: 1, name: 'No podés entrar a Ronda' })).toBeVisible();
  await expect(person.getByText('Tu cuenta está suspendida: Publicaciones engañosas')).toBeVisible();
  await expect(
    person.getByRole('link', { name: 'escribinos desde el formulario de contacto' }),
  ).toHaveAttribute('href', '/faq#contacto');
  await expectAccessible(person);

  // Reinstated, they are back.
  await page.getByRole('button', { name: `Reactivar cuenta: ${publicName}` }).click();
  await expect(page.getByText('Cuenta reactivada')).toBeVisible();
  await expect(row).toBeFocused();
  const again = await openPage();
  await signIn(again, { email });
  await again.goto('/');
  await expect(userMenu(again)).toHaveAccessibleName(`Menú de usuario: ${publicName}, Viajero`);
  expect((await again.request.get(profilePath)).status()).toBe(200);
});

/**
 * signIn() waits to leave the sign-in pages; a refused sign-in ends on /auth/callback instead. The
 * development provider may remember the person and skip its page.
 */
async function signInAgain(page: Page, email: string) {
  await signInLink(page).click();
  await page
    .getByRole('dialog', { name: 'Unite a la comunidad' })
    .getByRole('button', { name: 'Continuar con Google' })
    .click();
  await page.waitForURL(/\/oidc\/interaction\/|\/auth\/callback\?error=/);
  if (page.url().includes('/oidc/interaction/')) {
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.waitForURL(/\/auth\/callback\?error=/);
  }
}
